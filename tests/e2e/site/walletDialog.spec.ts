import type { Page } from '@playwright/test';
import { expect, rainbowKitDialog, test, walletDialog, walletOption } from 'portico/harness/playwright';
import { countOpenDialogs, holdIsland, islandDrawn } from '../portico.ts';
import { nextFrames } from '../reliability/defaults.ts';

// The site's one wallet dialog (src/connect/): the same dialog at every moment of a visit, RainbowKit's recent
// wallets, wallets announced over EIP-6963 matched to their configured rows, and what a visitor without the wallet
// is offered.

/** The options a visitor sees, in order: the name of every wallet row on screen. */
const shownOptions = (page: Page) =>
  walletDialog(page)
    .locator('.qc-list li:not([hidden]) .qc-wallet')
    .evaluateAll((rows) =>
      rows.filter((row) => row.getClientRects().length > 0).map((row) => row.textContent?.trim()),
    );
const shownHeadings = (page: Page) =>
  walletDialog(page)
    .locator('.qc-list h3')
    .evaluateAll((rows) =>
      rows.filter((row) => row.getClientRects().length > 0).map((row) => row.textContent?.trim()),
    );
const headerConnect = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });

test.describe('one dialog at every moment', () => {
  test('at first paint, once RainbowKit has loaded, and after a disconnect: the same dialog, never two', async ({
    page,
    site,
    wallet,
  }) => {
    const maxDialogs = await countOpenDialogs(page);
    const island = await holdIsland(page, site.url);
    // First paint: no module has run.
    await headerConnect(page).click();
    await expect(walletDialog(page)).toBeVisible();
    const first = await shownOptions(page);
    expect(first).toEqual(['Portico Test Wallet', 'Browser Wallet', 'Coinbase Wallet']);
    expect(await shownHeadings(page)).toEqual(['Installed', 'Popular']);
    await page.keyboard.press('Escape');

    // Idle, with the island and RainbowKit's code here (pointing at the button loads it).
    island.release();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await headerConnect(page).hover();
    await expect(page.locator('html[data-portico-rainbowkit="loaded"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await headerConnect(page).click();
    await expect(walletDialog(page)).toBeVisible();
    expect(await shownOptions(page)).toEqual(first);
    // Read once the page has drawn what the click made it do: a second dialog would be drawn by then.
    await nextFrames(page);
    expect(await rainbowKitDialog(page).count()).toBe(0);

    // Connect there, then disconnect from RainbowKit's account dialog.
    await walletDialog(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
    await expect(page.getByTestId('address')).toHaveText(wallet.state.address);
    await page.getByTestId('wallet-button').click();
    await page.getByTestId('rk-disconnect-button').click();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await headerConnect(page).click();
    await expect(walletDialog(page)).toBeVisible();
    await nextFrames(page);
    expect(await rainbowKitDialog(page).count()).toBe(0);
    // The same wallets; the one just used is listed first, under RainbowKit's "Recent", and only there.
    expect(await shownHeadings(page)).toEqual(['Recent', 'Popular']);
    expect(await shownOptions(page)).toEqual(first);
    expect(await maxDialogs()).toBe(1);
  });

  test("RainbowKit's recent wallets come first, at most three, read from and written to its own store", async ({
    page,
    site,
    wallet,
  }) => {
    await page.goto(site.url);
    // Left by RainbowKit (or an earlier visit): newest first, with an id this site does not offer.
    await page.evaluate(() =>
      localStorage.setItem('rk-recent', JSON.stringify(['coinbase', 'unknownWallet', 'injected'])),
    );
    await page.reload();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await headerConnect(page).click();
    expect(await shownHeadings(page)).toEqual(['Recent', 'Installed']);
    expect(await shownOptions(page)).toEqual(['Coinbase Wallet', 'Browser Wallet', 'Portico Test Wallet']);
    await walletDialog(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
    await expect(page.getByTestId('address')).toHaveText(wallet.state.address);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('rk-recent') ?? 'null'))).toEqual([
      'dev.portico.testwallet',
      'coinbase',
      'unknownWallet',
    ]);
  });

  test('a broken recent list in storage is ignored', async ({ page, site }) => {
    await page.goto(site.url);
    await page.evaluate(() => localStorage.setItem('rk-recent', '{"0":"<img src=x onerror=alert(1)>"}'));
    await page.reload();
    await headerConnect(page).click();
    expect(await shownHeadings(page)).toEqual(['Installed', 'Popular']);
  });
});

test.describe('a BNB Chain wallet announced over EIP-6963', () => {
  // The test wallet announces itself as Binance Wallet does, with its real rdns.
  test.use({ walletOptions: { info: { name: 'Binance Wallet', rdns: 'com.binance.wallet' } } });

  test('is listed once, in its own group, and one click connects it', async ({ page, site, wallet }) => {
    await page.goto(site.url);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await headerConnect(page).click();
    const option = walletOption(page, 'binance');
    await expect(option).toBeVisible();
    await expect(walletDialog(page).getByRole('button', { name: /Binance Wallet/ })).toHaveCount(1);
    await expect(option).toHaveText('Binance Wallet Installed');
    expect(await shownHeadings(page)).toEqual(['Popular', 'BNB Chain']);
    await option.click();
    await expect(page.getByTestId('address')).toHaveText(wallet.state.address);
    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('rk-recent'))).toBe('["com.binance.wallet"]');
  });
});

