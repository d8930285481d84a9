import type { FrameLocator, Page } from '@playwright/test';
import { test as base, expect, rainbowKitDialog, rpc, type Site } from '../fixtures.ts';

export type { Site };
export { expect };

/** Uncaught exceptions of every page in the test; the test fails on any unless it calls `allow`. */
export interface PageErrors {
  readonly messages: readonly string[];
  /** The case expects an error the app survives (e.g. the Safe SDK's own TypeError on a `null` message). */
  allow(pattern: RegExp): void;
}

/**
 * The site fixtures plus "nothing is lost" checks every reliability test gets: any `pageerror` in any page
 * of the context fails the test (unless allowed by pattern).
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ context }, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => messages.push(error.message));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
      expect(unexpected, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** What RPC endpoint `index` of the test build's relay has seen since the test began. */
export async function rpcHits(site: Site): Promise<number[]> {
  const response = await fetch(new URL('/__harness/control/rpc', site.url), { method: 'POST', body: '{}' });
  return ((await response.json()) as { hits: number[] }).hits;
}

/** A JSON-RPC call straight to anvil (chain set-up, mining). */
export function anvil(site: Site, method: string, params: unknown[] = []): Promise<unknown> {
  return rpc(site.rpcUrl, method, params);
}

/** The toasts on screen (react-toastify), for "one toast, not one per query" checks. */
export const toasts = (page: Page) => page.locator('.Toastify__toast');

/**
 * Opens RainbowKit's dialog. A click on "Connect Wallet" that opens nothing is a product fault in itself (seen
 * intermittently while the first-load work was in progress): it is recorded as an annotation `missed-click`
 * on the test, and the button is clicked once more, so the case under test still gets its answer.
 */
export async function openConnectDialog(page: Page | FrameLocator): Promise<void> {
  // RainbowKit's, not the page's quick dialog that may show while RainbowKit loads (site/quickConnect.spec.ts).
  const dialog = rainbowKitDialog(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  try {
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  } catch {
    test.info().annotations.push({
      type: 'missed-click',
      description: '"Connect Wallet" was clicked and no dialog opened within 5 s; clicked again',
    });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(dialog).toBeVisible();
  }
}

/** Opens the dialog and picks the test wallet (announced through EIP-6963). */
export async function connectWithTestWallet(page: Page): Promise<void> {
  await openConnectDialog(page);
  await page.getByRole('dialog').getByText('Portico Test Wallet').click();
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
}

/**
 * A case the product does not meet yet: skipped (`test.fixme`), unless `PORTICO_RUN_FIXME=1` runs it to see it fail
 * (or pass, once `src/` is fixed: then turn it back into `test`).
 */
export const fixme = (process.env.PORTICO_RUN_FIXME ? test : test.fixme) as unknown as typeof test.fixme;
