/**
 * A language's words as translators keep them: one JSON file per language (`en.json`, `vi.json`), in the shape of a
 * Chrome extension's `messages.json`, which translation platforms (Crowdin, Lokalise, Weblate, Transifex) read:
 * `{ "section_key": { "message": "…", "description": "…" } }`. The description is English, the same in every file
 * (what the text is for, where it is shown, what each `{placeholder}` holds): the translator's context. Messages are
 * ICU MessageFormat: `{name}` is a value put in where the text is used, and a count's forms are one plural message,
 * `{count, plural, one {…} other {…}}`, with the forms the language's plural rules name.
 *
 * Build time: `wordTable` turns a file into the site's table (`page.loading`, a count as its forms) and refuses a
 * file that does not match English (a missing or extra key, a placeholder lost, added or renamed, a plural message
 * where English has none or the reverse): the build stops with the language, the key and what is wrong.
 */
export interface WordFileEntry {
  readonly message: string;
  readonly description: string;
}
export type WordFile = Readonly<Record<string, WordFileEntry>>;

/**
 * A text with a count in it, in each form the language's plural rules name (`Intl.PluralRules`): English has `one`
 * and `other`, Russian `one`, `few`, `many` and `other`, Japanese `other` only. `other` is always there (the fallback).
 */
export type PluralForms = { readonly other: string } & {
  readonly [K in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

const FORMS: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A plural message's forms (`{count, plural, one {…} other {…}}`), or undefined for a plain message. */
export function pluralForms(message: string): PluralForms | undefined {
  const head = /^\{count, plural,/.exec(message);
  if (!head) return undefined;
  const forms: Record<string, string> = {};
  let at = head[0].length;
  for (;;) {
    while (message[at] === ' ') at++;
    if (message[at] === '}' && at === message.length - 1) break;
    const name = /^(\w+) \{/.exec(message.slice(at));
    if (!name?.[1] || !FORMS.includes(name[1]))
      throw new Error(`a plural form is not one of ${FORMS.join(', ')}`);
    let depth = 1;
    const start = at + name[0].length;
    let end = start;
    for (; end < message.length && depth > 0; end++) {
      if (message[end] === '{') depth++;
      else if (message[end] === '}') depth--;
    }
    if (depth !== 0) throw new Error('a plural form is not closed with }');
    forms[name[1]] = message.slice(start, end - 1);
    at = end;
  }
  if (forms.other === undefined) throw new Error('a plural message needs its "other" form');
  return forms as PluralForms;
}

/** The `{placeholders}` of a text, each once, sorted (the plural's own `count` included when a form says it). */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string))].sort();
}

/**
 * Every problem of one language's file against English's, as `key: what`; none is a file the site can use. A
 * plural's `one` form may say "one" in words where English writes {count}: a form may leave a placeholder out, never
 * bring a new one.
 */
export function wordFileProblems(file: WordFile, english: WordFile, plurals: readonly string[]): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!Object.hasOwn(file, key)) problems.push(`${key}: missing`);
  for (const [key, entry] of Object.entries(file)) {
    const wanted = english[key];
    if (!wanted) {
      problems.push(`${key}: not a key of en.json`);
      continue;
    }
    if (typeof entry?.message !== 'string' || entry.message.trim() === '') {
      problems.push(`${key}: no message`);
      continue;
    }
    if (/'[{}]/.test(entry.message))
      problems.push(`${key}: an apostrophe right before a brace (ICU reads it as a quote)`);
    let forms: PluralForms | undefined;
    try {
      forms = pluralForms(entry.message);
    } catch (error) {
      problems.push(`${key}: ${(error as Error).message}`);
      continue;
    }
    const englishForms = pluralForms(wanted.message);
    const wantedNames = placeholders(wanted.message);
    if (englishForms) {
      if (!forms) {
        problems.push(`${key}: must be a plural message, {count, plural, …}, as in English`);
        continue;
      }
      const allowed = placeholders(Object.values(englishForms).join(' '));
      for (const [form, text] of Object.entries(forms)) {
        const extra = placeholders(text).filter((name) => !allowed.includes(name));
        if (extra.length > 0) problems.push(`${key} (${form}): {${extra.join('}, {')}} is not in English`);
        if (text.trim() === '') problems.push(`${key} (${form}): empty`);
      }
      for (const form of Object.keys(forms)) {
        if (!plurals.includes(form))
          problems.push(`${key}: the form "${form}" is not one this language uses (${plurals.join(', ')})`);
      }
      for (const form of plurals)
        if (!(form in forms)) problems.push(`${key}: the form "${form}" is missing`);
    } else if (forms) {
      problems.push(`${key}: a plural message where English has a plain one`);
    } else if (placeholders(entry.message).join() !== wantedNames.join()) {
      problems.push(
        `${key}: placeholders {${placeholders(entry.message).join('}, {')}} differ from English's {${wantedNames.join('}, {')}}`,
      );
    }
  }
  return problems;
}

type Section = Record<string, string | PluralForms>;

/** The site's table from one language's file (checked against English's first): `section_key` → `section.key`. */
export function wordTable(code: string, file: WordFile, english: WordFile): Record<string, Section> {
  const plurals = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const problems = wordFileProblems(file, english, plurals);
  if (problems.length > 0) {
    throw new Error(
      `src/i18n/words/${code}.json does not match en.json:\n  ${problems.join('\n  ')}\n(docs/translating.md)`,
    );
  }
  const table: Record<string, Section> = {};
  for (const key of Object.keys(english)) {
    const split = key.indexOf('_');
    const section = key.slice(0, split);
    const name = key.slice(split + 1);
    const message = (file[key] as WordFileEntry).message;
    table[section] ??= {};
    (table[section] as Section)[name] = pluralForms(message) ?? message;
  }
  return table;
}
