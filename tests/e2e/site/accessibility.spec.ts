import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  animationsSettled,
  eventually,
  expect,
  openConnectDialog,
  rainbowKitDialog,
  test,
  walletDialog,
} from 'portico/harness/playwright';
import { holdIsland, reachAndStartIsland } from '../portico.ts';

// axe-core with the WCAG 2.2 AA rules over every state a visitor reaches, at a desktop width and at 320 px
// (the reflow width of WCAG 1.4.10). RainbowKit's own markup is checked too: where it falls short, Portico
// repairs it from outside (src/rainbowkit/repairMarkup.ts, docs/accessibility.md), so a finding here is ours.

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '320 px', viewport: { width: 320, height: 640 } },
] as const;

/** No WCAG 2.2 AA violation, and (1.4.10) nothing scrolls sideways at the viewport's width. */
async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'pixels the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const { name, viewport } of widths) {
  test.describe(`WCAG 2.2 AA at ${name}`, () => {
    test.use({ viewport });

    test('the page before and after the island, and the page’s own dialog', async ({ page, site }) => {
      const { release } = await holdIsland(page, site.url);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(page.getByTestId('quick-connect')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      release();
      // After the island: it starts when the visitor reaches for the page, and has then replaced the static header.
      await reachAndStartIsland(page);
      await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'disconnected');
      await expectAccessible(page);
    });

    test('the wallet dialog once everything has loaded, and its help', async ({ page, site }) => {
      await page.goto(site.url);
      await openConnectDialog(page);
      await expectAccessible(page);
      await walletDialog(page).getByRole('button', { name: 'Learn More' }).click();
      await expect(walletDialog(page).getByRole('heading', { name: 'What is a Wallet?' })).toBeFocused();
      await expectAccessible(page);
      await walletDialog(page).getByRole('button', { name: 'Get a Wallet' }).click();
      await expect(walletDialog(page).getByRole('heading', { name: 'Get a Wallet' })).toBeFocused();
      await expectAccessible(page);
    });

    test('connected, the account dialog and a toast', async ({ page, wallet }) => {
      await wallet.openConnected(page);
      await expect(page.getByTestId('balance-native')).not.toBeEmpty();
      await expectAccessible(page);

      wallet.reject(4001, 'personal_sign');
      await page.getByTestId('sign-message').click();
      const refusal = page.locator('.Toastify__toast');
      await expect(refusal).toBeVisible();
      await expectAccessible(page);
      // Checked with the toast on screen, not after it had gone.
      await expect(refusal).toBeVisible();

      await page.getByTestId('sign-message').click();
      await expect(page.getByTestId('sign-result')).toBeVisible();
      const success = page.locator('.Toastify__toast--success');
      await expect(success).toBeVisible();
      await expectAccessible(page);
      await expect(success).toBeVisible();

      await page.getByRole('banner').getByRole('button', { name: /0x/ }).click();
      await expect(page.locator('[data-rk] [role="dialog"]')).toBeVisible();
      await expectAccessible(page);
    });

    test('the wrong network and its chain dialog', async ({ page, wallet }) => {
      await wallet.openReturning(page, '', { chainId: 1 });
      await expect(page.getByTestId('wrong-network')).toBeVisible();
      await expectAccessible(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /wrong network/i })
        .click();
      await expect(rainbowKitDialog(page)).toBeVisible();
      await expectAccessible(page);
    });

    test('inside the Safe host, connected as the Safe', async ({ page, safe }) => {
      const frame = await safe.open(page, {}, { connected: true });
      await expect(frame.getByTestId('safe-threshold')).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test.describe('toasts', () => {
  test('sit outside the header; errors are alerts, the rest polite status messages', async ({
    page,
    wallet,
  }) => {
    await wallet.openReturning(page);
    wallet.reject(4001, 'personal_sign');
    await page.getByTestId('sign-message').click();
    const toast = page.locator('.Toastify__toast');
    await expect(toast).toHaveCount(1);
    await expect(page.getByRole('banner').locator('.Toastify')).toHaveCount(0);
    await expect(toast).toHaveAttribute('role', 'status');
    await page.getByTestId('sign-message').click();
    await expect(page.locator('.Toastify__toast--success')).toHaveAttribute('role', 'status');
    await expect(page.getByTestId('sign-result')).toBeVisible();
    // The account panel is not one big live region: only the verdict is announced.
    await expect(page.locator('#portico-account')).not.toHaveAttribute('aria-live', /.+/);
    await expect(page.getByTestId('account-panel').getByRole('status').first()).toContainText('Verified');
  });
});

/** The focused element, described as a person would name it, or "body" when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    // A dialog's container may hold focus as it opens: it holds every name inside it, so it is named by its tag.
    if (!active.matches('button, a[href], input, select, textarea, [role="button"]'))
      return `(${active.tagName.toLowerCase()})`;
    const name = active.getAttribute('aria-label') || active.textContent || active.tagName;
    return name.replace(/\s+/g, ' ').trim();
  });

/** Presses Tab until the focused element's name matches (at most 40 times); fails naming where focus went. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    const now = await focused(page);
    if (name.test(now)) return;
    seen.push(now);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; focus went through: ${seen.join(' → ')}`);
}

test.describe('keyboard only', () => {
  test('Tab, Enter and Escape: connect → sign → send → switch network → disconnect, focus never lost', async ({
    page,
    site,
    wallet,
  }) => {
    const address = wallet.state.address;
    // The header's account button shows the address abbreviated (0xf3…2266).
    const short = new RegExp(`^${address.slice(0, 4)}…`);
    await page.goto(site.url);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');

    // Connect: the header's button, then the wallet in whichever dialog opened.
    await tabTo(page, /^Connect Wallet$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    const inDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], dialog')));
    expect(await inDialog()).toBe(true);
    await tabTo(page, /Portico Test Wallet/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('address')).toHaveText(address);
    await eventually(() => focused(page)).toMatch(short);

    // Escape closes the account dialog and gives focus back to the account button.
    await page.keyboard.press('Enter');
    await expect(rainbowKitDialog(page)).toBeVisible();
    expect(await inDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(rainbowKitDialog(page)).toBeHidden();
    await eventually(() => focused(page)).toMatch(short);

    // Sign: focus stays on the button while the wallet answers and after the verdict.
    await tabTo(page, /^Sign a message$/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('sign-result')).toHaveAttribute('data-valid', 'true');
    await eventually(() => focused(page)).toBe('Sign a message');

    // Send: the same.
    await tabTo(page, /^Send a test transaction$/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'success');
    await eventually(() => focused(page)).toBe('Send a test transaction');

    // The wallet moves to another chain; the switch back is reached and pressed from the keyboard.
    await wallet.setChain(1);
    await expect(page.getByTestId('wrong-network')).toBeVisible();
    await eventually(() => focused(page)).not.toBe('body');
    await tabTo(page, /^Switch to BNB Smart Chain$/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chain')).toHaveText('BNB Smart Chain (id 56)');
    await eventually(() => focused(page)).not.toBe('body');

    // Disconnect from the account dialog; focus lands on "Connect Wallet".
    await tabTo(page, short);
    await page.keyboard.press('Enter');
    await expect(rainbowKitDialog(page)).toBeVisible();
    // RainbowKit's button reads "Disconnect" (its icon's title repeats the word in the text content).
    await tabTo(page, /^Disconnect/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await eventually(() => focused(page)).toBe('Connect Wallet');
  });
});
