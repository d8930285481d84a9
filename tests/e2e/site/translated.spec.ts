import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'portico/harness/playwright';
import { rainbowKitWords } from '../../../build/rainbowKitWords.ts';
import { settings } from '../../../src/config/generated.ts';
import { wordTables } from '../../../src/i18n/words/index.ts';
import { englishLeftIn, flatWords } from '../../i18nWords.ts';

// Every built page of every language but the default, as the production build ships it: no text of the English
// table is left in it where that language's table says it otherwise (the maintainer's own texts, which may
// fall back to the default language, are not in the tables). The tables themselves are checked for untranslated
// entries by src/i18n/words/tables.test.ts; this checks every word reaches the page in its language.

test.describe('the pages of every language', () => {
  test.use({ injectWallet: false });

  test('carry no English word their language translates', async ({ production }) => {
    const english = { ...flatWords(wordTables.en ?? {}), ...flatWords(rainbowKitWords('en-US'), 'rk.') };
    let pages = 0;
    for (const locale of settings.locales) {
      if (locale.code === settings.defaultLocale) continue;
      const table = wordTables[locale.code];
      expect(table, `a words table for ${locale.code}`).toBeDefined();
      const own = { ...flatWords(table ?? {}), ...flatWords(rainbowKitWords(locale.rainbowKit), 'rk.') };
      const folder = join(production.dist, locale.code);
      for (const file of (await readdir(folder)).filter((name) => name.endsWith('.html'))) {
        const html = await readFile(join(folder, file), 'utf8');
        expect(html).toContain(`<html lang="${locale.code}" dir="${locale.dir}"`);
        expect(englishLeftIn(html, english, own), `${locale.code}/${file}`).toEqual([]);
        pages += 1;
      }
    }
    // Every page of the site in every language: a language or a page missing from the build is caught too.
    expect(pages).toBe((settings.locales.length - 1) * (settings.pages.length + 2));
  });
});
