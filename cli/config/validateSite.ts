import { kindOf, show } from '../validators/show.ts';
import type { Collector } from './context.ts';

const hint =
  'give the address the site is served from, e.g. "https://portico.example/" (or leave "site" out for an IPFS build)';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `site`: the site's public address, optional. Given, every page links its copies in every language with absolute
 * hreflang links and a canonical link, and the build writes `sitemap.xml` (src/i18n/siteAddress.ts); left out (an
 * IPFS build, served from any gateway's path), the pages carry no link a search engine would reject. An https URL
 * (http only for a loopback host), no user, query or fragment; kept with a closing `/`: the folder the pages are in.
 */
export function validateSite(c: Collector, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    return void c.error('site', `must be a URL string, got ${kindOf(value)} ${show(value)}`, hint);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return void c.error('site', `${show(value)} is not an absolute URL`, hint);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    return void c.error(
      'site',
      `${show(value)} must use https (search engines index the address given here)`,
      hint,
    );
  }
  if (url.username || url.password || url.search || url.hash) {
    return void c.error('site', `${show(value)} must have no user, query or fragment`, hint);
  }
  if (/\.html?$/.test(url.pathname)) {
    return void c.error(
      'site',
      `${show(value)} names a page; give the folder the pages are served from`,
      hint,
    );
  }
  return url.pathname.endsWith('/') ? url.href : `${url.href}/`;
}
