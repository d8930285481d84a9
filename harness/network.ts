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
 * Every URL `isLoopbackUrl` refuses, as one regular expression: a URL that does not start with a local scheme or
 * with http(s)/ws(s) to a loopback host followed by a port, a path, a query, a fragment or nothing. Playwright's
 * driver matches a regular expression itself, so a request to loopback (nearly every request a test makes) goes
 * on at once; a function matcher sends every request through the test's route handlers first. Stricter than
 * `isLoopbackUrl` only for a loopback URL with a user name (`http://user@127.0.0.1/`): refused as well.
 */
export const OUTSIDE_NETWORK =
  /^(?!(?:data|blob|about):)(?!(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:[/?#]|$))/i;

/**
 * Refuses every request of `context` that would leave loopback (`blockedbyclient`) and returns the list of
 * refused URLs, which grows as the test runs.
 */
export async function guardOutsideNetwork(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route(OUTSIDE_NETWORK, (route) => {
    refused.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  return refused;
}
