import { describe, expect, it } from 'vitest';
import { settings } from '../../config/generated.ts';
import { en, type PluralForms } from './en.ts';
import { wordTables } from './index.ts';

// Every language's table against the English one. The compiler already refuses a missing or extra entry; these
// catch what types cannot: a placeholder lost or renamed in translation, an empty text, a count's forms that are
// not the language's own, and an entry left in English. An entry may read the same as in English only where the
// language writes it so (a brand, a symbol, a borrowed word): the language's file lists it in its `sameAsEnglish`,
// so every such case is a decision someone made.

type Entry = string | PluralForms;
type Tree = { readonly [key: string]: Tree | Entry };
const isPlural = (value: Tree | Entry): value is PluralForms => typeof value === 'object' && 'other' in value;

/** `section.key → text or a count's forms`. */
function entries(tree: object, prefix = ''): Record<string, Entry> {
  const out: Record<string, Entry> = {};
  for (const [key, value] of Object.entries(tree as Tree)) {
    if (typeof value === 'string' || isPlural(value)) out[`${prefix}${key}`] = value;
    else Object.assign(out, entries(value, `${prefix}${key}.`));
  }
  return out;
}
const texts = (entry: Entry | undefined): string[] =>
  entry === undefined ? [] : typeof entry === 'string' ? [entry] : Object.values(entry);
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

const english = entries(en);
const files = import.meta.glob<{ sameAsEnglish?: readonly string[] }>('./*.ts', { eager: true });

describe('the words tables', () => {
  it('exist for every language the site is configured with', () => {
    for (const locale of settings.locales) expect(wordTables[locale.code], locale.code).toBeDefined();
  });

  for (const [code, table] of Object.entries(wordTables)) {
    if (code === 'en') continue;
    const words = entries(table);
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;

    it(`${code}: the same entries as English, each with the same placeholders, none empty`, () => {
      expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
      for (const [key, entry] of Object.entries(english)) {
        const wanted = placeholders(texts(entry).join(' '));
        for (const text of texts(words[key])) {
          expect(text.trim(), `${code} ${key}`).not.toBe('');
          // A count's `one` form may say "one" in words where English writes {count}: no placeholder is added.
          expect(
            placeholders(text).every((name) => wanted.includes(name)),
            `${code} ${key}: ${text}`,
          ).toBe(true);
          if (typeof entry === 'string') expect(placeholders(text), `${code} ${key}`).toEqual(wanted);
        }
      }
    });

    it(`${code}: every count has exactly the forms its plural rules name`, () => {
      for (const [key, entry] of Object.entries(words)) {
        if (typeof entry === 'string') continue;
        expect(Object.keys(entry).sort(), `${code} ${key}`).toEqual([...categories].sort());
      }
    });

    it(`${code}: every entry translated, or listed as written the same on purpose`, () => {
      const same = Object.keys(english).filter(
        (key) => JSON.stringify(texts(words[key])) === JSON.stringify(texts(english[key])),
      );
      const listed = files[`./${code}.ts`]?.sameAsEnglish ?? [];
      expect(same.sort()).toEqual([...listed].sort());
    });
  }
});