test.describe('a visitor without the wallet', () => {
  test.use({ injectWallet: false });

  test('a WalletConnect wallet cannot be picked without a project id; "Get a Wallet" links to its download', async ({
    page,
    site,
  }) => {
    await page.goto(site.url);
    await headerConnect(page).click();
    await expect(walletOption(page, 'trust')).toBeHidden();
    expect(await shownHeadings(page)).toEqual(['Popular']);
    await walletDialog(page).getByRole('button', { name: 'Learn more' }).click();
    await expect(walletDialog(page).getByRole('heading', { name: 'What is a Wallet?' })).toBeFocused();
    await walletDialog(page).getByRole('button', { name: 'Get a Wallet' }).click();
    const trust = walletDialog(page).getByRole('link', { name: /Trust Wallet/ });
    await expect(trust).toBeVisible();
    expect(await trust.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await trust.getAttribute('target')).toBe('_blank');
    expect(await trust.getAttribute('rel')).toContain('noopener');
    await walletDialog(page).getByRole('button', { name: 'Back to wallets' }).last().click();
    expect(await shownOptions(page)).toEqual(['Browser Wallet', 'Coinbase Wallet']);
  });

  test('Escape gives focus back to the "Connect Wallet" that opened the dialog, not to the header', async ({
    page,
    site,
  }) => {
    await page.goto(site.url);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await headerConnect(page).focus();
    await page.keyboard.press('Enter');
    await expect(walletDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(walletDialog(page)).toBeHidden();
    await expect(headerConnect(page)).toBeFocused();
  });

  test('Escape after the island took over the button that opened the dialog: focus back on that same button', async ({
    page,
    site,
  }) => {
    const island = await holdIsland(page, site.url);
    await headerConnect(page).focus();
    await page.keyboard.press('Enter');
    await expect(walletDialog(page)).toBeVisible();
    // The element itself, not one like it: the header's control is one element for the whole visit.
    await headerConnect(page).evaluate((button) => {
      (window as unknown as { openedBy?: Element }).openedBy = button;
    });
    island.release();
    // The static page says "Disconnected" too: the moment is the island taking the header's control over.
    await islandDrawn(page);
    await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'disconnected');
    await page.keyboard.press('Escape');
    await expect(headerConnect(page)).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('connect-slot'))).toBe(false);
    expect(
      await page.evaluate(
        () => document.activeElement === (window as unknown as { openedBy?: Element }).openedBy,
      ),
    ).toBe(true);
  });
});
