import { settings } from '../config/generated.ts';
import type { PorticoSettings } from '../config/types.ts';
import { localeFolder } from './pageLocale.ts';

/**
 * Build time: where each page is, for search engines and for the first-visit language pick.
 *
 * With the site's address in the config (`site`), a page's copies in every language are linked with absolute
 * hreflang links (and `x-default`, the default language's copy), the page names its own absolute address as
 * canonical, and `sitemap.xml` lists every page in every language with its alternates. Without one (an IPFS build,
 * served from whatever gateway path), there is no absolute address to give, and a relative hreflang link is one a
 * search engine rejects: the pages carry none. The language pick (src/i18n/pickLanguage.js) reads page-relative
 * addresses from its own script element either way.
 */

/** The site's public address, with a closing `/`, or undefined. */
export function siteAddress(
  from: Pick<PorticoSettings, 'site'> = settings as PorticoSettings,
): string | undefined {
  return from.site;
}

/** The pages every language has, as paths inside a language's folder: '' (the start page), `token.html`, … */
export function pagePaths(from: Pick<PorticoSettings, 'pages'> = settings): string[] {
  return ['', ...from.pages.map((page) => `${page.path}.html`)];
}

/** A page's absolute address in one language (`https://portico.example/vi/token.html`). */
export function absoluteIn(site: string, code: string, pagePath: string): string {
  return new URL(`${localeFolder(code)}${pagePath}`, site).href;
}

/** A page's copies as hreflang → absolute address, every language then `x-default` (the default language's). */
export function alternates(site: string, pagePath: string): Array<{ hreflang: string; href: string }> {
  return [
    ...settings.locales.map((locale) => ({
      hreflang: locale.code,
      href: absoluteIn(site, locale.code, pagePath),
    })),
    { hreflang: 'x-default', href: absoluteIn(site, settings.defaultLocale, pagePath) },
  ];
}

/**
 * The page's copies as addresses relative to the page itself, by language (`{ "en": "../token.html", "vi":
 * "./token.html" }` from `vi/token.html`): what the language pick follows, so a build works from any address.
 */
export function relativeCopies(code: string, pagePath: string): Record<string, string> {
  const depth = `${localeFolder(code)}${pagePath}`.split('/').length - 1;
  const up = depth === 0 ? './' : '../'.repeat(depth);
  return Object.fromEntries(
    settings.locales.map((locale) => [locale.code, `${up}${localeFolder(locale.code)}${pagePath}`]),
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `sitemap.xml`: every page in every language, each with its alternates (sitemaps.org with xhtml:link). */
export function sitemapXml(site: string, paths: readonly string[] = pagePaths()): string {
  const urls = paths.flatMap((pagePath) => {
    const links = alternates(site, pagePath)
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('\n');
    return settings.locales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(absoluteIn(site, locale.code, pagePath))}</loc>\n${links}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
