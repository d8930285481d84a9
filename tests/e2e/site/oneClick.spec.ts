import type { Page, Route } from '@playwright/test';
import {
  eventually,
  expect,
  SLOW_CPU_LOCK,
  slowCpu,
  test,
  type WalletFixture,
} from 'portico/harness/playwright';
import { islandDrawn } from '../portico.ts';
import { afterWalletAnswers } from '../reliability/defaults.ts';

// One choice, one connection: a first-time visitor's single click on a wallet connects it, whenever in the page's
// start-up the click comes, on a phone-like CPU (4× slower). Each run is counted, not timed: it must end connected,
// with exactly one wallet prompt, after one click on "Connect Wallet" and one on the wallet (or Enter twice).
// A slowed page keeps a core busy while it is open: one of these tests at a time (harness/playwright/slowCpu.ts).
test.describe.configure({ lock: SLOW_CPU_LOCK });

const RUNS_PER_MOMENT = 8;
const ISLAND_CHUNK = /\/_astro\/Portico\.[\w-]+\.js$/;

const prompts = (wallet: WalletFixture) =>
  wallet.requests.filter(
    (r) => r.method === 'eth_requestAccounts' || r.method === 'wallet_requestPermissions',
  );

/** A new first-time visitor in the same tab: no stored connection, the wallet not yet authorised for the site. */
async function forget(page: Page, wallet: WalletFixture): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  wallet.setAuthorized(false);
  wallet.clearRequests();
}

/** A phone-like CPU: the page's main thread 4× slower. */
const throttle = (page: Page) => slowCpu(page, 4);

/**
 * Holds the island's entry module while a hold is on: `hold()` returns its `release`. One route for the whole
 * test (installed once), so a held request is always answered by the handler that held it.
 */
async function islandGate(page: Page): Promise<{ hold(): () => void }> {
  let gate: Promise<void> = Promise.resolve();
  await page.route(ISLAND_CHUNK, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return {
    hold() {
      let release: () => void = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}

/** Every script of the site arrives `ms` late: the click lands while the island's code is still coming. */
async function slowScripts(page: Page, ms: number): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };
  await page.route(/\/_astro\/.*\.js$/, handler);
  return () => page.unroute(/\/_astro\/.*\.js$/, handler);
}

/** The wallet option in whichever dialog is open (the page's own, or RainbowKit's). */
const walletOption = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: 'Portico Test Wallet' })
    .filter({ visible: true })
    .first();

/** One click on each, then: connected, the address shown, one prompt. A list shown again idle is a lost click. */
async function expectOneClickConnect(page: Page, wallet: WalletFixture): Promise<void> {
  await expect(page.getByTestId('connection-status')).toHaveText('Connected', { timeout: 30_000 });
  await expect(page.getByTestId('address')).toHaveText(wallet.state.address, { timeout: 30_000 });
  expect(prompts(wallet)).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * `RUNS_PER_MOMENT` first-time visits: `open()` brings the page to the moment under test, then one click on
 * "Connect Wallet" and one on the wallet must connect (`expectOneClickConnect`); the visitor is forgotten after each.
 */
async function connectOnFirstVisits(
  page: Page,
  wallet: WalletFixture,
  open: () => Promise<void>,
): Promise<void> {
  for (let run = 0; run < RUNS_PER_MOMENT; run++) {
    await open();
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await walletOption(page).click();
    await expectOneClickConnect(page, wallet);
    await forget(page, wallet);
  }
}

test.describe('one click on a wallet connects it', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page }) => {
    await throttle(page);
  });

  test(`before the island's scripts run (${RUNS_PER_MOMENT} first-time visits)`, async ({
    page,
    site,
    wallet,
  }) => {
    const island = await islandGate(page);
    for (let run = 0; run < RUNS_PER_MOMENT; run++) {
      const release = island.hold();
      await page.goto(site.url);
      const prompt = wallet.holdNext('eth_requestAccounts');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await walletOption(page).click();
      await expect(page.getByTestId('quick-connect').getByRole('status')).toHaveText(
        'Opening Portico Test Wallet…',
      );
      prompt.approve();
      // Connected before any of the island's code has run: the wallet was asked by the page's own script.
      await expect(page.getByTestId('connection-status')).toHaveText('Connected');
      release();
      await expectOneClickConnect(page, wallet);
      await forget(page, wallet);
    }
  });

  test(`while the island's scripts load (${RUNS_PER_MOMENT} first-time visits)`, async ({
    page,
    site,
    wallet,
  }) => {
    const restore = await slowScripts(page, 400);
    await connectOnFirstVisits(page, wallet, async () => {
      await page.goto(site.url, { waitUntil: 'commit' });
    });
    await restore();
  });

  test(`while RainbowKit's code arrives and renders (${RUNS_PER_MOMENT} first-time visits)`, async ({
    page,
    site,
    wallet,
  }) => {
    await connectOnFirstVisits(page, wallet, async () => {
      await page.goto(site.url);
      await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
      // Pointing at the button starts RainbowKit's download; the clicks follow at once, as a quick visitor's do.
      await page.getByRole('button', { name: 'Connect Wallet' }).hover();
    });
  });

  test(`after everything is idle (${RUNS_PER_MOMENT} first-time visits)`, async ({ page, site, wallet }) => {
    await connectOnFirstVisits(page, wallet, async () => {
      await page.goto(site.url, { waitUntil: 'networkidle' });
    });
  });
});

