import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { baseConfig, projectsForThisFile, runCli, snapshot } from './helpers.ts';

const project = projectsForThisFile();

describe('languages', () => {
  test('default: the committed config leaves no text in English, and passes', async () => {
    const dir = project();
    const run = await runCli(['check'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('warning: locales:');
    // "Popular" is RainbowKit's own group: the site shows RainbowKit's word for it in each language. "BNB Chain" is
    // marked "brand": one name in every language.
    expect(run.stderr).not.toContain('"Popular"');
    expect(run.stderr).not.toContain('"BNB Chain"');
    // Unmarked, the same name is reported for every language but English.
    const unmarked = baseConfig();
    unmarked.walletGroups = (unmarked.walletGroups as Array<Record<string, unknown>>).map(
      ({ brand: _brand, ...group }) => group,
    );
    const again = await runCli(['check'], { cwd: project(unmarked) });
    expect(again.stderr).toContain(
      'warning: locales: every language but English (18): wallet group "BNB Chain" falls back to English',
    );
  });

  test('behavior: texts without a translation are a warning in check and config, never an error', async () => {
    const config = {
      ...baseConfig(),
      locales: ['en', 'vi', 'ar', 'zh-TW'],
      appDescription: { en: 'Connect a wallet.', ar: 'اتصل بمحفظة.' },
      // A group name that is not a brand, so not marked: reported where a language lacks it.
      walletGroups: [
        { groupName: 'Popular', wallets: ['injected', 'safe'] },
        { groupName: 'BNB Chain', wallets: ['binance'] },
      ],
      pages: [{ path: 'token', title: 'Token' }],
    };
    const dir = project(config);
    const check = await runCli(['check'], { cwd: dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      'vi, zh-TW: appDescription, wallet group "BNB Chain", page "token" title fall back to English',
    );
    expect(check.stderr).toContain('ar: wallet group "BNB Chain", page "token" title fall back to English');
    const json = await runCli(['config', '--json'], { cwd: dir });
    expect(json.code, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout);
    expect(report.ok).toBe(true);
    expect(report.warnings.filter((w: { path: string }) => w.path === 'locales')).toHaveLength(2);
    const generated = readFileSync(join(dir, 'src/config/generated.ts'), 'utf8');
    expect(generated).toContain("appDescription: 'Connect a wallet.',");
    expect(generated).toContain("defaultLocale: 'en',");
    expect(generated).toContain(
      "locales: [\n    { code: 'en', rainbowKit: 'en-US', name: 'English', dir: 'ltr' },\n    { code: 'vi', rainbowKit: 'vi-VN', name: 'Tiếng Việt', dir: 'ltr' },",
    );
    expect(generated).toContain("translations: { ar: { appDescription: 'اتصل بمحفظة.' } },");
  });

  test('behavior: a bad language is refused by config, the closest named, and nothing is written', async () => {
    const dir = project({ ...baseConfig(), defaultLocale: 'zh', locales: ['zh', 'en-US'] });
    const before = snapshot(dir);
    const run = await runCli(['config'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('defaultLocale');
    expect(run.stderr).toContain('locales[0]');
    expect(run.stderr).toContain('write "zh-CN"');
    expect(run.stderr).toContain('locales[1]');
    expect(run.stderr).toContain('write "en"');
    expect(snapshot(dir)).toEqual(before);
  });
});
