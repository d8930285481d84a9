import english from './en.json' with { type: 'json' };
import { type PluralForms, type WordFile, wordTable } from './wordFile.ts';

export type { PluralForms };

/**
 * The site's own words in English, from `en.json` (the file translators translate from, each text with its
 * description): the reference every other language's file must match key for key, placeholder for placeholder
 * (src/i18n/words/wordFile.ts). Things RainbowKit names ("Connect Wallet", "Recent", "Connecting…", …) are not here:
 * they are read from RainbowKit's own locale files (build/rainbowKitWords.ts). `{name}` marks a value filled in at
 * the place of use (src/i18n/siteWords.ts `fill`).
 */
export const englishFile: WordFile = english;

/** The keys whose English message is a plural (`{count, plural, …}`): in a table, a count's forms. */
export const PLURAL_KEYS = ['safe_threshold', 'safe_contacts'] as const;

type Key = keyof typeof english & string;
type SectionOf<K> = K extends `${infer S}_${string}` ? S : never;
type NameIn<K, S extends string> = K extends `${S}_${infer N}` ? N : never;
type Text<K> = K extends (typeof PLURAL_KEYS)[number] ? PluralForms : string;

/**
 * A table of the site's words, by section and key (`words.transfer.overBalance` for `transfer_overBalance`), typed
 * from en.json's keys: a key the code reads that en.json lacks does not compile.
 */
export type SiteWords = {
  readonly [S in SectionOf<Key>]: { readonly [N in NameIn<Key, S>]: Text<`${S}_${N}`> };
};

/** The English table. */
export const en = wordTable('en', englishFile, englishFile) as unknown as SiteWords;