test.describe('keyboard only: Enter on "Connect Wallet", Enter on the wallet', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page }) => {
    await throttle(page);
    // Samples, every frame, whether focus sits on the body while a connect is under way.
    await page.addInitScript(() => {
      const w = window as unknown as { __watchFocus: boolean; __bodyFocusFrames: number };
      w.__watchFocus = false;
      w.__bodyFocusFrames = 0;
      const sample = () => {
        const active = document.activeElement;
        if (w.__watchFocus && (!active || active === document.body)) w.__bodyFocusFrames += 1;
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  });

  for (const moment of [
    'before the island runs',
    'once the page is idle',
    "once RainbowKit's code is here",
  ] as const) {
    test(`${moment} (5 first-time visits): focus never on the body until the address is shown`, async ({
      page,
      site,
      wallet,
    }) => {
      const island = await islandGate(page);
      for (let run = 0; run < 5; run++) {
        const release = moment === 'before the island runs' ? island.hold() : undefined;
        await page.goto(site.url, { waitUntil: release ? 'commit' : 'networkidle' });
        const button = page.getByRole('button', { name: 'Connect Wallet' });
        await button.focus();
        // Focusing the button starts RainbowKit's download; once it is here, Enter opens RainbowKit's dialog, and
        // the header's button is redrawn under the visitor's focus as RainbowKit takes its place.
        if (moment === "once RainbowKit's code is here")
          await page.locator('html[data-portico-rainbowkit="loaded"]').waitFor({ state: 'attached' });
        await page.evaluate(() => {
          (window as unknown as { __watchFocus: boolean }).__watchFocus = true;
        });
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog')).toBeVisible();
        // A keyboard user starts tabbing once focus is in the dialog (the dialog moves it there as it opens; on a
        // loaded 2-core machine that can take a few frames after the dialog is visible).
        await eventually(() =>
          page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], dialog'))),
        ).toBe(true);
        // From where the dialog put focus, Tab to the wallet (the dialog's list may still be filling in: Tab on
        // until it is there, as a keyboard user would; the path is named if it never gets there).
        const path: string[] = [];
        for (let tab = 0; tab < 12; tab += 1) {
          // A button (the dialog's own container holds every wallet's name too when it has focus).
          const focused = await page.evaluate(() => {
            const active = document.activeElement;
            return `${active?.tagName.toLowerCase()}: ${active?.textContent?.trim() ?? ''}`;
          });
          if (focused.startsWith('button: ') && focused.includes('Portico Test Wallet')) break;
          path.push(focused.slice(0, 40));
          await page.keyboard.press('Tab');
        }
        await expect(walletOption(page), `Tab went through: ${path.join(' → ')}`).toBeFocused();
        await page.keyboard.press('Enter');
        release?.();
        await expectOneClickConnect(page, wallet);
        const bodyFrames = await page.evaluate(
          () => (window as unknown as { __bodyFocusFrames: number }).__bodyFocusFrames,
        );
        expect(bodyFrames, 'animation frames with focus on the body during the connect').toBe(0);
        await expect(page.locator(':focus')).toHaveCount(1);
        await forget(page, wallet);
      }
    });
  }
});

test.describe('a wallet that refuses (4001)', () => {
  for (const moment of ['before the island runs', 'once the page is idle'] as const) {
    test(`${moment}: one action, one clear message, the dialog usable again`, async ({
      page,
      site,
      wallet,
    }) => {
      await throttle(page);
      const island = await islandGate(page);
      const release = moment === 'before the island runs' ? island.hold() : undefined;
      await page.goto(site.url, { waitUntil: release ? 'commit' : 'networkidle' });
      wallet.reject(4001);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await walletOption(page).click();
      release?.();
      const notices = page
        .locator('.Toastify__toast')
        .filter({ hasText: 'Request cancelled in your wallet' });
      await expect(notices).toHaveCount(1);
      // Still one once the island has run and all the wallet was asked is answered and drawn: when a second
      // message for the same refusal would be on screen.
      await islandDrawn(page);
      await afterWalletAnswers(page, wallet);
      await expect(notices).toHaveCount(1);
      expect(prompts(wallet)).toHaveLength(1);
      await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
      // The same dialog, still open, says so (the page's own in words, RainbowKit's with its Retry); picked again,
      // the wallet connects.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveCount(1);
      const retry = dialog.getByRole('button', { name: /retry/i });
      await expect(retry.or(dialog.getByText('Request cancelled in your wallet'))).toBeVisible();
      await ((await retry.isVisible()) ? retry : walletOption(page)).click();
      await expect(page.getByTestId('address')).toHaveText(wallet.state.address, { timeout: 30_000 });
      expect(prompts(wallet)).toHaveLength(2);
    });
  }
});
