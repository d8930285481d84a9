import { rainbowKitWords } from '../../build/rainbowKitWords.ts';
import { settings } from '../config/generated.ts';
import type { LocaleSettings, PorticoSettings } from '../config/types.ts';
import { HTML_ONLY, PAGE_RAINBOWKIT_WORDS, type PageWords } from './siteWords.ts';
import { wordTables } from './words/index.ts';

/**
 * Build time: every text a page shows in one language. The site's own words come from its table for that language;
 * RainbowKit's from RainbowKit's locale file; the maintainer's (app name, description, page titles, wallet group
 * names) from portico.config.json, falling back to the default language's where a translation is not given
 * (`portico check` reports those). A wallet group RainbowKit itself names ("Popular", …) takes RainbowKit's words.
 */
export function siteText(locale: LocaleSettings) {
  const words = wordTables[locale.code];
  if (!words) throw new Error(`The site has no words table for "${locale.code}" (src/i18n/words/).`);
  const own = (settings as PorticoSettings).translations[locale.code] ?? {};
  const rk = rainbowKitWords(locale.rainbowKit);
  const rkEnglish = rainbowKitWords('en-US');
  return {
    locale,
    words,
    rk,
    appName: own.appName ?? settings.appName,
    appDescription: own.appDescription ?? settings.appDescription,
    pageTitle: (path: string): string =>
      own.pageTitles?.[path] ?? settings.pages.find((page) => page.path === path)?.title ?? path,
    groupName: (name: string): string => {
      const given = own.groupNames?.[name];
      if (given) return given;
      const key = Object.entries(rkEnglish.groups).find(([, english]) => english === name)?.[0];
      return (key && rk.groups[key]) ?? name;
    },
  };
}

export type SiteText = ReturnType<typeof siteText>;

/** The words a page carries for its island and inline scripts (src/i18n/siteWords.ts): only what they say. */
export function pageWords(text: SiteText): PageWords {
  const { token: _token, notFound: _notFound, ...island } = text.words;
  const without = (section: keyof typeof HTML_ONLY) => {
    const left: Record<string, unknown> = { ...island[section] };
    for (const key of HTML_ONLY[section]) delete left[key];
    return left;
  };
  const rk = Object.fromEntries(PAGE_RAINBOWKIT_WORDS.map((key) => [key, text.rk[key]]));
  return {
    ...island,
    page: without('page'),
    dialog: without('dialog'),
    rk,
    appName: text.appName,
  } as PageWords;
}
