import type { Frame, Page } from '@playwright/test';
import {
  eventually,
  expect,
  SLOW_CPU_LOCK,
  slowCpu,
  TEST_ACCOUNTS,
  test,
  type WalletFixture,
} from 'portico/harness/playwright';
import { countOpenDialogs, holdIsland } from '../portico.ts';

// Every control works from the moment it is drawn: the address in the header, clicked as soon as it shows (after a
// connect, on a returning visitor's first frames, inside the Safe host right after its auto-connect), opens the
// account dialog, whether or not the island has taken the header's button over and RainbowKit has loaded by then. Once at full speed,
// once on a phone-like CPU (4× slower). A click lost in that window would leave no dialog: the visitor clicks once.

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
const account0 = TEST_ACCOUNTS[0]?.address ?? '';

/** When the click landed: on the header's button before the island took it over (`early`), or after (`island`). */
type Landed = 'early' | 'island';

/**
 * Waits, frame by frame, for the header to show `address`, and clicks it at once with the mouse, where it is drawn
 * (a real click, as a visitor's: it hits whatever is there). Returns whether the island had taken the button over.
 */
async function clickAddressWhenShown(page: Page, scope: Page | Frame, address: string): Promise<Landed> {
  const found = await scope.waitForFunction(
    (text) => {
      const slot = document.querySelector('[data-portico-account-slot]');
      for (const element of slot?.querySelectorAll<HTMLElement>('button, [data-account-state]') ?? []) {
        const box = element.getBoundingClientRect();
        if (!element.textContent?.includes(text) || box.width === 0) continue;
        if (getComputedStyle(element).visibility === 'hidden') continue;
        return {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
          early: element.closest('[data-portico-fallback]') !== null,
        };
      }
      return null;
    },
    short(address),
    { polling: 'raf', timeout: 30_000 },
  );
  const at = (await found.jsonValue()) as { x: number; y: number; early: boolean };
  const offset = 'frameElement' in scope ? await (await scope.frameElement()).boundingBox() : null;
  await page.mouse.click(at.x + (offset?.x ?? 0), at.y + (offset?.y ?? 0));
  return at.early ? 'early' : 'island';
}

/** RainbowKit's account dialog is open, the only dialog, and the page's wallet dialog did not open. */
async function expectAccountDialog(scope: Page | Frame, maxDialogs: () => Promise<number>): Promise<void> {
  await expect(scope.getByTestId('rk-disconnect-button')).toBeVisible({ timeout: 30_000 });
  await expect(scope.getByRole('dialog')).toHaveCount(1);
  await expect(scope.getByTestId('quick-connect')).toBeHidden();
  expect(await maxDialogs()).toBe(1);
}

/** A first visit: "Connect Wallet", then the test wallet, in the page's dialog. */
async function pickTestWallet(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByTestId('quick-connect').getByRole('button', { name: 'Portico Test Wallet' }).click();
}

const prompts = (wallet: WalletFixture) => wallet.requestsFor('eth_requestAccounts');

for (const cpu of [1, 4] as const) {
  const profile = cpu === 1 ? 'at full speed' : 'on a phone-like CPU (4× slower)';
  test.describe(`a click on the address as soon as it shows opens the account dialog, ${profile}`, () => {
    if (cpu > 1) test.describe.configure({ lock: SLOW_CPU_LOCK, timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      if (cpu > 1) await slowCpu(page, cpu);
    });

    test('after a connect made before the island runs', async ({ page, site, wallet }) => {
      const maxDialogs = await countOpenDialogs(page);
      const island = await holdIsland(page, site.url);
      await pickTestWallet(page);
      // The page's own script asked the wallet: the address is drawn before any of the island's code has run.
      expect(await clickAddressWhenShown(page, page, account0)).toBe('early');
      island.release();
      await expectAccountDialog(page, maxDialogs);
      expect(prompts(wallet)).toHaveLength(1);
    });

    test('after a connect', async ({ page, site, wallet }) => {
      const maxDialogs = await countOpenDialogs(page);
      await page.goto(site.url);
      await pickTestWallet(page);
      await clickAddressWhenShown(page, page, account0);
      await expectAccountDialog(page, maxDialogs);
      expect(prompts(wallet)).toHaveLength(1);
    });

    test("on a returning visitor's first frames", async ({ page, site, wallet }) => {
      await wallet.openConnected(page);
      await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-account-state', 'confirmed');
      const maxDialogs = await countOpenDialogs(page);
      wallet.clearRequests();
      await page.goto(new URL('token.html', site.url).href);
      await clickAddressWhenShown(page, page, account0);
      await expectAccountDialog(page, maxDialogs);
      expect(prompts(wallet)).toEqual([]);
    });

    test("on a returning visitor's first frames, before the island runs", async ({ page, site, wallet }) => {
      await wallet.openConnected(page);
      await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-account-state', 'confirmed');
      const maxDialogs = await countOpenDialogs(page);
      const island = await holdIsland(page);
      await page.goto(new URL('token.html', site.url).href);
      expect(await clickAddressWhenShown(page, page, account0)).toBe('early');
      await expect(page.getByTestId('quick-connect')).toBeHidden();
      island.release();
      await expectAccountDialog(page, maxDialogs);
    });

    test.describe('inside Safe{Wallet}', () => {
      test.use({ injectWallet: false });

      test('right after the auto-connect', async ({ page, safe }) => {
        await safe.open(page);
        let app: Frame | undefined;
        await eventually(() => {
          app = safe.appFrame(page);
          return app !== undefined;
        }).toBe(true);
        if (!app) throw new Error('the Safe host has no app frame');
        await clickAddressWhenShown(page, app, safe.address);
        await expect(app.getByTestId('rk-disconnect-button')).toBeVisible({ timeout: 30_000 });
        await expect(app.getByRole('dialog')).toHaveCount(1);
        await expect(app.getByTestId('quick-connect')).toBeHidden();
      });
    });
  });
}

test("the wallet dialog's Close button shows where keyboard focus is (WCAG 2.4.7)", async ({
  page,
  site,
}) => {
  await page.goto(site.url);
  const connect = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
  await connect.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('quick-connect');
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  // Tab (and back) until Close holds focus, as a keyboard user reaches it.
  for (
    let tab = 0;
    tab < 20 && !(await close.evaluate((element) => element === document.activeElement));
    tab++
  )
    await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  const ring = await close.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // Against the dialog's panel (#1a1b1f): a non-text contrast of at least 3:1 (WCAG 1.4.11).
  const [r = 0, g = 0, b = 0] = (ring.color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const luminance = (channels: number[]) => {
    const [lr = 0, lg = 0, lb = 0] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const ratio = (luminance([r, g, b]) + 0.05) / (luminance([0x1a, 0x1b, 0x1f]) + 0.05);
  expect(ratio, `outline ${ring.color} on the panel`).toBeGreaterThanOrEqual(3);
});
