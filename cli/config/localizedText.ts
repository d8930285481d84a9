import { kindOf, show } from '../validators/show.ts';
import { localeCodeProblem } from './closestLocale.ts';
import { type Collector, isPlainObject, join, type Raw } from './context.ts';
import { findLocale } from './localeCatalog.ts';
import { defaultLocaleOf, type LocaleChoice } from './validateLocales.ts';

/**
 * A maintainer's text (app name, description, a page title, a wallet group's name) as the config gives it: a plain
 * string, the default language's, or one per language, `{ "en": "Token", "fr": "Jeton" }`.
 */
export interface LocalizedText {
  /** The default language's text: what the generated settings keep where the plain string was. */
  readonly text: string;
  /** Other configured languages' texts, by code, in the order of `locales`: only those given. */
  readonly translations: Readonly<Record<string, string>>;
  /** Given as an object: the maintainer meant it to differ per language. */
  readonly perLanguage: boolean;
}

/**
 * Validates one text, plain or per language. Each language's text is checked by `check` exactly as a plain one is;
 * the keys must be configured languages (the closest named) and must include the default one. With `locales`
 * itself invalid (`choice` undefined) only the texts are checked: which keys are right cannot be known.
 */
export function validateLocalizedText(
  c: Collector,
  value: unknown,
  path: string,
  choice: LocaleChoice | undefined,
  check: (text: unknown) => string | undefined,
  hint: string,
): LocalizedText | undefined {
  if (value === undefined) return void c.error(path, 'is missing', hint);
  if (!isPlainObject(value)) {
    if (typeof value !== 'string') {
      return void c.error(
        path,
        `must be a text, or one text per language ({ "en": "…", "vi": "…" }), got ${kindOf(value)} ${show(value)}`,
        hint,
      );
    }
    return c.check(path, check(value), hint)
      ? { text: value, translations: {}, perLanguage: false }
      : undefined;
  }
  let ok = true;
  for (const [code, text] of Object.entries(value)) {
    if (!c.check(join(path, code), check(text), hint)) ok = false;
    if (choice && !isConfigured(c, code, join(path, code), choice)) ok = false;
  }
  if (!choice) return undefined;
  const { defaultLocale } = choice;
  if (!Object.hasOwn(value, defaultLocale)) {
    c.error(
      path,
      `has no "${defaultLocale}" text; the default language's is needed (it is shown wherever a translation is not given)`,
      `add "${defaultLocale}": "…" to it, or write it as a plain string`,
    );
    return undefined;
  }
  if (!ok) return undefined;
  const translations: Record<string, string> = {};
  for (const { code } of choice.locales) {
    if (code !== defaultLocale && Object.hasOwn(value, code)) translations[code] = value[code] as string;
  }
  return { text: value[defaultLocale] as string, translations, perLanguage: true };
}

function isConfigured(c: Collector, code: string, path: string, choice: LocaleChoice): boolean {
  if (choice.locales.some((locale) => locale.code === code)) return true;
  if (findLocale(code)) {
    c.error(
      path,
      `"${code}" is not one of "locales" (${choice.locales.map((locale) => locale.code).join(', ')})`,
      `add "${code}" to "locales", or remove this text`,
    );
    return false;
  }
  const problem = localeCodeProblem(code);
  if (problem) c.error(path, problem.message, problem.hint);
  return false;
}

/**
 * Best effort over unvalidated input, for listings (`page list`, `wallets`): a text as the default language shows
 * it, plain or per language.
 */
export function shownText(value: unknown, raw: Raw): string {
  if (typeof value === 'string') return value;
  if (!isPlainObject(value)) return value === undefined ? '' : String(value);
  const text = value[defaultLocaleOf(raw)];
  return typeof text === 'string' ? text : '';
}

/**
 * A new default-language text written into a value that may be given per language: a plain string is replaced, and
 * in an object only the default language's entry changes (`portico set name`, `page add`).
 */
export function withDefaultText(value: unknown, text: string, raw: Raw): unknown {
  return isPlainObject(value) ? { ...value, [defaultLocaleOf(raw)]: text } : text;
}
