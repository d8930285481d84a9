import type { Page, Route } from '@playwright/test';
import { type ChainFixture, expect, type WalletFixture } from '../../harness/playwright.ts';

type SendFixtures = { page: Page; wallet: WalletFixture; chain: ChainFixture };

// Steps on Portico's own page that several specs take (the harness fixtures know nothing of its test ids).

/**
 * Connects the test wallet on the open page, holds mining, clicks "Send test transaction" and returns its hash
 * once the page shows it pending; the transaction waits in the pool until the test mines
 * (`chain.releaseMining()`) or drops it.
 */
export async function sendWithMiningHeld({ page, wallet, chain }: SendFixtures): Promise<`0x${string}`> {
  await wallet.connect(page);
  await chain.holdMining();
  await page.getByTestId('send-test-tx').click();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'pending');
  return ((await page.getByTestId('tx-hash').textContent()) ?? '') as `0x${string}`;
}

/** The page still works: "Sign message" gives a signature the page verifies as valid. */
export async function expectSigningWorks(page: Page): Promise<void> {
  await page.getByTestId('sign-message').click();
  await expect(page.getByTestId('sign-result')).toHaveAttribute('data-valid', 'true');
}

/**
 * Holds every request for the island's entry module until `release()`, to see the page as it is before the island
 * runs (the page's own dialog, the static header), then opens `url` when given. On a fast machine that moment
 * lasts a few hundred milliseconds.
 */
export async function holdIsland(page: Page, url?: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/Portico\.[\w-]+\.js$/, async (route: Route) => {
    await gate;
    await route.continue();
  });
  if (url) await page.goto(url);
  return { release };
}

/**
 * Samples, every frame from the next navigation on, how many dialogs are open at once; the function returned reads
 * the largest count so far (one dialog at a time means 1).
 */
export async function countOpenDialogs(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __maxDialogs: number };
    w.__maxDialogs = 0;
    const sample = () => {
      const open = document.querySelectorAll('dialog[open], [role="dialog"]').length;
      w.__maxDialogs = Math.max(w.__maxDialogs, open);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { __maxDialogs: number }).__maxDialogs);
}
