import type { APIRoute } from 'astro';
import { siteAddress, sitemapXml } from './siteAddress.ts';

// `sitemap.xml` (a route every app gets from the integration, build/integration.ts), written by the build only when the config gives the site's address (src/i18n/siteAddress.ts): a
// sitemap lists absolute addresses, which a build served from any address (IPFS) does not have.
export function getStaticPaths() {
  return siteAddress() ? [{ params: { sitemap: 'sitemap' } }] : [];
}

export const GET: APIRoute = () => {
  const site = siteAddress();
  if (!site) return new Response(null, { status: 404 });
  return new Response(sitemapXml(site), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
