import type { LocaleSettings } from '../../src/config/types.ts';
import { kindOf, show } from '../validators/show.ts';
import { didYouMean } from '../validators/suggest.ts';
import { englishName, localeCatalog, rainbowKitLocaleSpellings } from './localeCatalog.ts';

/**
 * What a maintainer most likely meant by a language code the site does not ship, and why we think so:
 * - `case`: the code in other letter case (`zh-cn` → `zh-CN`). Refused rather than normalised, so the config says
 *   exactly what the generated module, the URL folders and `<html lang>` say;
 * - `rainbowKit`: one of RainbowKit's own spellings (`uk-UA`, `ua`, `zh-Hans`, `en-US`);
 * - `language`: another tag of a shipped language (`pt-PT` → `pt`, `zh-SG` → `zh-CN`, `zh-MO` → `zh-HK`);
 * - `country`: a country code taken for a language (`vn` → `vi`, `cn` → `zh-CN`, `jp` → `ja`);
 * - `spelling`: a near spelling (`englsh` is not a tag, but `eng` → `en`).
 */
export interface LocaleGuess {
  readonly code: string;
  readonly kind: 'case' | 'rainbowKit' | 'language' | 'country' | 'spelling';
}

export function closestLocale(
  input: string,
  catalog: readonly LocaleSettings[] = localeCatalog(),
  rainbowKitSpellings: readonly string[] = rainbowKitLocaleSpellings(),
): LocaleGuess | undefined {
  const lower = input.toLowerCase();
  const sameCase = catalog.find((locale) => locale.code.toLowerCase() === lower);
  if (sameCase) return { code: sameCase.code, kind: 'case' };
  const isRainbowKits =
    rainbowKitSpellings.some((spelling) => spelling.toLowerCase() === lower) ||
    catalog.some((locale) => locale.rainbowKit.toLowerCase() === lower);
  const meant = byLanguage(input, catalog) ?? byCountry(input, catalog);
  if (meant) return { code: meant.code, kind: isRainbowKits ? 'rainbowKit' : meant.kind };
  if (input.length < 3) return undefined; // Any two letters are "close" to some code: no guess is better.
  const spelled = didYouMean(
    input,
    catalog.map((locale) => locale.code),
  );
  return spelled ? { code: spelled, kind: 'spelling' } : undefined;
}

function maximized(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
}

/**
 * The shipped language of a tag, by its likely subtags: one match is it; among several (Chinese) the same region
 * wins, then the same script (`zh-Hant-MO` → the first traditional one), then the first.
 */
function byLanguage(
  input: string,
  catalog: readonly LocaleSettings[],
): { code: string; kind: 'language' } | undefined {
  const tag = maximized(input);
  if (!tag) return undefined;
  const candidates = catalog.flatMap((locale) => {
    const full = maximized(locale.code);
    return full?.language === tag.language ? [{ locale, full }] : [];
  });
  const best =
    candidates.find(({ full }) => full.region === tag.region) ??
    candidates.find(({ full }) => full.script === tag.script) ??
    candidates[0];
  return best && { code: best.locale.code, kind: 'language' };
}

/** Two letters that are no shipped language but the country of one of RainbowKit's locales (`vn`, `cn`, `ua`). */
function byCountry(
  input: string,
  catalog: readonly LocaleSettings[],
): { code: string; kind: 'country' } | undefined {
  if (!/^[a-z]{2}$/i.test(input)) return undefined;
  const region = input.toUpperCase();
  const locale = catalog.find((candidate) => candidate.rainbowKit.endsWith(`-${region}`));
  return locale && { code: locale.code, kind: 'country' };
}

/** A language's English name when `tag` names a real one (`el` → Greek), else undefined (`xx`, `vn`). */
function knownLanguage(tag: string): string | undefined {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(tag);
  } catch {
    return undefined;
  }
}

function countryName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase();
}

export interface LocaleCodeProblem {
  readonly message: string;
  readonly hint: string;
}

/**
 * What is wrong with `value` as a language code of the catalog, with the closest code named, or undefined if it is
 * one. Shared by `locales`, `defaultLocale` and the keys of a text given per language.
 */
export function localeCodeProblem(
  value: unknown,
  catalog: readonly LocaleSettings[] = localeCatalog(),
): LocaleCodeProblem | undefined {
  const codes = catalog.map((locale) => locale.code);
  const choose = `choose from: ${codes.join(', ')}`;
  if (typeof value !== 'string') {
    return {
      message: `must be a language code such as "en" or "zh-CN", got ${kindOf(value)} ${show(value)}`,
      hint: choose,
    };
  }
  if (codes.includes(value)) return undefined;
  const guess = closestLocale(value, catalog);
  if (!guess) {
    const language = knownLanguage(value);
    return {
      message: language
        ? `${show(value)} (${language}) is not one of RainbowKit's languages, so the site cannot be built in it`
        : `unknown language code ${show(value)}`,
      hint: choose,
    };
  }
  const named = `"${guess.code}", ${englishName(guess.code)}`;
  const write = `write ${named}`;
  switch (guess.kind) {
    case 'case':
      return {
        message: `${show(value)} is not written the way the site writes its codes (letter case matters)`,
        hint: write,
      };
    case 'rainbowKit':
      return {
        message: `${show(value)} is RainbowKit's name for ${englishName(guess.code)}; the site's code for it is "${guess.code}"`,
        hint: write,
      };
    case 'language': {
      const shipped = catalog.find((locale) => locale.code === guess.code);
      return {
        message: `${show(value)} is not one of the site's languages; it ships ${englishName(guess.code)} as "${guess.code}" (RainbowKit's ${shipped?.rainbowKit ?? guess.code})`,
        hint: `did you mean "${guess.code}"?`,
      };
    }
    case 'country':
      return {
        message: `${show(value)} is the country code of ${countryName(value)}, not a language code`,
        hint: `did you mean ${named}?`,
      };
    default:
      return {
        message: `unknown language code ${show(value)}`,
        hint: `did you mean ${named}? Or ${choose}`,
      };
  }
}
