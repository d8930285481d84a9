import type { Page } from '@playwright/test';
import { installClock, TEST_ACCOUNTS } from 'portico/harness/playwright';
import { sdksIn } from '../../../bench/sdkMarkers.ts';
import { expectSigningWorks, openWithoutModules, safeInfoTimeoutPassed } from '../portico.ts';
import { expect, openDialog, test } from './defaults.ts';

// A case that cannot get its answer in 30 s has failed; waiting the default 60 s adds nothing.
test.describe.configure({ timeout: 30_000 });

// Group E of the fault catalogue (docs/testing.md): browser, storage and environment. Already covered elsewhere and not repeated:
// `wagmi.store` = `{` together with a gone `recentConnectorId` (tests/e2e/site/wallet.spec.ts), storage denied
// and partitioned in the cross-site Safe iframe (tests/e2e/site/safeApp.spec.ts).

const account0 = TEST_ACCOUNTS[0]?.address ?? '';

/** Seeds local storage once, before the first load (a reload keeps what the app then wrote). */
function seedOnce(seed: Record<string, string>) {
  if (sessionStorage.getItem('portico.seeded')) return;
  sessionStorage.setItem('portico.seeded', '1');
  for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
}

/** Opens `url` with local storage seeded first; the app loads and shows a visitor who is not connected. */
async function openSeeded(page: Page, url: string, seed: Record<string, string>): Promise<void> {
  await page.addInitScript(seedOnce, seed);
  await page.goto(url);
  await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
}

test.describe('E. corrupted local storage', () => {
  const stores: Array<{ name: string; value: string }> = [
    { name: 'null', value: 'null' },
    { name: '"[]" (a JSON string)', value: '"[]"' },
    { name: 'a number', value: '42' },
    {
      name: 'a valid JSON object of the wrong shape',
      value: JSON.stringify({
        state: { connections: 'nope', current: 7, chainId: 'x' },
        version: 'two',
      }),
    },
    {
      name: 'connections for a connector that no longer exists',
      value: JSON.stringify({
        state: {
          connections: {
            __type: 'Map',
            value: [
              [
                'gone',
                {
                  accounts: [account0],
                  chainId: 56,
                  connector: { id: 'gone', uid: 'gone' },
                },
              ],
            ],
          },
          current: 'gone',
          chainId: 56,
        },
        version: 2,
      }),
    },
  ];
  // Each bad entry on its own: the app loads as for a first visit, fetches nothing from outside, and connects.
  const seeds = [
    ...stores.map(({ name, value }) => ({
      title: `wagmi.store set to ${name}`,
      seed: { 'wagmi.store': value },
    })),
    ...['"gone-wallet"', '"metaMask"', '{', '5'].map((recent) => ({
      title: `wagmi.recentConnectorId = ${recent}`,
      seed: { 'wagmi.recentConnectorId': recent },
    })),
  ];
  for (const { title, seed } of seeds) {
    test(`E: ${title} → the app loads, state resets, no SDK is fetched, connecting works`, async ({
      page,
      site,
      wallet,
      outsideRequests,
    }) => {
      // The SDKs are chunks of the site itself: each script the page loads is read for their markers (the ones the
      // page-weight budget uses: Safe Apps, WalletConnect, Coinbase, MetaMask, QR code).
      const loaded: Promise<string[]>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          loaded.push(response.text().then(sdksIn, () => []));
      });
      await openSeeded(page, site.url, seed);
      await wallet.connect(page);
      await expect(page.getByTestId('address')).toHaveText(account0);
      expect(outsideRequests).toEqual([]);
      expect(loaded.length).toBeGreaterThan(0);
      expect((await Promise.all(loaded)).flat(), 'SDKs among the scripts the page loaded').toEqual([]);
      await page.reload();
      await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    });
  }
});

