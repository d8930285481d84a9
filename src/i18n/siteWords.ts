import type { RainbowKitWords } from '../../build/rainbowKitWords.ts';
import type { SiteWords } from './words/en.ts';

/** Sections only the build reads: the pages' own text is in their HTML already. */
export type BuildOnlySection = 'token' | 'notFound';

/**
 * Entries of the other sections only the pages' HTML says (the navigation, the footer, the dialog's fixed buttons):
 * left out of what a page carries for its scripts. A script that read one would not compile (`PageWords`).
 */
export const HTML_ONLY = {
  page: ['homeNav', 'pagesNav', 'languagesNav', 'accountRegion', 'connectToSee', 'footerChain', 'noScript'],
  dialog: ['backToWallets', 'copyLink'],
} as const satisfies { readonly [S in keyof SiteWords]?: readonly (keyof SiteWords[S])[] };
type HtmlOnly = typeof HTML_ONLY;

/**
 * RainbowKit's words the island and the inline scripts say (its dialog's others are in the page's HTML): each is
 * read somewhere, none is in the site's tables (src/i18n/words/).
 */
export const PAGE_RAINBOWKIT_WORDS = [
  'connectWallet',
  'connecting',
  'connected',
  'disconnect',
  'copied',
  'wrongNetworkDetected',
  'wrongNetwork',
  'signatureWaiting',
  'opening',
  'scan',
  'scanFallback',
] as const satisfies readonly (keyof RainbowKitWords)[];

/** What a page carries for its island: the site's table and RainbowKit's words for what RainbowKit names. */
export type PageWords = {
  readonly [S in Exclude<keyof SiteWords, BuildOnlySection>]: S extends keyof HtmlOnly
    ? Omit<SiteWords[S], HtmlOnly[S][number]>
    : SiteWords[S];
} & {
  readonly rk: Pick<RainbowKitWords, (typeof PAGE_RAINBOWKIT_WORDS)[number]>;
  /** The maintainer's app name in the page's language (the default language's where not translated). */
  readonly appName: string;
};

/**
 * Run time: the site's words in the page's language. A page has one language for its whole life (another language
 * is another page), so the island installs its table once, before it renders, from the JSON the page carries
 * (`<script type="application/json" id="portico-words">`, written at build time by Base.astro): a visitor
 * downloads only their own language's words, with the HTML and without a request of its own.
 */
let installed: PageWords | undefined;

export const WORDS_ELEMENT_ID = 'portico-words';

/** Makes `words` the table every later `siteWords()` returns. */
export function installSiteWords(words: PageWords): void {
  installed = words;
}

/** Reads the page's table from the page itself (the island calls this once, before its first render). */
export function installPageWords(doc: Document = document): PageWords {
  const text = doc.getElementById(WORDS_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`The page carries no #${WORDS_ELEMENT_ID}: it was not built by Base.astro.`);
  const words = JSON.parse(text) as PageWords;
  installSiteWords(words);
  return words;
}

/** The page's words. Throws before the island has installed them: a module read them too early. */
export function siteWords(): PageWords {
  if (!installed) throw new Error('The site words were read before the island installed them.');
  return installed;
}

/** The page's language (its `<html lang>`), for `Intl` formatting. */
export function pageLanguage(): string {
  return typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
}

/** A text with its `{name}` placeholders filled in; a placeholder without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
