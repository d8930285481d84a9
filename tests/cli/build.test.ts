import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BIN, baseConfig, REPO } from './helpers.ts';

const PROJECT_ID = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const dir = mkdtempSync(join(tmpdir(), 'portico-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

// One real `astro build` of the project as checked out with a non-default config: proves the generated
// module is what the site actually consumes. It costs a few tens of seconds, so there is only one.
test('behavior: the site builds with what portico config generated', { timeout: 600_000 }, () => {
  // The working copy as it is (tracked files with their edits, and new files git does not ignore), so the test
  // builds what it is run on, not the last commit. Deleted tracked files are skipped; node_modules is linked.
  const files = execFileSync(
    'git',
    ['-C', REPO, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(REPO, file)) && lstatSync(join(REPO, file)).isFile());
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(REPO, file), join(dir, file));
  }
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const config = {
    ...baseConfig(),
    appName: 'Gatehouse Test Build',
    appDescription: 'A non-default build made by the CLI tests.',
    // Orange, darkened to reach 4.5:1 with white text (#ff6600 itself is refused: 2.94:1).
    theme: { accentColor: '#c95100' },
    walletConnectProjectId: PROJECT_ID,
    // Any wallet RainbowKit defines, by its id: an extension-only one (Rabby) and a WalletConnect one (Zerion).
    walletGroups: [
      ...(baseConfig().walletGroups as unknown[]),
      { groupName: 'More', wallets: [{ id: 'rabby' }, { id: 'zerion' }] },
    ],
    safe: { allowedOrigins: ['https://app.safe.global', 'https://safe.example.org'], getInfoTimeoutMs: 1000 },
    // Its public address: absolute hreflang and canonical links, and a sitemap.
    site: 'https://gatehouse.example/app',
  };
  writeFileSync(join(dir, 'portico.config.json'), `${JSON.stringify(config, null, 2)}\n`);
  const env = { ...process.env };
  delete env.PORTICO_TEST_OVERRIDES;
  delete env.PUBLIC_WALLETCONNECT_PROJECT_ID;
  delete env.PUBLIC_BSC_RPC_URLS;

  const generate = spawnSync(process.execPath, [BIN, 'config'], { cwd: dir, env, encoding: 'utf8' });
  expect(generate.status, generate.stderr).toBe(0);
  // A page made by `portico page add` builds too, in every configured language.
  const add = spawnSync(process.execPath, [BIN, 'page', 'add', 'vault'], { cwd: dir, env, encoding: 'utf8' });
  expect(add.status, add.stderr).toBe(0);
  const build = spawnSync(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);

  const dist = join(dir, 'dist');
  expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('Gatehouse Test Build');
  const scripts = filesUnder(dist).filter((file) => file.endsWith('.js'));
  expect(scripts.some((file) => readFileSync(file, 'utf8').includes(PROJECT_ID))).toBe(true);
  expect(scripts.some((file) => readFileSync(file, 'utf8').includes('#c95100'))).toBe(true);
  expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain(
    "frame-ancestors 'self' https://app.safe.global https://safe.example.org",
  );
  expect(JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')).name).toBe('Gatehouse Test Build');

  // Every page in every language; a title translated in the config is the page's heading in that language.
  for (const page of ['index.html', 'token.html', 'vault.html', 'vi/token.html', 'zh-CN/vault.html'])
    expect(existsSync(join(dist, page)), page).toBe(true);
  expect(readFileSync(join(dist, 'fr/token.html'), 'utf8')).toMatch(/<h1[^>]*>Jeton<\/h1>/);
  expect(readFileSync(join(dist, 'vault.html'), 'utf8')).toMatch(/<h1[^>]*>Vault<\/h1>/);

  // The wallets the maintainer named are in the dialog and the bundle: Rabby as its download while not installed,
  // Zerion to pick (a project id is set), each with its icon as a file beside the pages.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  expect(html).toMatch(/<a[^>]*data-testid="wallet-option-rabby"[^>]*href="https:\/\/[^"]+"/);
  expect(html).toMatch(/<button[^>]*data-testid="wallet-option-zerion"/);
  expect(html).toContain('>More</h3>');
  for (const icon of html.matchAll(/src="\.\/(wallet-icons\/[^"]+)"/g))
    expect(existsSync(join(dist, icon[1] ?? ''))).toBe(true);
  expect(scripts.some((file) => readFileSync(file, 'utf8').includes('io.zerion.wallet'))).toBe(true);

  // With the site's address: each page names itself canonical and its copies in every language (absolute, with
  // x-default), and the sitemap lists every page in every language with its alternates.
  const languages = baseConfig().locales as string[];
  const vaultVi = readFileSync(join(dist, 'vi/vault.html'), 'utf8');
  expect(vaultVi).toContain('<link rel="canonical" href="https://gatehouse.example/app/vi/vault.html">');
  const hreflangs = [...vaultVi.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
  expect(hreflangs.map((link) => link[1])).toEqual([...languages, 'x-default']);
  for (const link of hreflangs) expect(link[2]).toMatch(/^https:\/\/gatehouse\.example\/app\//);
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toHaveLength(3 * languages.length);
  expect(locs).toContain('https://gatehouse.example/app/');
  expect(locs).toContain('https://gatehouse.example/app/zh-CN/vault.html');
});