test.describe('E. storage full or unavailable', () => {
  test('E: localStorage full (setItem throws QuotaExceededError) → the app works and does not persist', async ({
    page,
    wallet,
  }) => {
    await page.addInitScript(() => {
      const real = window.localStorage;
      const w = window as unknown as { __realStorage: Storage; __refusedWrites: number };
      w.__realStorage = real;
      w.__refusedWrites = 0;
      Storage.prototype.setItem = () => {
        w.__refusedWrites += 1;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await wallet.openConnected(page);
    await expectSigningWorks(page);
    // The app did try to keep the connection (and went on when refused): the full-storage path was taken.
    const refused = await page.evaluate(
      () => (window as unknown as { __refusedWrites: number }).__refusedWrites,
    );
    expect(refused).toBeGreaterThan(0);
    const stored = await page.evaluate(() =>
      (window as unknown as { __realStorage: Storage }).__realStorage.getItem('wagmi.store'),
    );
    expect(stored).toBeNull();
  });

  test('E: localStorage unavailable (reading it throws SecurityError) → the app works', async ({
    page,
    wallet,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await wallet.openConnected(page);
    await expect(page.getByTestId('address')).toHaveText(account0);
    await expectSigningWorks(page);
  });
});

test.describe('E. environment', () => {
  test('E: the same origin in two tabs; one disconnects → the other is consistent after a reload', async ({
    page,
    context,
    wallet,
  }) => {
    await wallet.openReturning(page);
    // The second tab opens the very page the first one shows.
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('connection-status')).toHaveText('Connected');
    await page.getByTestId('wallet-button').click();
    await page.getByTestId('rk-disconnect-button').click();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await other.reload();
    await expect(other.getByTestId('connection-status')).toHaveText('Disconnected');
    await expect(other.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });

  test('E: alert/confirm/prompt are never used (the Safe sandbox has no allow-modals)', async ({
    page,
    site,
    wallet,
  }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __modalCalls: string[] }).__modalCalls = calls;
      for (const name of ['alert', 'confirm', 'prompt'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          value: () => {
            calls.push(name);
            return null;
          },
        });
      }
    });
    await page.goto(site.url);
    wallet.rejectNext();
    await openDialog(page);
    await page.getByRole('dialog').getByText('Portico Test Wallet').click();
    await expect(page.locator('.Toastify')).toContainText('Request cancelled in your wallet');
    await page.keyboard.press('Escape');
    await wallet.connect(page);
    wallet.rejectNext('personal_sign');
    await page.getByTestId('sign-message').click();
    await wallet.setChain(1);
    await expect(page.getByTestId('wrong-network')).toBeVisible();
    await page.getByTestId('switch-network').click();
    await expect(page.getByTestId('chain')).toHaveText('BNB Smart Chain (id 56)');
    await page.getByTestId('copy-address').click();
    expect(await page.evaluate(() => (window as unknown as { __modalCalls: string[] }).__modalCalls)).toEqual(
      [],
    );
  });

  test('E: offline, then back online → reads resume without a reload and no new connection prompt', async ({
    page,
    context,
    wallet,
    chain,
  }) => {
    await wallet.openReturning(page);
    await expect(page.getByTestId('balance-native')).toHaveText(/^\d/);
    const before = await page.getByTestId('balance-native').textContent();
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await chain.setBalance({
      address: account0 as `0x${string}`,
      value: 2n * 10n ** 18n,
    }); // 2 BNB
    wallet.clearRequests();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('balance-native')).toHaveText('2');
    expect(before).not.toBe('2');
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    expect(wallet.requestsFor('eth_requestAccounts')).toEqual([]);
    expect(wallet.requestsFor('wallet_requestPermissions')).toEqual([]);
  });

  test('E: a narrow phone viewport (320×568) → the connect dialog fits and connects', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(site.url);
    await openDialog(page);
    const option = page.getByRole('dialog').getByText('Portico Test Wallet');
    await expect(option).toBeInViewport();
    await option.click();
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // No wallet in the browser: the page alone, and the Safe frame's dialog without an injected wallet listed.
  test.describe(() => {
    test.use({ injectWallet: false });

    test('E: the island scripts fail to load (/_astro/*.js blocked) → the static page still renders', async ({
      page,
      site,
    }) => {
      await openWithoutModules(page, site.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portico');
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
      await expect(page.locator('footer')).toContainText('BNB Smart Chain (id 56)');
    });

    test('E: the island scripts fail to load → a "could not load" line replaces the endless "Loading…"', async ({
      page,
      site,
    }) => {
      // The page's own script (components/QuickConnect.astro) sees the island's modules fail and says so; the
      // static button still opens the page's dialog, which says the same instead of listing wallets that cannot load.
      await openWithoutModules(page, site.url);
      await expect(page.getByTestId('connection-status')).toHaveText('Could not load. Reload the page.');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(page.getByTestId('quick-connect').getByRole('status')).toHaveText(
        'The wallet list could not load. Check your connection and reload the page.',
      );
    });

    test('E: inside a small Safe iframe (360×480) the dialog stays usable', async ({ page, safe }) => {
      // The mock host with a silent getSafeInfo: inside the frame, standalone, the visitor opens the dialog.
      await page.setViewportSize({ width: 740, height: 480 });
      // The app's 1 s wait for the silent host runs on the page clock: moved past, not waited out.
      await installClock(page);
      const frame = await safe.open(page, { silent: 'getSafeInfo' });
      await safeInfoTimeoutPassed(page);
      await expect(frame.getByTestId('connection-status')).toHaveText('Disconnected');
      await openDialog(frame);
      const safeOption = frame.getByTestId('wallet-option-safe');
      await expect(safeOption).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(frame.getByRole('dialog')).toHaveCount(0);
      await expect(frame.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
    });

    test('E: inside a small Safe iframe (360×480) the dialog Close button is on screen', async ({
      page,
      safe,
    }) => {
      await page.setViewportSize({ width: 740, height: 480 });
      // The app's 1 s wait for the silent host runs on the page clock: moved past, not waited out.
      await installClock(page);
      const frame = await safe.open(page, { silent: 'getSafeInfo' });
      await safeInfoTimeoutPassed(page);
      await expect(frame.getByTestId('connection-status')).toHaveText('Disconnected');
      await openDialog(frame);
      const close = frame.getByRole('dialog').getByLabel('Close');
      await expect(close).toBeInViewport();
      await close.click();
      await expect(frame.getByRole('dialog')).toHaveCount(0);
    });
  });
});
