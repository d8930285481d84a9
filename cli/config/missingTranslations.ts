import { rainbowKitLocale } from '../../build/rainbowKitWords.ts';
import { englishName } from './localeCatalog.ts';
import type { Problem } from './problem.ts';
import type { MaintainerText } from './translations.ts';
import type { LocaleChoice } from './validateLocales.ts';

/** The wallet group names RainbowKit's locale file for one language gives (`connector_group`), by key. */
export type GroupNamesOf = (rainbowKitId: string) => Readonly<Record<string, string>>;

/**
 * RainbowKit's `connector_group` words for a language, read from its locale file (build/rainbowKitWords.ts reads
 * them the same way for the pages). Unreadable counts as none: the texts are then reported, which is only a warning.
 */
export const rainbowKitGroupNames: GroupNamesOf = (rainbowKitId) => {
  try {
    const groups = rainbowKitLocale(rainbowKitId).connector_group;
    if (typeof groups !== 'object') return {};
    return Object.fromEntries(
      Object.entries(groups).flatMap(([key, name]) => (typeof name === 'string' ? [[key, name]] : [])),
    );
  } catch {
    return {};
  }
};

/**
 * Per configured language but the default, the maintainer's texts it shows in the default language because no
 * translation is given, as the report names them (`appDescription`, `page "token" title`). Not reported:
 * - `appName` given as a plain string: an app's name is usually a brand, written the same in every language, so a
 *   plain name means "this name everywhere". Given per language, a language it lacks is reported like any text;
 * - an empty `appDescription`: nothing is shown;
 * - a wallet group marked `"brand": true` ("BNB Chain"): a brand's name is the same in every language;
 * - a wallet group named as RainbowKit names one of its groups in English ("Popular", "Recommended", "Installed",
 *   "Other", …): the site then shows RainbowKit's own word for it in the page's language (src/i18n/siteText.ts), so
 *   it is translated when RainbowKit's file for that language has the word.
 */
export function missingTranslations(
  choice: LocaleChoice,
  texts: readonly MaintainerText[],
  groupNamesOf: GroupNamesOf = rainbowKitGroupNames,
): Map<string, string[]> {
  const english = groupNamesOf('en-US');
  const missing = new Map<string, string[]>();
  for (const locale of choice.locales) {
    if (locale.code === choice.defaultLocale) continue;
    const own = groupNamesOf(locale.rainbowKit);
    const names = texts.flatMap(({ kind, key, localized, brand }) => {
      if (localized.translations[locale.code] !== undefined) return [];
      if (brand) return [];
      if (kind === 'appName' && !localized.perLanguage) return [];
      if (kind === 'appDescription' && localized.text === '') return [];
      if (kind === 'groupName') {
        const rainbowKitKey = Object.keys(english).find((k) => english[k] === localized.text);
        if (rainbowKitKey !== undefined && own[rainbowKitKey] !== undefined) return [];
      }
      return [label({ kind, key })];
    });
    if (names.length > 0) missing.set(locale.code, names);
  }
  return missing;
}

function label({ kind, key }: Pick<MaintainerText, 'kind' | 'key'>): string {
  if (kind === 'pageTitle') return `page "${key}" title`;
  if (kind === 'groupName') return `wallet group "${key}"`;
  return kind;
}

/**
 * The report as warnings, short however many languages there are: languages that miss the same texts share one
 * line (`every language but English (18): appDescription, page "token" title fall back to English`).
 */
export function missingTranslationWarnings(
  choice: LocaleChoice,
  missing: ReadonlyMap<string, readonly string[]>,
): Problem[] {
  const byTexts = new Map<string, string[]>();
  for (const [code, names] of missing) {
    const same = names.join(', ');
    byTexts.set(same, [...(byTexts.get(same) ?? []), code]);
  }
  const fallback = englishName(choice.defaultLocale);
  const others = choice.locales.length - 1;
  return [...byTexts].map(([names, codes]) => {
    const who =
      codes.length === others && others > 1 ? `every language but ${fallback} (${others})` : codes.join(', ');
    const verb = names.includes(', ') ? 'fall back' : 'falls back';
    const example = `{ "${choice.defaultLocale}": "…", "${codes[0]}": "…" }`;
    return {
      path: 'locales',
      message: `${who}: ${names} ${verb} to ${fallback}`,
      hint: `to translate a text, give it per language in portico.config.json, e.g. ${example}; until then the site shows the ${fallback} text there`,
    };
  });
}
