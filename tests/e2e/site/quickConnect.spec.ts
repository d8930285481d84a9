import type { Page } from '@playwright/test';
import { expect, rainbowKitDialog, test, type WalletFixture } from 'portico/harness/playwright';
import { countOpenDialogs, holdIsland, holdModules, islandDrawn, openWithoutModules } from '../portico.ts';
import { afterWalletAnswers, nextFrames } from '../reliability/defaults.ts';

// The page's own wallet dialog (src/connect/QuickConnect.astro) opens on the first click from the static HTML,
// while the island and RainbowKit are still loading, and stays the dialog of that connect. These tests hold the
// island's module back to see that moment, which on a fast machine lasts only a few hundred milliseconds.

const quickDialog = (page: Page) => page.getByTestId('quick-connect');

/** "Connect Wallet", then `name` in the page's own dialog (the island held back, it is the one that opens). */
async function pickInPageDialog(page: Page, name = 'Portico Test Wallet'): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await quickDialog(page).getByRole('button', { name }).click();
}

/** The wallet was prompted once in all (the pick); wagmi took the connection over with no prompt of its own. */
function expectOnePrompt(wallet: WalletFixture): void {
  expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(1);
  expect(wallet.requestsFor('wallet_requestPermissions')).toEqual([]);
}
const optionNames = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((items) => items.map((item) => item.textContent?.trim()));

