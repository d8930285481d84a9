import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LocaleSettings } from '../../src/config/types.ts';

/**
 * The languages the site can ship: exactly RainbowKit's, read from the locale files the pinned RainbowKit ships
 * (`dist/en_US-<hash>.js`, `dist/zh_CN-<hash>.js`, `dist/es_419-<hash>.js`, …), never retyped. The site's pages need
 * RainbowKit's words for the connect dialog in every language they are built in, so a language RainbowKit lacks
 * cannot be offered; an upgrade that adds one adds it here.
 */

/** `en_US-SK3WV2N3.js` → `en`, `US`. The region is two letters or three digits (`es_419`). */
const LOCALE_FILE = /^([a-z]{2,3})_([A-Z]{2}|\d{3})-[A-Za-z0-9]+\.js$/;

/**
 * The catalog from the file names in RainbowKit's `dist/`. For a file `xx_YY` RainbowKit's id is `xx-YY`; the
 * site's code is the language `xx` alone (the shortest tag a browser's language matches), unless another file has
 * the same language, in which case the region tells them apart (`zh-CN`, `zh-HK`, `zh-TW`). The name is the
 * language's own (`Intl.DisplayNames` in that language, capitalised as that language does), the direction from
 * `Intl.Locale`'s text info. Sorted by code.
 */
export function deriveLocaleCatalog(fileNames: readonly string[]): readonly LocaleSettings[] {
  const files = fileNames.flatMap((name) => {
    const match = LOCALE_FILE.exec(name);
    return match ? [{ language: match[1] as string, region: match[2] as string }] : [];
  });
  const perLanguage = new Map<string, number>();
  for (const { language } of files) perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1);
  const seen = new Set<string>();
  const catalog: LocaleSettings[] = [];
  for (const { language, region } of files) {
    const code = (perLanguage.get(language) ?? 0) > 1 ? `${language}-${region}` : language;
    if (seen.has(code)) continue;
    seen.add(code);
    catalog.push({ code, rainbowKit: `${language}-${region}`, name: ownName(code), dir: direction(code) });
  }
  return catalog.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** `Español`, `Tiếng Việt`, `中文（中国）`: the short name in the language itself, first letter as it capitalises. */
function ownName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language', style: 'short' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

type TextInfo = { readonly direction?: string };
type WithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

/** Node and browsers name the accessor differently (`getTextInfo()` now, the `textInfo` getter before). */
function direction(code: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(code) as WithTextInfo;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * Every spelling RainbowKit's `Locale` type accepts (`'ua' | 'uk-UA' | 'zh' | 'zh-Hans' | …`), from its declaration
 * text: what a maintainer who has read RainbowKit's docs may write instead of the site's code.
 */
export function rainbowKitSpellings(declarations: string): readonly string[] {
  const union = /export\s+type\s+Locale\s*=([^;]*);/.exec(declarations)?.[1] ?? '';
  return [...union.matchAll(/'([^']+)'|"([^"]+)"/g)].map((match) => (match[1] ?? match[2]) as string);
}

let loaded: { catalog: readonly LocaleSettings[]; spellings: readonly string[] } | undefined;

/** RainbowKit's `dist/` folder (its package `exports` hide package.json, so from the main entry). */
function rainbowKitDist(): string {
  return dirname(createRequire(import.meta.url).resolve('@rainbow-me/rainbowkit'));
}

function load(): NonNullable<typeof loaded> {
  if (loaded) return loaded;
  const dist = rainbowKitDist();
  let declarations = '';
  try {
    declarations = readFileSync(join(dist, 'locales', 'index.d.ts'), 'utf8');
  } catch {
    // Only the "RainbowKit calls it …" hints need it; the catalog itself comes from the file names.
  }
  loaded = { catalog: deriveLocaleCatalog(readdirSync(dist)), spellings: rainbowKitSpellings(declarations) };
  return loaded;
}

/** The languages the site can ship, sorted by code. Read once per process (a directory listing: no cache needed). */
export function localeCatalog(): readonly LocaleSettings[] {
  return load().catalog;
}

/** RainbowKit's own spellings of its languages (its `Locale` type), for "did you mean" hints. */
export function rainbowKitLocaleSpellings(): readonly string[] {
  return load().spellings;
}

/** The catalog's entry for `code` (exact, case-sensitive). */
export function findLocale(code: string): LocaleSettings | undefined {
  return localeCatalog().find((locale) => locale.code === code);
}

/** A language's name in English, for the CLI's own messages: `Vietnamese`, `Chinese (China)`. */
export function englishName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
