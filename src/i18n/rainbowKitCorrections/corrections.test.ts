import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawnRainbowKitKeys, rainbowKitLocale, rainbowKitWords } from '../../../build/rainbowKitWords.ts';
import { settings } from '../../config/generated.ts';
import { rainbowKitCorrections } from './index.ts';

// Portico's corrections over RainbowKit's words: each names a key the site draws, says what RainbowKit ships there
// today (so an upgrade that changes it is seen), keeps RainbowKit's placeholders, and is in the report for upstream.

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
const shipped = (id: string, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      rainbowKitLocale(id),
    );
const report = readFileSync(new URL('../../../docs/rainbowkit-corrections.md', import.meta.url), 'utf8');

describe("corrections over RainbowKit's words", () => {
  const drawn = drawnRainbowKitKeys();
  const ids = new Set<string>(settings.locales.map((locale) => locale.rainbowKit));

  for (const [id, corrections] of Object.entries(rainbowKitCorrections)) {
    it(`${id}: each names a drawn key, RainbowKit's text as shipped, the same placeholders, a reason; reported`, () => {
      expect(ids.has(id), `${id} is a configured language's RainbowKit locale`).toBe(true);
      for (const [key, { rainbowKit, corrected, why }] of Object.entries(corrections)) {
        expect(drawn.has(key), `${id} ${key} is a word the site shows`).toBe(true);
        expect(shipped(id, key), `${id} ${key}: RainbowKit's text`).toBe(rainbowKit);
        expect(corrected, `${id} ${key}`).not.toBe(rainbowKit);
        expect(placeholders(corrected), `${id} ${key}`).toEqual(placeholders(rainbowKit));
        expect(why.trim(), `${id} ${key}`).not.toBe('');
        expect(report, `docs/rainbowkit-corrections.md lists ${id} ${key}`).toContain(
          `| ${id} | \`${key}\` |`,
        );
        expect(report, `docs/rainbowkit-corrections.md gives ${id} ${key}'s correction`).toContain(corrected);
      }
    });
  }

  it("are what the page's own dialog and panels say", () => {
    expect(rainbowKitWords('tr-TR').opening).toBe('{wallet} açılıyor…');
    expect(rainbowKitWords('fr-FR').connecting).toBe('Connexion…');
    expect(rainbowKitWords('hi-IN').disconnect).toBe('डिस्कनेक्ट');
    expect(rainbowKitWords('zh-TW').wrongNetworkDetected).toBe('偵測到錯誤的網路，請切換或斷開連接以繼續。');
    // Uncorrected, RainbowKit's own: its "Connecting" written with the site's ellipsis.
    expect(rainbowKitWords('en-US').connecting).toBe('Connecting…');
  });
});