test.describe("the page's own dialog before RainbowKit is loaded", () => {
  test('a keyboard visitor on the static button keeps focus there when the island replaces it, and RainbowKit loads', async ({
    page,
    site,
  }) => {
    const island = await holdIsland(page, site.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).focus();
    island.release();
    await islandDrawn(page);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await expect(page.locator('html[data-portico-rainbowkit="loaded"]')).toBeAttached();
    // The island's own button (not the static one, which is gone) has focus: Enter opens a dialog.
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('opens on the first click, and every later click opens the same dialog with the same wallets', async ({
    page,
    site,
  }) => {
    const island = await holdIsland(page, site.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(quickDialog(page)).toBeVisible();
    // A first visit: the page says what the island will, before it runs (src/connect/rememberedFlag.js).
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    const quick = await optionNames(page, '[data-testid="quick-connect"] li:not([hidden]) [data-qc-wallet]');
    expect(quick).toEqual(['Portico Test Wallet', 'Browser Wallet', 'Coinbase Wallet']);
    await expect(quickDialog(page).getByRole('heading', { level: 3 })).toHaveText(['Installed', 'Popular']);

    // The page's dialog stays the dialog of this connect (no swap under the visitor's pointer); closed, the next
    // click, with the island and RainbowKit's code both here, opens the same dialog with the same wallets in the
    // same order, and RainbowKit's connect modal never.
    island.release();
    await islandDrawn(page);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await expect(quickDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    const button = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
    await button.hover();
    await expect(page.locator('html[data-portico-rainbowkit="loaded"]')).toBeAttached();
    await button.click();
    await expect(quickDialog(page)).toBeVisible();
    // Read once the page has drawn what the click made it do: a second dialog would be drawn by then.
    await nextFrames(page);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await rainbowKitDialog(page).count()).toBe(0);
    expect(
      await optionNames(page, '[data-testid="quick-connect"] li:not([hidden]) [data-qc-wallet]'),
    ).toEqual(quick);
  });

  test('a wallet this browser offers, picked there, is asked at once and connects before the island runs; never two dialogs', async ({
    page,
    site,
    wallet,
  }) => {
    const maxDialogs = await countOpenDialogs(page);
    const island = await holdIsland(page, site.url);
    const prompt = wallet.holdNext('eth_requestAccounts');
    await pickInPageDialog(page);
    await expect(quickDialog(page).getByRole('status')).toHaveText('Opening Portico Test Wallet…');
    // The pick reached the wallet while none of the page's modules had run.
    await prompt.arrived;
    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(1);
    prompt.approve();
    // Confirmed by the wallet in this page load: drawn in the header, unmarked, the dialog closed.
    const header = page.getByRole('banner').getByRole('button', { name: /connected$/ });
    await expect(header).toHaveText(/^0xf3…2266$/i);
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await expect(quickDialog(page)).toBeHidden();

    island.release();
    await expect(page.getByTestId('address')).toHaveText(wallet.state.address);
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await maxDialogs()).toBe(1);
    expectOnePrompt(wallet);
  });

  test('before any module has run: the dialog opens and closes at once, lists this browser’s wallet, and the pick made there is asked once the dialog’s owner arrives', async ({
    page,
    site,
    wallet,
  }) => {
    const modules = await holdModules(page, site.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(quickDialog(page)).toBeVisible();
    await quickDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(quickDialog(page)).toBeHidden();
    const prompt = wallet.holdNext('eth_requestAccounts');
    // Listed by the page's own script as the wallet announced itself (EIP-6963), before any module.
    await pickInPageDialog(page);
    // Every module is held: nothing could have asked the wallet yet (this is no race; the owner is not there).
    expect(wallet.requestsFor('eth_requestAccounts')).toEqual([]);
    modules.release();
    // The owner takes the queued clicks in order: the close is not replayed, the pick is.
    await prompt.arrived;
    await expect(quickDialog(page).getByRole('status')).toHaveText('Opening Portico Test Wallet…');
    await expect(quickDialog(page).getByRole('button', { name: 'Portico Test Wallet' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    prompt.approve();
    await expect(page.getByTestId('address')).toHaveText(wallet.state.address);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expectOnePrompt(wallet);
  });

  test('"Learn more" clicked before any module has run shows its view, with focus on its heading, once the owner arrives', async ({
    page,
    site,
  }) => {
    const modules = await holdModules(page, site.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await quickDialog(page).getByRole('button', { name: 'Learn more' }).click();
    modules.release();
    await expect(quickDialog(page).getByRole('heading', { name: 'What is a Wallet?' })).toBeFocused();
    await expect(quickDialog(page).getByRole('button', { name: 'Portico Test Wallet' })).toBeHidden();
  });

  test('clicks planted in the queue by another script cost the visitor nothing: their own pick is still asked, once', async ({
    page,
    site,
    wallet,
  }) => {
    const modules = await holdModules(page, site.url);
    const prompt = wallet.holdNext('eth_requestAccounts');
    await pickInPageDialog(page);
    // Before the owner runs, a script of the page puts its own entries around the visitor's queued click: things
    // that are no elements, an object posing as the wallet option, and the same option a second time.
    await page.evaluate(() => {
      const queue = (window as unknown as Record<string, unknown>).__porticoClicks as unknown[];
      const option = document.querySelector('[data-qc-wallet="dev.portico.testwallet"]');
      const fake = { closest: (selector: string) => (selector === '[data-qc-wallet]' ? option : null) };
      queue.unshift(42, 'injected', null, fake);
      queue.push(option);
    });
    modules.release();
    await prompt.arrived;
    await expect(quickDialog(page).getByRole('status')).toHaveText('Opening Portico Test Wallet…');
    prompt.approve();
    await expect(page.getByTestId('address')).toHaveText(wallet.state.address);
    // The second, planted click on the same wallet came while it was being asked: one pick, one prompt.
    expectOnePrompt(wallet);
  });

  test('a visitor who leaves before the island ran is still shown connected on the next page', async ({
    page,
    site,
    wallet,
  }) => {
    await holdIsland(page, site.url);
    await pickInPageDialog(page);
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    // The island never ran on that page; the next one draws the account the wallet confirms again.
    await page.goto(site.url);
    const header = page.getByRole('banner').getByRole('button', { name: /connected$/ });
    await expect(header).toHaveText(/^0xf3…2266$/i);
    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(1);
  });

  test('a visitor who disconnected last time is connected again by one pick there, with no second prompt', async ({
    page,
    wallet,
  }) => {
    await wallet.openConnected(page);
    await page.getByTestId('wallet-button').click();
    await page.getByTestId('rk-disconnect-button').click();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    const island = await holdIsland(page);
    await page.reload();
    wallet.clearRequests();
    await pickInPageDialog(page);
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    island.release();
    await expect(page.getByTestId('address')).toHaveText(wallet.state.address);
    expectOnePrompt(wallet);
  });

  test('a refusal there is said at once in the dialog, the toast follows once the island runs, and a new pick works', async ({
    page,
    site,
    wallet,
  }) => {
    const island = await holdIsland(page, site.url);
    wallet.reject(4001, 'eth_requestAccounts');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const option = quickDialog(page).getByRole('button', { name: 'Portico Test Wallet' });
    await option.click();
    await expect(quickDialog(page).getByRole('status')).toHaveText(
      'Request cancelled in your wallet. Nothing was sent. Pick a wallet to try again.',
    );
    await expect(option).toBeFocused();
    await expect(option).not.toHaveAttribute('aria-busy');
    // A first visit: the page says what the island will, before it runs (src/connect/rememberedFlag.js).
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    island.release();
    await expect(page.locator('.Toastify__toast')).toHaveText(/Request cancelled in your wallet/);
    // One message, also once the island has run and everything the wallet was asked is answered and drawn: the
    // moment the island would have shown a second one for the same refusal.
    await islandDrawn(page);
    await afterWalletAnswers(page, wallet);
    await expect(page.locator('.Toastify__toast')).toHaveCount(1);
    await expect(quickDialog(page)).toBeVisible();
    await option.click();
    await expect(page.getByTestId('address')).toHaveText(wallet.state.address);
    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(2);
  });

  test('a wallet that answers with no account list there is refused in words; nothing is drawn', async ({
    page,
    site,
    wallet,
  }) => {
    const island = await holdIsland(page, site.url);
    wallet.respondNext({ type: 'result', value: ['0xnot-an-address'] }, 'eth_requestAccounts');
    await pickInPageDialog(page);
    await expect(quickDialog(page).getByRole('status')).toContainText('Pick a wallet to try again.');
    await expect(page.getByRole('banner')).not.toContainText('0x');
    island.release();
    await expect(page.locator('.Toastify__toast')).toHaveCount(1);
    // Still one once the island has run and the wallet's answers are all in and drawn (a second would be there).
    await islandDrawn(page);
    await afterWalletAnswers(page, wallet);
    await expect(page.locator('.Toastify__toast')).toHaveCount(1);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
  });

  test('closed by the visitor while the wallet asks: nothing pops up later, no second prompt, the button still works', async ({
    page,
    site,
    wallet,
  }) => {
    const island = await holdIsland(page, site.url);
    const prompt = wallet.holdNext('eth_requestAccounts');
    await pickInPageDialog(page);
    await prompt.arrived;
    await page.keyboard.press('Escape');
    await expect(quickDialog(page)).toBeHidden();
    // The visitor then says no in the wallet too.
    prompt.reject();

    island.release();
    await islandDrawn(page);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    // The island is up; RainbowKit still loads in the background (the visitor reached for it once). The moment a
    // replayed pick would open a dialog: RainbowKit's code has run and the page has drawn twice since.
    await expect(page.locator('html[data-portico-rainbowkit="loaded"]')).toBeAttached();
    await nextFrames(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Read once, now: a toast closes by itself, so a retrying toHaveCount(0) would pass on one shown and gone.
    expect(await page.locator('.Toastify__toast').count(), 'toasts').toBe(0);
    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(1);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('closed before RainbowKit is ready after picking a wallet only the island can connect: nothing pops up later', async ({
    page,
    site,
    wallet,
  }) => {
    const island = await holdIsland(page, site.url);
    await pickInPageDialog(page, 'Coinbase Wallet');
    await page.keyboard.press('Escape');
    await expect(quickDialog(page)).toBeHidden();

    island.release();
    await islandDrawn(page);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    // The moment a replayed pick would open a dialog: RainbowKit's code has run and the page has drawn twice since.
    await expect(page.locator('html[data-portico-rainbowkit="loaded"]')).toBeAttached();
    await nextFrames(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // No prompt from this browser's wallet either (auto-connect only reads eth_accounts).
    expect(wallet.requestsFor('eth_requestAccounts')).toEqual([]);
    expect(wallet.requestsFor('wallet_requestPermissions')).toEqual([]);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  // A browser with no wallet: the dialog lists only what every visitor is offered.
  test.describe(() => {
    test.use({ injectWallet: false });

    test('a click on the backdrop or the close button closes it', async ({ page, site }) => {
      const island = await holdIsland(page, site.url);
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
      await holdIsland(page, site.url);
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

    test("the island's code never arrives: at its 20 s deadline, not before, the header and the dialog say so", async ({
      page,
      site,
    }) => {
      // The page's clock, so the loader's deadline (src/islands/startIsland.ts) passes without 20 s of waiting.
      await page.clock.install();
      await holdIsland(page, site.url);
      const status = page.getByTestId('connection-status');
      await page.getByRole('banner').hover(); // a first visit's island starts when the visitor reaches for it
      await expect(status).toHaveText('Disconnected');
      await page.clock.runFor(19_000);
      await expect(status).toHaveAttribute('data-status', 'disconnected');
      await page.clock.runFor(1_000);
      await expect(status).toHaveAttribute('data-status', 'failed');
      await expect(status).toHaveText('Could not load. Reload the page.');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(quickDialog(page).getByRole('status')).toHaveText(
        'The wallet list could not load. Check your connection and reload the page.',
      );
    });

    test('the production build ships it too, and it opens before any module has run', async ({
      production,
      page,
    }) => {
      await openWithoutModules(page, production.url);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(quickDialog(page)).toBeVisible();
      await expect(quickDialog(page).getByRole('button', { name: 'Browser Wallet' })).toBeVisible();
      await expect(quickDialog(page).getByRole('button', { name: 'Safe' })).toBeHidden();
    });
  });
});
