import type { Page } from '@playwright/test';
import { expect, openConnectDialog, rainbowKitDialog, test } from '../../../harness/playwright.ts';
import { holdIsland } from '../portico.ts';

// The page's own wallet dialog (src/connect/QuickConnect.astro) opens on the first click from the static HTML,
// while the island and RainbowKit are still loading, and stays the dialog of that connect. These tests hold the
// island's module back to see that moment, which on a fast machine lasts only a few hundred milliseconds.

/** Samples, every frame, how many dialogs are open at once; the largest count so far is `__maxDialogs`. */
async function countOpenDialogs(page: Page): Promise<() => Promise<number>> {
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

const quickDialog = (page: Page) => page.getByTestId('quick-connect');
const optionNames = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((items) => items.map((item) => item.textContent?.trim()));

test.describe("the page's own dialog before RainbowKit is loaded", () => {
  test('opens on the first click with the same wallets RainbowKit then lists', async ({ page, site }) => {
    const island = await holdIsland(page);
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(quickDialog(page)).toBeVisible();
    await expect(page.getByTestId('connection-status')).toHaveText('Loading…');
    const quick = await optionNames(page, '[data-testid="quick-connect"] li:not([hidden]) [data-qc-wallet]');
    expect(quick).toEqual(['Portico Test Wallet', 'Browser Wallet', 'Coinbase Wallet']);
    await expect(quickDialog(page).getByRole('heading', { level: 3 })).toHaveText(['Installed', 'Popular']);

    // The page's dialog stays the dialog of this connect (no swap under the visitor's pointer); closed, the next
    // click opens RainbowKit's, which lists the same wallets in the same order.
    island.release();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await expect(quickDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await openConnectDialog(page);
    await expect(rainbowKitDialog(page)).toBeVisible();
    await expect(quickDialog(page)).toBeHidden();
    await expect(rainbowKitDialog(page).locator('[data-testid^="rk-wallet-option-"]')).toHaveCount(3);
    expect(await optionNames(page, '[data-rk] [data-testid^="rk-wallet-option-"]')).toEqual(quick);
  });

  test('a wallet picked there connects once RainbowKit is ready, never two dialogs at once', async ({
    page,
    site,
    wallet,
  }) => {
    const maxDialogs = await countOpenDialogs(page);
    const island = await holdIsland(page);
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await quickDialog(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
    await expect(quickDialog(page).getByRole('status')).toHaveText('Opening Portico Test Wallet…');
    expect(wallet.requestsFor('eth_requestAccounts')).toEqual([]);

    island.release();
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await expect(page.getByTestId('address')).toHaveText(wallet.state.address);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await maxDialogs()).toBe(1);
  });

  test('closed by the visitor before RainbowKit is ready: nothing pops up later, the button still works', async ({
    page,
    site,
    wallet,
  }) => {
    const island = await holdIsland(page);
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await quickDialog(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
    await page.keyboard.press('Escape');
    await expect(quickDialog(page)).toBeHidden();

    island.release();
    await expect.poll(() => wallet.requestsFor('eth_requestAccounts').length).toBe(0);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    // The island is up; RainbowKit still loads in the background (the visitor reached for it once).
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  // A browser with no wallet: the dialog lists only what every visitor is offered.
  test.describe(() => {
    test.use({ injectWallet: false });

    test('a click on the backdrop or the close button closes it', async ({ page, site }) => {
      const island = await holdIsland(page);
      await page.goto(site.url);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await quickDialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(quickDialog(page)).toBeHidden();
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(quickDialog(page)).toBeVisible();
      await page.mouse.click(5, 300);
      await expect(quickDialog(page)).toBeHidden();
      island.release();
    });

    test('keyboard: focus moves into the dialog and Tab never reaches the page behind it', async ({
      page,
      site,
    }) => {
      await holdIsland(page);
      await page.goto(site.url);
      await page.getByRole('button', { name: 'Connect Wallet' }).focus();
      await page.keyboard.press('Enter');
      await expect(quickDialog(page)).toBeVisible();
      await expect(quickDialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
      // Past the dialog's last control focus goes to the browser's own UI (the page is inert), never behind it.
      const focusOutside = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active !== null && active !== document.body && !active.closest('#portico-quick-connect');
        });
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusOutside()).toBe(false);
      }
      await page.keyboard.press('Escape');
      await expect(quickDialog(page)).toBeHidden();
    });

    test("RainbowKit's code fails to load: the dialog says so, the page keeps working", async ({
      page,
      site,
    }) => {
      await page.route(/\/_astro\/RainbowLayer\.[\w-]+\.js$/, (route) => route.abort());
      await page.goto(site.url);
      await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(quickDialog(page).getByRole('status')).toHaveText(
        'The wallet list could not load. Check your connection and reload the page.',
      );
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(quickDialog(page)).toBeVisible();
    });

    test('the production build ships it too, and it opens before any module has run', async ({
      page,
      site,
    }) => {
      await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
      await page.goto(site.prodUrl);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(quickDialog(page)).toBeVisible();
      await expect(quickDialog(page).getByRole('button', { name: 'Browser Wallet' })).toBeVisible();
      await expect(quickDialog(page).getByRole('button', { name: 'Safe' })).toBeHidden();
    });
  });
});
