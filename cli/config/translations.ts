import type { LocalizedTexts } from '../../src/config/types.ts';
import type { LocalizedText } from './localizedText.ts';
import type { LocaleChoice } from './validateLocales.ts';

/** One maintainer text that may be given per language, and what it belongs to. */
export interface MaintainerText {
  readonly kind: 'appName' | 'appDescription' | 'pageTitle' | 'groupName';
  /** The page's path, or the group's name in the default language; '' for the app's own texts. */
  readonly key: string;
  readonly localized: LocalizedText;
  /** A wallet group's name marked `"brand": true`: written the same in every language, never reported untranslated. */
  readonly brand?: boolean;
}

/** Where the maintainer's texts are gathered, per language, as each section of the config is validated. */
export interface TextContext {
  /** Undefined when `locales` or `defaultLocale` is invalid: texts are then checked, their keys not. */
  readonly localeChoice: LocaleChoice | undefined;
  readonly texts: MaintainerText[];
}

/**
 * The generated `translations`: for each configured language but the default, in the order of `locales`, the texts
 * given for it (page titles by page path, group names by the group's default name). A language with none is left
 * out; the site falls back to the default language's text wherever one is missing.
 */
export function buildTranslations(
  choice: LocaleChoice,
  texts: readonly MaintainerText[],
): Record<string, LocalizedTexts> {
  const translations: Record<string, LocalizedTexts> = {};
  for (const { code } of choice.locales) {
    if (code === choice.defaultLocale) continue;
    const given = (kind: MaintainerText['kind']) =>
      texts.flatMap((t) => {
        const text = t.kind === kind ? t.localized.translations[code] : undefined;
        return text === undefined ? [] : [[t.key, text] as const];
      });
    const appName = given('appName')[0]?.[1];
    const appDescription = given('appDescription')[0]?.[1];
    const pageTitles = Object.fromEntries(given('pageTitle'));
    const groupNames = Object.fromEntries(given('groupName'));
    // Built key by key, in the order of `LocalizedTexts`, so the generated module reads the same every run.
    const entry: { -readonly [K in keyof LocalizedTexts]: LocalizedTexts[K] } = {};
    if (appName !== undefined) entry.appName = appName;
    if (appDescription !== undefined) entry.appDescription = appDescription;
    if (Object.keys(pageTitles).length > 0) entry.pageTitles = pageTitles;
    if (Object.keys(groupNames).length > 0) entry.groupNames = groupNames;
    if (Object.keys(entry).length > 0) translations[code] = entry;
  }
  return translations;
}
