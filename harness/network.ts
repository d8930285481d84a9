import type { BrowserContext } from '@playwright/test';

// The harness's one outside-network guard. Tests run with no outside network: a request that leaves loopback
// would hang until its timeout (or, on a developer's machine, reach a real service). Everything off loopback is
// refused at once and recorded, so a test can also assert that nothing tried.

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

/** True for loopback http(s)/ws(s) URLs and for data:, blob: and about: URLs (they never leave the machine). */
export function isLoopbackUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return LOCAL_SCHEMES.has(protocol) || LOOPBACK_HOSTS.has(hostname);
  } catch {
    return false;
  }
}

/**
 * Refuses every request of `context` that would leave loopback (`blockedbyclient`) and returns the list of
 * refused URLs, which grows as the test runs.
 */
export async function guardOutsideNetwork(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route(
    (url) => !isLoopbackUrl(url.href),
    (route) => {
      refused.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return refused;
}
