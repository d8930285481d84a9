import type { BrowserContext } from '@playwright/test';

// The harness's one outside-network guard. Tests run with no outside network: a request that leaves loopback
// would hang until its timeout (or, on a developer's machine, reach a real service). Everything off loopback is
// refused at once and recorded, so a test can also assert that nothing tried.
//
// The test browser refuses it itself (`REFUSE_OUTSIDE_NETWORK_ARGS`, in every launch of
// harness/playwright/browser.ts) and `recordRefusedRequests` lists what it refused. A browser started some
// other way can be guarded per context with `guardOutsideNetwork`, which routes requests through Playwright.

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
 * Chromium flags with which the browser itself refuses every host but loopback: a name or an IP literal (v4 or
 * v6) fails at once with `net::ERR_NAME_NOT_RESOLVED`, before any connection, and no proxy from the environment
 * is used (it would resolve names for the browser). Cheaper than routing: with a route, every request a test
 * makes, nearly all of them to loopback, stops in the browser until Playwright's driver lets it go on, which
 * cost about a third of a second of CPU per test here.
 */
export const REFUSE_OUTSIDE_NETWORK_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE ::1',
  '--proxy-server=direct://',
] as const;

/** How Chromium reports a request that `REFUSE_OUTSIDE_NETWORK_ARGS` refused. */
const REFUSED_ERROR = 'net::ERR_NAME_NOT_RESOLVED';

/**
 * The URLs of `context`'s requests that a browser started with `REFUSE_OUTSIDE_NETWORK_ARGS` refused for leaving
 * loopback (added to `refused` when given); the list grows as the test runs. A request stopped by the page's Content-Security-Policy never
 * reaches the network and is not listed.
 */
export function recordRefusedRequests(context: BrowserContext, refused: string[] = []): string[] {
  context.on('requestfailed', (request) => {
    const url = request.url();
    if (!isLoopbackUrl(url) && request.failure()?.errorText === REFUSED_ERROR) refused.push(url);
  });
  return refused;
}

/**
 * For a browser started without `REFUSE_OUTSIDE_NETWORK_ARGS`: refuses every request of `context` that would
 * leave loopback (`blockedbyclient`) and returns the list of refused URLs, which grows as the test runs.
 */
export async function guardOutsideNetwork(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route(OUTSIDE_NETWORK, (route) => {
    refused.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  return refused;
}
