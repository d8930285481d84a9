/**
 * For the app's Astro pages (frontmatter): every page is built once per configured language. A page exports
 * `getStaticPaths = localePaths`, reads its language with `pageLocale(Astro.params)` and its words with `siteText`.
 */
export { localeFolder, localePaths, pageLocale } from '../i18n/pageLocale.ts';
export { type SiteText, siteText } from '../i18n/siteText.ts';
