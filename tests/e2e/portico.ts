import type { Locator, Page, Route } from '@playwright/test';
import { type ChainFixture, eventually, expect, pollNow, type SafeFixture } from 'portico/harness/playwright';
import { settings } from '../../src/config/generated.ts';

type SendFixtures = { page: Page; chain: ChainFixture };

// Steps on Portico's own page that several specs take (the harness fixtures know nothing of its test ids).

/**
 * On a connected page, holds mining, clicks "Send test transaction" and returns its hash once the page shows it
 * pending; the transaction waits in the pool until the test mines (`chain.releaseMining()`) or drops it.
 */
export async function sendWithMiningHeld({ page, chain }: SendFixtures): Promise<`0x${string}`> {
  await chain.holdMining();
  await page.getByTestId('send-test-tx').click();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'pending');
  return ((await page.getByTestId('tx-hash').textContent()) ?? '') as `0x${string}`;
}

/**
 * A Safe transaction the page has just proposed, followed to its end: `status` (the page's status line) reads
 * "Awaiting confirmations (1 of 2)" or "Proposed", then "Awaiting execution" once the second owner confirms, then
 * success once it is executed; the page's next look comes at once after each (`pollNow`: the page opened with
 * `installClock(page)`). Returns the proposal.
 */
export async function ownersConfirmAndExecute(
  safe: SafeFixture,
  status: Locator,
): Promise<Awaited<ReturnType<SafeFixture['waitForProposal']>>> {
  const proposed = await safe.waitForProposal();
  await expect(status).toContainText(/Awaiting confirmations \(1 of 2\)|Proposed/);
  await safe.confirm(proposed.safeTxHash, 1);
  await pollNow(status.page());
  await expect(status).toContainText('Awaiting execution');
  await safe.execute(proposed.safeTxHash);
  await pollNow(status.page());
  await expect(status).toHaveAttribute('data-state', 'success');
  return proposed;
}

/**
 * After the owners have acted on a Safe message, the page's next look at it comes now (the page opened with
 * `installClock`). A look asks the chain, then the Safe for the off-chain signature, an ask Safe{Wallet} leaves
 * unanswered while the message is not fully signed and the page gives 3 s: the first move of the clock ends such an
 * ask if one is open, the second brings the next look.
 */
export async function safeMessageLookNow(page: Page): Promise<void> {
  await pollNow(page);
  await pollNow(page);
}

/**
 * Opens `url` with every module the build emits (`/_astro/*.js`) failing to load, as behind a blocked CDN path or a
 * script blocker: what the static HTML and its inline script do on their own.
 */
export async function openWithoutModules(page: Page, url: string): Promise<void> {
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(url);
}

/**
 * Holds every module script of the site (the island's loader, with the wallet dialog's owner, and everything after
 * it) until `release()`, then opens `url` when given: the page as its HTML and inline scripts make it.
 */
export async function holdModules(page: Page, url?: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, async (route: Route) => {
    await gate;
    await route.continue();
  });
  if (url) {
    // Not until "load" (or DOMContentLoaded): both wait for the module scripts, which are held.
    await page.goto(url, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  }
  return { release };
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

/** The island has taken the header's control over (it removes `data-portico-fallback`: src/connect/HeaderControl.tsx). */
export async function islandDrawn(page: Page): Promise<void> {
  await expect(page.locator('[data-portico-fallback]')).toHaveCount(0);
}

/**
 * A first visit's island starts when the visitor reaches for the page (src/islands/startIsland.ts): the pointer
 * moves over the header, then the island has drawn itself there. For checks of the page as the island draws it.
 */
export async function reachAndStartIsland(page: Page): Promise<void> {
  await page.getByRole('banner').hover();
  await islandDrawn(page);
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

/**
 * The app's 1 s wait for the Safe host's getSafeInfo answer (`safe.getInfoTimeoutMs` in portico.config.json), moved past on
 * the page's clock (`installClock(page)` before the host opened) once the host has the app's request, instead of
 * waited out.
 */
export async function safeInfoTimeoutPassed(page: Page): Promise<void> {
  await eventually(async () => (await hostReceived(page, 'getSafeInfo')).length).toBeGreaterThan(0);
  await page.clock.fastForward(settings.safe.getInfoTimeoutMs);
}

/** The mock Safe host page's record of what the app posted it and what it posted back (harness/safe/host/browser). */
interface HostRecord {
  porticoHost: { received: Array<{ id: string; method: string }>; sent: Array<{ id?: unknown }> };
}

/** The requests the app has posted to the Safe host page for `method`, oldest first. */
export const hostReceived = (page: Page, method: string): Promise<Array<{ id: string; method: string }>> =>
  page.evaluate(
    (m) => (window as unknown as HostRecord).porticoHost.received.filter((r) => r.method === m),
    method,
  );

/** Whether the Safe host page has answered the app's request `id`. */
export const hostAnswered = (page: Page, id: string): Promise<boolean> =>
  page.evaluate((i) => (window as unknown as HostRecord).porticoHost.sent.some((m) => m.id === i), id);

/** The test site inside the Safe host, once it shows it is connected as the Safe. */
export const openInSafe = (page: Page, safe: SafeFixture, switches: Record<string, string> = {}) =>
  safe.open(page, switches, { connected: true });
