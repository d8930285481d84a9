import { describe, expect, it } from 'vitest';
import { settings } from '../../config/generated.ts';
import { en, englishFile, PLURAL_KEYS, type PluralForms } from './en.ts';
import { wordTables } from './index.ts';
import { sameAsEnglish } from './sameAsEnglish.ts';
import { pluralForms, type WordFile, wordFileProblems } from './wordFile.ts';

// Every language's table against the English one. The build already refuses a file with a missing or extra key or
// a placeholder that differs (wordFile.ts, when words/index.ts loads it); these hold the same, and what the build does
// not: an empty text, a count's forms that are not the language's own, an entry left in English, and each file kept
// as a translator gets it (English's keys in English's order, English's descriptions). An entry may read the same as
// in English only where the language writes it so (a brand, a symbol, a borrowed word): `sameAsEnglish.ts` lists it,
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
const files = import.meta.glob<WordFile>('./*.json', { eager: true, import: 'default' });

describe('the words tables', () => {
  it('exist for every language the site is configured with, each from its file', () => {
    for (const locale of settings.locales) {
      expect(wordTables[locale.code], locale.code).toBeDefined();
      expect(files[`./${locale.code}.json`], locale.code).toBeDefined();
    }
  });

  it('en.json: every text has a description, and PLURAL_KEYS are exactly its plural messages', () => {
    for (const [key, entry] of Object.entries(englishFile))
      expect(entry.description.trim(), key).not.toBe('');
    const plural = Object.keys(englishFile).filter((key) => pluralForms(englishFile[key]?.message ?? ''));
    expect(plural.sort()).toEqual([...PLURAL_KEYS].sort());
  });

  it('refuse a file with a key missing or extra, a placeholder lost, added or renamed, or a count not plural', () => {
    const broken: Record<string, { message: string; description: string }> = structuredClone({
      ...englishFile,
    });
    delete broken.page_loading;
    broken.page_extra = { message: 'Extra', description: '' };
    broken.page_footerChain = { message: 'BNB Smart Chain (id {chain})', description: '' };
    broken.transfer_overBalance = { message: 'That is more than your balance.', description: '' };
    broken.safe_contacts = { message: '{count} contacts', description: '' };
    broken.safe_threshold = {
      message:
        '{count, plural, one {{threshold} of {count} owner} other {{threshold} of {count} owners {by}}}',
      description: '',
    };
    expect(wordFileProblems(broken, englishFile, ['one', 'other']).sort()).toEqual(
      [
        'page_loading: missing',
        'page_extra: not a key of en.json',
        "page_footerChain: placeholders {chain} differ from English's {id}",
        "transfer_overBalance: placeholders {} differ from English's {balance}, {symbol}",
        'safe_contacts: must be a plural message, {count, plural, …}, as in English',
        'safe_threshold (other): {by} is not in English',
      ].sort(),
    );
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

    it(`${code}: its file has English's keys in English's order, each with English's description`, () => {
      const file = files[`./${code}.json`] ?? {};
      expect(Object.keys(file)).toEqual(Object.keys(englishFile));
      for (const [key, entry] of Object.entries(file)) {
        expect(entry.description, `${code} ${key}: copy the description from en.json`).toBe(
          englishFile[key]?.description,
        );
      }
    });

    it(`${code}: every entry translated, or listed as written the same on purpose`, () => {
      const same = Object.keys(english).filter(
        (key) => JSON.stringify(texts(words[key])) === JSON.stringify(texts(english[key])),
      );
      const listed = sameAsEnglish[code] ?? [];
      expect(same.sort()).toEqual([...listed].sort());
    });
  }
});
