import type { LocaleSettings } from '../../src/config/types.ts';
import { kindOf, show } from '../validators/show.ts';
import { localeCodeProblem } from './closestLocale.ts';
import { type Collector, join, type Raw } from './context.ts';
import { findLocale } from './localeCatalog.ts';

/** The site's languages: the default one (the root pages) and all of them, in the switcher's order. */
export interface LocaleChoice {
  readonly defaultLocale: string;
  readonly locales: readonly LocaleSettings[];
}

/** The language a config without `defaultLocale` gets, when it lists it (else its first listed language). */
export const FALLBACK_LOCALE = 'en';

const localesHint = 'list language codes, e.g. "locales": ["en", "vi", "zh-CN"]';

/**
 * `locales` (non-empty, no code twice, each one the catalog has) and `defaultLocale` (one of them). Absent `locales`
 * means the default language alone; absent `defaultLocale` means "en" if listed, else the first listed language.
 */
export function validateLocales(c: Collector, raw: Raw): LocaleChoice | undefined {
  const listed = raw.locales === undefined ? undefined : validateList(c, raw.locales);
  const given = raw.defaultLocale;
  if (given === undefined) {
    if (raw.locales === undefined) return choice(FALLBACK_LOCALE, [FALLBACK_LOCALE]);
    if (!listed) return undefined;
    return choice(listed.includes(FALLBACK_LOCALE) ? FALLBACK_LOCALE : (listed[0] as string), listed);
  }
  const problem = localeCodeProblem(given);
  if (problem) return void c.error('defaultLocale', problem.message, problem.hint);
  const code = given as string;
  if (raw.locales === undefined) return choice(code, [code]);
  if (!listed) return undefined;
  if (!listed.includes(code)) {
    return void c.error(
      'defaultLocale',
      `"${code}" is not one of "locales" (${listed.join(', ')})`,
      `add "${code}" to "locales", or make one of them the default`,
    );
  }
  return choice(code, listed);
}

function validateList(c: Collector, value: unknown): string[] | undefined {
  if (!Array.isArray(value))
    return void c.error('locales', `must be a list, got ${kindOf(value)} ${show(value)}`, localesHint);
  if (value.length === 0)
    return void c.error('locales', 'is empty; the site needs at least one language', localesHint);
  let ok = true;
  const seen = new Set<string>();
  value.forEach((code: unknown, index) => {
    const problem = localeCodeProblem(code);
    if (problem) {
      ok = false;
      c.error(join('locales', index), problem.message, problem.hint);
    } else if (seen.has(code as string)) {
      ok = false;
      c.error(join('locales', index), `"${code}" is listed twice`, 'list each language once');
    } else seen.add(code as string);
  });
  return ok ? (value as string[]) : undefined;
}

/** Best effort over unvalidated input (for listings and edits): the default language as `validateLocales` picks it. */
export function defaultLocaleOf(raw: Raw): string {
  if (typeof raw.defaultLocale === 'string') return raw.defaultLocale;
  const listed = Array.isArray(raw.locales)
    ? raw.locales.filter((code): code is string => typeof code === 'string')
    : [];
  return listed.includes(FALLBACK_LOCALE) ? FALLBACK_LOCALE : (listed[0] ?? FALLBACK_LOCALE);
}

function choice(defaultLocale: string, codes: readonly string[]): LocaleChoice {
  return {
    defaultLocale,
    locales: codes.map((code) => findLocale(code) as LocaleSettings),
  };
}
