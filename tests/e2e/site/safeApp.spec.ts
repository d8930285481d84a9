import {
  chromiumLaunchWithFrameStorage,
  expect,
  installClock,
  pollNow,
  test,
} from 'portico/harness/playwright';
import { installTestWallet } from '../../../harness/wallet/index.ts';
import {
  hostAnswered,
  hostReceived,
  openInSafe,
  ownersConfirmAndExecute,
  safeMessageLookNow,
} from '../portico.ts';

// The app inside the host, with no wallet of the harness's own in the browser: only the Safe connects it.
test.use({ injectWallet: false });

test.describe('the site as a Safe App', () => {
  test('connects as the Safe without a click and shows its address and threshold', async ({ page, safe }) => {
    const frame = await openInSafe(page, safe);
    await expect(frame.getByTestId('address')).toHaveText(safe.address);
    await expect(frame.getByTestId('safe-threshold')).toHaveText('2 of 3 owners must confirm');
    await expect(frame.getByTestId('chain')).toHaveText('BNB Smart Chain (id 56)');
  });

  test('survives a cross-site iframe without storage (private window, Brave) and still connects', async ({
    page,
    safe,
    pageErrors,
  }) => {
    // This browser gives the cross-site frame working storage: deny it there, as a private window or Brave does
    // (reading `localStorage` throws SecurityError).
    await page.context().addInitScript(() => {
      if (window.parent === window) return;
      Object.defineProperty(Window.prototype, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    const frame = await openInSafe(page, safe);
    const storage = await page.frames()[1]?.evaluate(() => {
      // The browser's own storage, past the page's guard: denied to this cross-site frame.
      let browser = 'allowed';
      try {
        Object.getOwnPropertyDescriptor(Window.prototype, 'localStorage')?.get?.call(window);
      } catch (error) {
        browser = (error as Error).name;
      }
      try {
        return { browser, page: typeof window.localStorage.getItem('x') };
      } catch {
        return { browser, page: 'denied' };
      }
    });
    // Storage really is denied here, and the guard answers instead of the browser: nothing threw.
    expect(storage).toEqual({ browser: 'SecurityError', page: 'object' });
    await expect(frame.getByTestId('address')).toHaveText(safe.address);
    expect(pageErrors.messages).toEqual([]);
  });

  test('with storage allowed, a visitor who last used a browser wallet still comes back as the Safe', async ({
    site,
    safe,
    chain,
    ownBrowser,
  }) => {
    // Chromium here blocks third-party storage like a private window; this browser allows it (partitioned),
    // as a default desktop Chrome profile with third-party cookies allowed does.
    const context = await ownBrowser.newContext(chromiumLaunchWithFrameStorage);
    const wallet = await installTestWallet(context, {
      rpcUrl: chain.rpcUrl,
      authorized: true,
    });
    // What an earlier visit inside Safe left in the app's (partitioned) storage: the browser wallet was last,
    // and wagmi's store still holds its connection (so the page's storage checks honour the recent connector).
    const appOrigin = new URL(site.url).origin;
    const earlierVisit = {
      state: {
        connections: {
          __type: 'Map',
          value: [
            [
              'earlier',
              {
                accounts: [wallet.state.address],
                chainId: 56,
                connector: { id: 'injected', name: 'Injected', type: 'injected', uid: 'earlier' },
              },
            ],
          ],
        },
        chainId: 56,
        current: 'earlier',
      },
      version: 2,
    };
    await context.addInitScript(
      ({ origin, store }) => {
        if (window.location.origin === origin && window.parent !== window) {
          // Kept for the check below: the page replaces window.localStorage with its checked view.
          (window as unknown as { rawStorage: Storage }).rawStorage = window.localStorage;
          window.localStorage.setItem('wagmi.store', store);
          window.localStorage.setItem('wagmi.recentConnectorId', '"injected"');
        }
      },
      { origin: appOrigin, store: JSON.stringify(earlierVisit) },
    );
    const page = context.pages()[0] ?? (await context.newPage());
    const frame = await safe.open(page);
    await expect(frame.getByTestId('wallet-name')).toHaveText('Safe', {
      timeout: 20_000,
    });
    await expect(frame.getByTestId('address')).toHaveText(safe.address);
    const appFrame = safe.appFrame(page);
    // Storage really was there and still names the browser wallet as the last one used (wagmi's reconnect
    // does not rewrite it), and the injected wallet would have answered: the Safe won on purpose.
    // Read past the page's checked view of storage (which hides a recent connector it does not honour).
    const recent = await appFrame?.evaluate(() =>
      (window as unknown as { rawStorage: Storage }).rawStorage.getItem('wagmi.recentConnectorId'),
    );
    expect(recent).toBe('"injected"');
    expect(wallet.state.authorized).toBe(true);
  });

  test('a host that is not on the allowed list gets no Safe connection, and the site says so', async ({
    page,
    safe,
  }) => {
    const frame = await safe.open(page, {}, { foreign: true });
    await expect(frame.getByTestId('foreign-host')).toContainText(
      `embedded by ${safe.foreignHostOrigin}, which is not an allowed Safe host`,
      { timeout: 20_000 },
    );
    await expect(frame.getByTestId('connection-status')).toHaveText('Disconnected');
  });

  test('a test transaction is followed through confirmations and execution to success', async ({
    page,
    safe,
  }) => {
    await installClock(page);
    const frame = await openInSafe(page, safe);
    await frame.getByTestId('send-test-tx').click();
    const proposed = await ownersConfirmAndExecute(safe, frame.getByTestId('tx-status'));
    const executed = (await safe.state()).txs.find((tx) => tx.safeTxHash === proposed.safeTxHash);
    expect(executed?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    await expect(frame.getByTestId('tx-hash')).toHaveText(executed?.txHash ?? '');
    await expect(frame.locator('.Toastify')).toContainText('Transaction confirmed.');
  });

  test('a Safe transaction whose nonce is replaced ends as cancelled', async ({ page, safe }) => {
    await installClock(page);
    const frame = await openInSafe(page, safe);
    await frame.getByTestId('send-test-tx').click();
    const proposed = await safe.waitForProposal();
    // Another transaction takes the nonce (the default rejection, a 0-value call to the Safe, would be this
    // very transaction: the site's test transaction is exactly that).
    await safe.replaceNonce(proposed.nonce, '0x000000000000000000000000000000000000dEaD');
    await pollNow(page);
    await expect(frame.getByTestId('tx-status')).toHaveAttribute('data-state', 'cancelled', {
      timeout: 20_000,
    });
    await expect(frame.locator('.Toastify')).toContainText('cancelled');
  });

  test('rejecting the transaction in Safe reads like a wallet rejection', async ({ page, safe }) => {
    const frame = await openInSafe(page, safe, { rejectNextTx: 'true' });
    await frame.getByTestId('send-test-tx').click();
    const toast = frame.locator('.Toastify__toast').filter({ hasText: 'Request cancelled in your wallet' });
    await expect(toast).toBeVisible();
    await expect(frame.getByTestId('send-test-tx')).toBeEnabled();
  });

  test('signing off-chain waits for the owners, then verifies through EIP-1271', async ({ page, safe }) => {
    await installClock(page);
    const frame = await openInSafe(page, safe, { signing: 'offchain' });
    await frame.getByTestId('sign-message').click();
    const messageHash = await safe.waitForMessage();
    // Until the owners confirm, the host holds the app's request for the signature unanswered: the page shows its
    // wait, and no result. Read once, with the host's answer known not to have come.
    const [signing] = await hostReceived(page, 'signMessage');
    expect(signing).toBeDefined();
    expect(await hostAnswered(page, signing?.id ?? '')).toBe(false);
    await expect(frame.getByTestId('sign-message-stop')).toBeVisible();
    expect(await frame.getByTestId('sign-result').count()).toBe(0);
    await safe.confirmMessage(messageHash, 1);
    await safeMessageLookNow(page);
    await expect(frame.getByTestId('sign-result')).toHaveAttribute('data-valid', 'true', { timeout: 20_000 });
    await expect(frame.getByTestId('sign-result')).toContainText('EIP-1271');
  });

  test('signing on-chain (no EIP1271 feature) verifies once the owners execute SignMessageLib', async ({
    page,
    safe,
  }) => {
    await installClock(page);
    const frame = await openInSafe(page, safe, { signing: 'onchain' });
    await frame.getByTestId('sign-message').click();
    const proposed = await safe.waitForProposal();
    await safe.approve(proposed.safeTxHash);
    await safeMessageLookNow(page);
    await expect(frame.getByTestId('sign-result')).toHaveAttribute('data-valid', 'true', { timeout: 30_000 });
  });

  test('the address book needs permission: granted shows contacts, refused is a calm notice', async ({
    page,
    safe,
  }) => {
    const frame = await openInSafe(page, safe, { permissions: 'reject' });
    await frame.getByTestId('load-address-book').click();
    await expect(frame.locator('.Toastify')).toContainText('Permission declined in your Safe');
    const granted = await safe.open(page, { permissions: 'accept' });
    await granted.getByTestId('load-address-book').click();
    await expect(granted.getByTestId('address-book-count')).toContainText('contacts');
  });
});

test.describe('the error catalogue, raised by the real Safe Apps SDK and provider', () => {
  const cases: Array<{
    name: string;
    call: Record<string, unknown>;
    shown: string;
  }> = [
    {
      name: 'No transactions were passed',
      call: { kind: 'sdk', path: 'txs.send', args: [{ txs: [] }] },
      shown: 'No transactions were passed',
    },
    {
      name: 'Invalid safeTxHash',
      call: { kind: 'sdk', path: 'txs.getBySafeTxHash', args: [''] },
      shown: 'Invalid safeTxHash',
    },
    {
      name: 'Invalid typed data',
      call: {
        kind: 'sdk',
        path: 'txs.signTypedMessage',
        args: [{ types: {} }],
      },
      shown: 'Invalid typed data',
    },
    {
      name: 'Permissions request is invalid (4001)',
      call: {
        kind: 'sdk',
        path: 'wallet.requestPermissions',
        args: [[{ eth_accounts: {} }]],
      },
      shown: 'Permissions request is invalid',
    },
    {
      name: '"{method}" not implemented',
      call: { kind: 'provider', method: 'eth_subscribe', params: ['newHeads'] },
      shown: '"eth_subscribe" not implemented',
    },
    {
      name: 'The address or message hash is invalid',
      call: {
        kind: 'provider',
        method: 'personal_sign',
        params: ['0x68656c6c6f', '0x000000000000000000000000000000000000dEaD'],
      },
      shown: 'The address or message hash is invalid',
    },
    {
      name: 'The address is invalid',
      call: {
        kind: 'provider',
        method: 'eth_signTypedData_v4',
        params: ['0x000000000000000000000000000000000000dEaD', '{}'],
      },
      shown: 'The address is invalid',
    },
  ];

  for (const { name, call, shown } of cases) {
    test(name, async ({ page, safe }) => {
      const frame = await openInSafe(page, safe);
      await expect(frame.getByTestId('safe-threshold')).toContainText('owners');
      const appFrame = safe.appFrame(page);
      const outcome = (await appFrame?.evaluate(
        (c) =>
          (
            window as unknown as {
              __porticoSafeProbe(c: unknown): Promise<{ ok: boolean; message?: string; code?: unknown }>;
            }
          ).__porticoSafeProbe(c),
        call,
      )) as { ok: boolean; message?: string; code?: unknown };
      expect(outcome.ok).toBe(false);
      expect(outcome.message).toContain(
        name.replace(/ \(4001\)$/, '').replace('"{method}"', '"eth_subscribe"'),
      );
      if (name.includes('4001')) expect(outcome.code).toBe(4001);
      await expect(frame.locator('.Toastify')).toContainText(shown);
    });
  }

  test('Permissions rejected (4001) when the owner refuses', async ({ page, safe }) => {
    const frame = await openInSafe(page, safe, { permissions: 'reject' });
    await expect(frame.getByTestId('safe-threshold')).toContainText('owners');
    const appFrame = safe.appFrame(page);
    const outcome = (await appFrame?.evaluate(() =>
      (
        window as unknown as {
          __porticoSafeProbe(c: unknown): Promise<{ message?: string; code?: unknown }>;
        }
      ).__porticoSafeProbe({
        kind: 'sdk',
        path: 'wallet.requestPermissions',
        args: [[{ requestAddressBook: {} }]],
      }),
    )) as { message?: string; code?: unknown };
    expect(outcome).toMatchObject({
      message: 'Permissions rejected',
      code: 4001,
    });
    await expect(frame.locator('.Toastify')).toContainText('Permission declined in your Safe');
  });
});
