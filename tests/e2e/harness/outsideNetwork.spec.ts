import type { Page } from '@playwright/test';
import { eventually, expect, test } from 'portico/harness/playwright';
import { startPageServer } from './pages.ts';

// The test browser refuses every host but loopback itself, and `outsideRequests` lists what it refused: a name,
// IPv4 and IPv6 literals and a loopback address other than 127.0.0.1 are all refused by the browser; the page's own
// loopback server is reached.

/**
 * Fetches `url` from the page: `ok <status>`, or `failed`. That a failure is the browser's refusal, not a
 * connection that timed out, is told by `outsideRequests` listing it; how soon it comes is a figure of
 * `npm run bench:waits` (about 30 ms here).
 */
function attempt(page: Page, url: string): Promise<string> {
  return page.evaluate(async (target) => {
    try {
      return `ok ${(await fetch(target)).status}`;
    } catch {
      return 'failed';
    }
  }, url);
}

test('requests off loopback are refused by the browser and listed; loopback goes through', async ({
  page,
  outsideRequests,
}) => {
  const server = await startPageServer();
  try {
    await page.goto(`${server.origin}/blank`);
    const outside = [
      'https://relay.walletconnect.org/',
      'http://203.0.113.7/rpc',
      'http://[2001:db8::1]/',
      `http://127.0.0.2:${new URL(server.origin).port}/blank`,
    ];
    for (const url of outside) expect(await attempt(page, url), url).toBe('failed');
    // Playwright reports a failed request as an event, which may come after the page has seen the failure.
    await eventually(() => outsideRequests).toEqual(outside);

    expect(await attempt(page, `${server.origin}/blank`)).toBe('ok 200');
    const other = await page.goto(`${server.origin.replace('127.0.0.1', 'localhost')}/blank`);
    expect(other?.status()).toBe(200);
    await expect(page.locator('p')).toHaveText('blank');
    expect(outsideRequests).toEqual(outside);
  } finally {
    await server.close();
  }
});
