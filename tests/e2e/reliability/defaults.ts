import type { Frame, FrameLocator, Page } from '@playwright/test';
import { test as base, expect, openConnectDialog, type WalletFixture } from 'portico/harness/playwright';

export { expect };

/**
 * The harness fixtures. Any uncaught exception in any page of the test fails it (the harness's default,
 * `failOnPageErrors`), unless allowed by name: `test.use({ allowPageErrors: [...] })` or `pageErrors.allow`.
 */
export const test = base;

/** Opens the wallet dialog through "Connect Wallet" (see `openConnectDialog`). */
export const openDialog = (page: Page | FrameLocator) => openConnectDialog(page);

/** The toasts on screen (react-toastify), for "one toast, not one per query" checks. */
export const toasts = (page: Page) => page.locator('.Toastify__toast');

/**
 * A case the product does not meet yet: skipped (`test.fixme`), unless `PORTICO_RUN_FIXME=1` runs it to see it fail
 * (or pass, once `src/` is fixed: then turn it back into `test`).
 */
export const fixme = (process.env.PORTICO_RUN_FIXME ? test : test.fixme) as unknown as typeof test.fixme;

/**
 * The moment a reaction to the wallet would be on screen, for "nothing happened" checks: a request the page sends
 * the wallet now (`eth_chainId`, through the same channel as the page's own) is answered, so everything the page
 * asked before it has reached the wallet; every request but `open` (the ones the test keeps open on purpose) is
 * answered; and the page has drawn two frames since, time for it to show what it made of the answers.
 */
export async function afterWalletAnswers(
  page: Page,
  wallet: WalletFixture,
  { open = 0 }: { open?: number } = {},
): Promise<void> {
  await page.evaluate(async () => {
    const { ethereum } = window as unknown as {
      ethereum?: { request(a: { method: string }): Promise<unknown> };
    };
    await ethereum?.request({ method: 'eth_chainId' }).catch(() => undefined);
  });
  await expect.poll(() => wallet.requests.filter((r) => r.status === 'open').length).toBe(open);
  await nextFrames(page);
}

/** Two frames of the page (or frame) drawn: what it rendered in reaction to what came before is on screen. */
export async function nextFrames(page: Page | Frame): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
