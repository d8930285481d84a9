import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  eventually,
  expect,
  installClock,
  type PhoneWallet,
  TEST_ACCOUNTS,
  test,
  textOf,
  type WalletConnectFixture,
} from 'portico/harness/playwright';
import { countOpenDialogs, holdIsland } from '../portico.ts';
import { nextFrames } from '../reliability/defaults.ts';

// A wallet that pairs by QR code (WalletConnect), picked in the page's own dialog: its code is drawn in that same
// dialog (src/connect/connectByQrCode.ts), so the visitor's one pick continues where they made it. The site is the
// test build with a WalletConnect project id; the relay is the harness's double and the wallet on the "phone" is
// the real WalletConnect SDK in node, so the page's SDK pairs, proposes and settles a session exactly as it would
// through WalletConnect's relay.

test.use({ injectWallet: false });

const phoneAccount = TEST_ACCOUNTS[3]?.address ?? '';
const quickDialog = (page: Page) => page.getByTestId('quick-connect');
const panelTitle = (page: Page) => quickDialog(page).getByRole('heading', { level: 3, name: /^Scan with/ });
const qrCode = (page: Page) => quickDialog(page).getByRole('img', { name: /QR code to connect/ });

/** The pairing link as a visitor gets it: "Copy link", then the clipboard. */
async function copiedLink(page: Page): Promise<string> {
  await quickDialog(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(quickDialog(page).getByRole('status')).toHaveText('Link copied. Paste it into your wallet.');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** "Copy link" pressed with the keyboard (focus on it), then the clipboard. */
async function copiedByKeyboard(page: Page): Promise<string> {
  await expect(quickDialog(page).getByRole('button', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quickDialog(page).getByRole('status')).toHaveText('Link copied. Paste it into your wallet.');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** WalletConnect's proposal lifetime (the sign client's FIVE_MINUTES) and its session-propose request tag. */
const PROPOSAL_EXPIRY_MS = 5 * 60_000;
const WC_SESSION_PROPOSE = 1100;

/**
 * The session proposals the page's WalletConnect SDK still holds open (its store in IndexedDB, where the browser
 * build of the SDK keeps its state): each one a pairing a wallet could still approve.
 */
function proposalsHeld(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('WALLET_CONNECT_V2_INDEXED_DB');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = await new Promise<Array<{ key: IDBValidKey; value: unknown }>>((resolve, reject) => {
      const store = db.transaction('keyvaluestorage').objectStore('keyvaluestorage');
      const keys = store.getAllKeys();
      const values = store.getAll();
      values.onsuccess = () =>
        resolve(keys.result.map((key, index) => ({ key, value: values.result[index] })));
      values.onerror = () => reject(values.error);
    });
    db.close();
    let held = 0;
    for (const { key, value } of all) {
      if (!String(key).endsWith(':proposal')) continue;
      const list = typeof value === 'string' ? JSON.parse(value) : value;
      held += Array.isArray(list) ? list.length : 0;
    }
    return held;
  });
}

/** Scans the code on the phone: pairs with the link and waits for the page's session proposal. */
async function scan(page: Page, phone: PhoneWallet) {
  const link = await copiedLink(page);
  expect(link).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  await phone.pair(link);
  return phone.nextProposal();
}

/**
 * The WalletConnect build with the island held back until WalletConnect is picked in the page's own dialog (once
 * RainbowKit's code is here, "Connect Wallet" opens RainbowKit's dialog instead, which draws its own code).
 */
async function pickWalletConnect(
  page: Page,
  walletConnect: WalletConnectFixture,
  how: 'pointer' | 'keyboard' = 'pointer',
  name = 'WalletConnect',
): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const island = await holdIsland(page);
  await page.goto(await walletConnect.siteUrl());
  const option = quickDialog(page).getByRole('button', { name });
  if (how === 'pointer') {
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await option.click();
  } else {
    await page.getByRole('button', { name: 'Connect Wallet' }).focus();
    await page.keyboard.press('Enter');
    for (
      let tabs = 0;
      tabs < 12 && !(await option.evaluate((node) => node === document.activeElement));
      tabs++
    )
      await page.keyboard.press('Tab');
    await expect(option).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(quickDialog(page).getByRole('status')).toHaveText(`Opening ${name}…`);
  island.release();
  // The pairing link has arrived: a code to scan, or on a phone the wallet's app opening (no code).
  await expect(quickDialog(page).getByRole('button', { name: 'Copy link' })).toBeEnabled();
  if (!(await page.evaluate(() => matchMedia('(pointer: coarse) and (max-width: 767px)').matches)))
    await expect(qrCode(page)).toBeVisible();
}

test.describe('a QR-code wallet picked in the page’s own dialog', () => {
  test('shows its code in that dialog with focus in it, and the phone’s approval connects: one pick, one dialog', async ({
    page,
    walletConnect,
  }) => {
    const maxDialogs = await countOpenDialogs(page);
    const phone = await walletConnect.phone();
    // Picked before the island's code is here: the dialog says it is opening, then the code continues from it.
    await pickWalletConnect(page, walletConnect);

    await expect(panelTitle(page)).toHaveText('Scan with your phone');
    await expect(panelTitle(page)).toBeFocused();
    await expect(qrCode(page)).toBeVisible();
    // The code replaced the wallet list in the same dialog; RainbowKit's never opened.
    await expect(quickDialog(page).getByRole('button', { name: 'WalletConnect' })).toBeHidden();
    await expect(quickDialog(page).getByRole('status')).toHaveText('Waiting for WalletConnect to approve…');
    const modules = await qrCode(page).locator('svg').getAttribute('data-qr-modules');
    expect(Number(modules)).toBeGreaterThanOrEqual(41);

    const proposal = await scan(page, phone);
    expect(proposal.dappName).toBe('Portico');
    expect(proposal.chains).toContain('eip155:56');
    await phone.approve(proposal, phoneAccount as `0x${string}`);

    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await expect(page.getByTestId('address')).toHaveText(phoneAccount);
    await expect(quickDialog(page)).toBeHidden();
    await expect(page.getByTestId('wallet-button')).toBeFocused();
    expect(await maxDialogs()).toBe(1);
  });

  test('a visitor who left connected comes back connected: the session resumes on the next page, no new code', async ({
    page,
    walletConnect,
  }) => {
    const phone = await walletConnect.phone();
    await pickWalletConnect(page, walletConnect);
    await phone.approve(await scan(page, phone), phoneAccount as `0x${string}`);
    await expect(page.getByTestId('address')).toHaveText(phoneAccount);

    // Only the wallet used last may load its SDK on a page's start (src/wallets/AutoConnect.tsx): this one was.
    await page.reload();
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await expect(page.getByTestId('address')).toHaveText(phoneAccount);
    await expect(quickDialog(page)).toBeHidden();
  });

  test('a refusal on the phone is said in the dialog, the list is back with focus on the wallet, a new pick shows a new code', async ({
    page,
    walletConnect,
  }) => {
    const phone = await walletConnect.phone();
    await pickWalletConnect(page, walletConnect);
    const option = quickDialog(page).getByRole('button', { name: 'WalletConnect' });
    const first = await scan(page, phone);
    await phone.reject(first);

    await expect(quickDialog(page).getByRole('status')).toHaveText(
      'Request cancelled in your wallet. Nothing was sent. Pick a wallet to try again.',
    );
    await expect(option).toBeFocused();
    await expect(qrCode(page)).toBeHidden();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await expect(page.locator('.Toastify__toast')).toHaveText(/Request cancelled in your wallet/);

    await page.keyboard.press('Enter');
    await expect(panelTitle(page)).toBeFocused();
    const second = await scan(page, phone);
    await phone.approve(second, phoneAccount as `0x${string}`);
    await expect(page.getByTestId('address')).toHaveText(phoneAccount);
  });

  test('keyboard only: Back returns to the list on the wallet, Escape closes and returns focus to Connect Wallet; nothing connects later', async ({
    page,
    walletConnect,
    pageErrors,
  }) => {
    // "Later" is the rest of each left pairing's life: the phone has scanned both codes and holds both proposals,
    // so the pairings are open at both ends, until the page's WalletConnect SDK lets them expire (5 minutes, moved
    // past on the page's clock). A phone that approves in that time still connects: that is the visitor's choice
    // (src/connect/connectByQrCode.ts). Without it, nothing may connect, and nothing may be said, up to and after
    // the expiry.
    const phone = await walletConnect.phone();
    await installClock(page);
    await pickWalletConnect(page, walletConnect, 'keyboard');
    const option = quickDialog(page).getByRole('button', { name: 'WalletConnect' });
    const copy = quickDialog(page).getByRole('button', { name: 'Copy link' });
    await expect(panelTitle(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    const firstLink = await copiedByKeyboard(page);
    await page.keyboard.press('Tab');
    await expect(quickDialog(page).getByRole('button', { name: 'Back to wallets' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(option).toBeFocused();
    await expect(qrCode(page)).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(panelTitle(page)).toBeFocused();
    await expect(copy).toBeEnabled(); // this pick's link has arrived
    await page.keyboard.press('Tab');
    const secondLink = await copiedByKeyboard(page);
    expect(secondLink).not.toBe(firstLink);
    await page.keyboard.press('Escape');
    await expect(quickDialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused();

    // The phone scans both codes after the visitor left them; each proposal reaches it.
    for (const link of [firstLink, secondLink]) {
      await phone.pair(link);
      expect((await phone.nextProposal()).dappName).toBe('Portico');
    }
    expect(await proposalsHeld(page)).toBe(2);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    // The expiry: the SDK's expirer runs on its heartbeat, which the jump sets off once. It drops both proposals
    // and ends the page's waits on them, each with a "Proposal expired" the SDK leaves uncaught (its own promise:
    // the page's left connects were settled as "left" already): the moment the left connects have ended.
    pageErrors.allow(/^Proposal expired$/);
    await page.clock.fastForward(PROPOSAL_EXPIRY_MS + 10_000);
    await eventually(() => proposalsHeld(page)).toBe(0);
    await eventually(() => pageErrors.messages.filter((m) => m === 'Proposal expired').length).toBe(2);
    // What the page would make of them has run (a task after the rejections) and is drawn.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    await nextFrames(page);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'disconnected'); // wagmi's
    // Read once, now: a retrying toHaveCount(0) would also pass on a toast that closes by itself within its wait.
    expect(await textOf(page.locator('.Toastify__toast'))).toBe('');
    await expect(quickDialog(page)).toBeHidden();
    // The premise: the phone answered neither proposal (an approval would connect: the visitor's choice).
    expect(walletConnect.relay.published.filter((message) => message.from === 'wallet')).toEqual([]);
    expect(
      walletConnect.relay.published.filter((message) => message.from === 'page').map((m) => m.tag),
    ).toEqual([WC_SESSION_PROPOSE, WC_SESSION_PROPOSE]);
  });

  test('a named QR-code wallet (Rainbow, not installed here) shows its own code under its name and connects', async ({
    page,
    walletConnect,
  }) => {
    const phone = await walletConnect.phone();
    await pickWalletConnect(page, walletConnect, 'pointer', 'Rainbow');
    await expect(panelTitle(page)).toHaveText('Scan with Rainbow');
    await expect(panelTitle(page)).toBeFocused();
    await expect(qrCode(page)).toHaveAccessibleName('QR code to connect Rainbow');
    await expect(quickDialog(page).getByRole('status')).toHaveText('Waiting for Rainbow to approve…');
    const proposal = await scan(page, phone);
    await phone.approve(proposal, phoneAccount as `0x${string}`);
    await expect(page.getByTestId('address')).toHaveText(phoneAccount);
    await expect(quickDialog(page)).toBeHidden();
  });

  for (const width of [1280, 320]) {
    test(`passes axe with the code on screen at ${width} px, nothing scrolls sideways`, async ({
      page,
      walletConnect,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await pickWalletConnect(page, walletConnect);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('on a phone', () => {
  // An iPhone: RainbowKit's wallet definitions give Rainbow an app link of its own scheme there.
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('one tap opens the wallet’s app with the pairing link, no code to scan; the link stays offered', async ({
    page,
    walletConnect,
  }) => {
    // The navigations the page asks for, an app's own scheme included (Chromium reports them before it hands
    // them to the system).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const navigations: string[] = [];
    cdp.on('Page.frameRequestedNavigation', ({ url }) => navigations.push(url));
    await pickWalletConnect(page, walletConnect, 'pointer', 'Rainbow');
    const open = quickDialog(page).getByRole('link', { name: 'Open Rainbow' });
    await expect(open).toBeVisible();
    await expect(qrCode(page)).toHaveCount(0);
    const link = await copiedLink(page);
    const appLink = `rainbow://wc?uri=${encodeURIComponent(link)}&connector=rainbowkit`;
    expect(await open.getAttribute('href')).toBe(appLink);
    // Once, to the app (WalletConnect's own verify frame navigates too: not the page's), checked again once a
    // second would have come: RainbowKit's code has run, the wallet's app has the link and holds the page's
    // proposal, the page has drawn two frames since, and Chromium has reported every navigation asked before a
    // later command's answer (CDP keeps their order).
    const toApps = () => navigations.filter((url) => !url.startsWith('https://'));
    await eventually(toApps).toEqual([appLink]);
    await expect(page.locator('html[data-portico-rainbowkit="loaded"]')).toBeAttached();
    const phone = await walletConnect.phone();
    await phone.pair(link);
    await phone.nextProposal();
    await nextFrames(page);
    await cdp.send('Runtime.evaluate', { expression: '0' });
    expect(toApps()).toEqual([appLink]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
