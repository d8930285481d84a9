import type { Page } from '@playwright/test';
import { test as base, eventually, expect, TEST_ACCOUNTS, walletErrors } from 'portico/harness/playwright';
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  recoverMessageAddress,
  recoverTypedDataAddress,
  stringToHex,
} from 'viem';
import { ethRequest, recordEventsInitScript, recordedEvents, startPageServer } from './pages.ts';

// The test wallet on its own, against blank loopback pages (no site): the harness's `wallet` fixture, on the
// worker's fork, with every provider event recorded in the page.
type PageServer = Awaited<ReturnType<typeof startPageServer>>;

// Two blank pages' servers per test (a test fixture: a worker fixture would give this file workers of its own).
const test = base.extend<{ pageServers: [PageServer, PageServer] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  pageServers: async ({}, use) => {
    const servers = await Promise.all([startPageServer(), startPageServer()]);
    try {
      await use(servers);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  },
});

let site: PageServer;
let otherSite: PageServer;
test.beforeEach(async ({ context, pageServers }) => {
  [site, otherSite] = pageServers;
  await context.addInitScript(recordEventsInitScript);
});

const [alice, bob] = TEST_ACCOUNTS as [(typeof TEST_ACCOUNTS)[number], (typeof TEST_ACCOUNTS)[number]];
const typedData = {
  domain: {
    name: 'Portico',
    version: '1',
    chainId: 56,
    verifyingContract: '0x55d398326f99059fF775485246999027B3197955',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    contents: 'hello',
  },
} as const;

/** Sends the requests at once from the page; the methods in the order their answers arrived there. */
function answerOrder(page: Page, methods: readonly string[]): Promise<string[]> {
  return page.evaluate(async (asked) => {
    const { ethereum } = window as unknown as {
      ethereum: { request(a: { method: string }): Promise<unknown> };
    };
    const order: string[] = [];
    await Promise.all(asked.map((method) => ethereum.request({ method }).then(() => order.push(method))));
    return order;
  }, methods);
}

test.describe('injection', () => {
  test('default: window.ethereum and an EIP-6963 announcement of its own identity', async ({
    page,
    wallet,
  }) => {
    await page.goto(site.origin);
    const found = await page.evaluate(() => {
      const seen: { info: Record<string, string>; same: boolean }[] = [];
      window.addEventListener('eip6963:announceProvider', (event) => {
        const detail = (event as CustomEvent).detail as {
          info: Record<string, string>;
          provider: unknown;
        };
        seen.push({
          info: detail.info,
          same: detail.provider === (window as unknown as { ethereum: unknown }).ethereum,
        });
      });
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      const eth = (window as unknown as { ethereum: Record<string, unknown> }).ethereum;
      return {
        seen,
        isMetaMask: 'isMetaMask' in eth,
        hasRequest: typeof eth.request === 'function',
      };
    });
    expect(found.isMetaMask).toBe(false);
    expect(found.hasRequest).toBe(true);
    expect(found.seen).toHaveLength(1);
    expect(found.seen[0]?.same).toBe(true);
    expect(found.seen[0]?.info).toMatchObject({
      name: 'Portico Test Wallet',
      rdns: 'dev.portico.testwallet',
    });
    expect(found.seen[0]?.info.icon).toMatch(/^data:image\/svg\+xml/);
    expect(found.seen[0]?.info.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(wallet.requests).toEqual([]);
  });

  test('behavior: announced at start, before the page asks', async ({ context, page, wallet }) => {
    await context.addInitScript(() => {
      const w = window as unknown as { __announced: string[] };
      w.__announced = [];
      window.addEventListener('eip6963:announceProvider', (event) => {
        w.__announced.push((event as CustomEvent).detail.info.rdns);
      });
    });
    // The wallet's own init script ran first, so it announced before this listener existed:
    // a page that listens late must ask, and then gets the answer.
    await page.goto(site.origin);
    const announced = await page.evaluate(() => {
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      return (window as unknown as { __announced: string[] }).__announced;
    });
    expect(announced).toEqual(['dev.portico.testwallet']);
    expect(wallet.state.chainId).toBe(56);
  });

  test('behavior: emits connect with the chain once loaded', async ({ page, wallet }) => {
    await page.goto(site.origin);
    await eventually(() => recordedEvents(page)).toEqual([['connect', { chainId: '0x38' }]]);
    expect(wallet.requests).toEqual([]);
  });

  test('behavior: works inside a cross-origin iframe', async ({ page, wallet }) => {
    await page.goto(`${site.origin}/frame-host?src=${encodeURIComponent(`${otherSite.origin}/blank`)}`);
    const frame = page.frameLocator('#app');
    await expect(frame.locator('p')).toHaveText('blank');
    const child = page.frames().find((f) => f.url().startsWith(otherSite.origin));
    if (!child) throw new Error('iframe missing');
    expect(await ethRequest(child, 'eth_requestAccounts')).toEqual({
      ok: true,
      result: [alice.address],
    });
    expect(wallet.requests[0]).toMatchObject({
      method: 'eth_requestAccounts',
      origin: otherSite.origin,
    });
    await wallet.setChain(1);
    await eventually(() => recordedEvents(child)).toContainEqual(['chainChanged', '0x1']);
  });

  test('behavior: a malformed request argument is refused with -32600', async ({ page }) => {
    await page.goto(site.origin);
    const outcome = await page.evaluate(() =>
      (
        window as unknown as {
          ethereum: { request(a: unknown): Promise<unknown> };
        }
      ).ethereum
        .request('eth_chainId')
        .catch((e: { code: number }) => e.code),
    );
    expect(outcome).toBe(-32600);
  });
});

test.describe('connect', () => {
  test('default: eth_accounts empty until eth_requestAccounts approves', async ({ page, wallet }) => {
    await page.goto(site.origin);
    expect(await ethRequest(page, 'eth_accounts')).toEqual({
      ok: true,
      result: [],
    });
    expect(await ethRequest(page, 'eth_chainId')).toEqual({
      ok: true,
      result: '0x38',
    });
    expect(await ethRequest(page, 'eth_requestAccounts')).toEqual({
      ok: true,
      result: [alice.address],
    });
    expect(await ethRequest(page, 'eth_accounts')).toEqual({
      ok: true,
      result: [alice.address],
    });
    await eventually(() => recordedEvents(page)).toContainEqual(['accountsChanged', [alice.address]]);
    expect(wallet.requests.map((r) => r.method)).toEqual([
      'eth_accounts',
      'eth_chainId',
      'eth_requestAccounts',
      'eth_accounts',
    ]);
  });

  test('behavior: wallet_requestPermissions returns the eth_accounts permission', async ({ page }) => {
    await page.goto(site.origin);
    const outcome = await ethRequest(page, 'wallet_requestPermissions', [{ eth_accounts: {} }]);
    expect(outcome).toMatchObject({
      ok: true,
      result: [{ parentCapability: 'eth_accounts' }],
    });
  });

  test('behavior: user rejects (4001)', async ({ page, wallet }) => {
    await page.goto(site.origin);
    wallet.rejectNext();
    expect(await ethRequest(page, 'eth_requestAccounts')).toEqual({
      ok: false,
      code: 4001,
      message: 'User rejected the request.',
      data: undefined,
      isError: true,
    });
    expect(wallet.state.authorized).toBe(false);
  });

  test('behavior: a held prompt answers -32002 to a second one, then resolves when approved', async ({
    page,
    wallet,
  }) => {
    await page.goto(site.origin);
    const held = wallet.holdNext('wallet_requestPermissions');
    const first = ethRequest(page, 'wallet_requestPermissions', [{ eth_accounts: {} }]);
    await held.arrived;
    const second = await ethRequest(page, 'eth_requestAccounts');
    expect(second).toMatchObject({
      ok: false,
      code: -32002,
      message: `Request of type 'wallet_requestPermissions' already pending for origin ${site.origin}. Please wait.`,
    });
    held.approve();
    expect(await first).toMatchObject({ ok: true });
    expect(await ethRequest(page, 'eth_requestAccounts')).toEqual({
      ok: true,
      result: [alice.address],
    });
  });

  test('behavior: a held prompt can be rejected later', async ({ page, wallet }) => {
    await page.goto(site.origin);
    const held = wallet.holdNext();
    const pending = ethRequest(page, 'eth_requestAccounts');
    expect((await held.arrived).status).toBe('open');
    held.reject();
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
    expect(wallet.requestsFor('eth_requestAccounts')[0]?.status).toBe('rejected');
  });
});

test.describe('signing and sending', () => {
  test.use({ walletOptions: { authorized: true } });

  test('default: personal_sign gives a real signature of the account', async ({ page }) => {
    await page.goto(site.origin);
    const message = 'Sign in to Portico';
    const outcome = await ethRequest(page, 'personal_sign', [stringToHex(message), alice.address]);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    expect(
      await recoverMessageAddress({
        message,
        signature: outcome.result as Hex,
      }),
    ).toBe(alice.address);
  });

  test('default: eth_signTypedData_v4 gives a real signature of the account', async ({ page }) => {
    await page.goto(site.origin);
    const outcome = await ethRequest(page, 'eth_signTypedData_v4', [
      alice.address,
      JSON.stringify(typedData),
    ]);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { EIP712Domain: _, ...types } = typedData.types;
    const recovered = await recoverTypedDataAddress({
      ...typedData,
      types,
      signature: outcome.result as Hex,
    });
    expect(recovered).toBe(alice.address);
  });

  test('default: eth_sendTransaction is signed, sent and mined on anvil', async ({ page, wallet, chain }) => {
    await page.goto(site.origin);
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const before = await client.getBalance({ address: bob.address });
    const value = parseEther('1.5');
    const outcome = await ethRequest(page, 'eth_sendTransaction', [
      {
        from: alice.address,
        to: bob.address,
        value: `0x${value.toString(16)}`,
      },
    ]);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const receipt = await client.waitForTransactionReceipt({
      hash: outcome.result as Hex,
      pollingInterval: 50,
    });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(alice.address.toLowerCase());
    expect(await client.getBalance({ address: bob.address })).toBe(before + value);
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(1);
    // Reads go to the chain: the page sees the receipt too.
    expect(await ethRequest(page, 'eth_getTransactionReceipt', [outcome.result])).toMatchObject({
      ok: true,
      result: { status: '0x1' },
    });
  });

  test('behavior: signing for another address is refused with 4100', async ({ page }) => {
    await page.goto(site.origin);
    expect(await ethRequest(page, 'personal_sign', ['0x1234', bob.address])).toMatchObject({
      ok: false,
      code: 4100,
    });
  });

  test('behavior: the log proves nothing was sent', async ({ page, wallet }) => {
    await page.goto(site.origin);
    wallet.rejectNext('personal_sign');
    await ethRequest(page, 'personal_sign', ['0x1234', alice.address]);
    expect(wallet.requestsFor('eth_sendTransaction')).toEqual([]);
    expect(wallet.requests.map((r) => [r.method, r.params, r.status])).toEqual([
      ['personal_sign', ['0x1234', alice.address], 'rejected'],
    ]);
  });
});

test.describe('events', () => {
  test.use({ walletOptions: { authorized: true } });

  test('behavior: switching accounts emits accountsChanged', async ({ page, wallet }) => {
    await page.goto(site.origin);
    await wallet.switchAccount(1);
    await eventually(() => recordedEvents(page)).toContainEqual(['accountsChanged', [bob.address]]);
    expect(await ethRequest(page, 'eth_accounts')).toEqual({
      ok: true,
      result: [bob.address],
    });
    await wallet.emitAccountsChanged([]);
    await eventually(() => recordedEvents(page)).toContainEqual(['accountsChanged', []]);
  });

  test('behavior: a chain change emits chainChanged (hex) and eth_chainId follows', async ({
    page,
    wallet,
  }) => {
    await page.goto(site.origin);
    await wallet.setChain(97);
    await eventually(() => recordedEvents(page)).toContainEqual(['chainChanged', '0x61']);
    expect(await ethRequest(page, 'eth_chainId')).toEqual({
      ok: true,
      result: '0x61',
    });
    expect(await ethRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x38' }])).toEqual({
      ok: true,
      result: null,
    });
    await eventually(() => recordedEvents(page)).toContainEqual(['chainChanged', '0x38']);
  });

  test('behavior: disconnect emits 4900 and requests fail until reconnect', async ({ page, wallet }) => {
    await page.goto(site.origin);
    await wallet.disconnect();
    await eventually(() => recordedEvents(page)).toContainEqual([
      'disconnect',
      expect.objectContaining({ code: 4900 }),
    ]);
    expect(await ethRequest(page, 'eth_chainId')).toMatchObject({
      ok: false,
      code: 4900,
    });
    expect(
      await page.evaluate(() =>
        (window as unknown as { ethereum: { isConnected(): boolean } }).ethereum.isConnected(),
      ),
    ).toBe(false);
    await wallet.reconnect();
    expect(await ethRequest(page, 'eth_chainId')).toEqual({
      ok: true,
      result: '0x38',
    });
  });
});

test.describe('chain switching', () => {
  test('behavior: 4902 for an unknown chain, then add + switch succeeds', async ({ page, wallet }) => {
    await page.goto(site.origin);
    await wallet.setChain(1);
    wallet.forgetChain(56);
    expect(await ethRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x38' }])).toMatchObject({
      ok: false,
      code: 4902,
    });
    const add = {
      chainId: '0x38',
      chainName: 'BNB Smart Chain',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: ['https://bsc-dataseed.bnbchain.org'],
    };
    wallet.setFault('wallet_addEthereumChain', undefined);
    expect(await ethRequest(page, 'wallet_addEthereumChain', [add])).toEqual({
      ok: true,
      result: null,
    });
    expect(await ethRequest(page, 'eth_chainId')).toEqual({
      ok: true,
      result: '0x38',
    });
    await wallet.setChain(1);
    expect(await ethRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x38' }])).toEqual({
      ok: true,
      result: null,
    });
    expect(wallet.requests.map((r) => [r.method, r.status])).toEqual([
      ['wallet_switchEthereumChain', 'rejected'],
      ['wallet_addEthereumChain', 'resolved'],
      ['eth_chainId', 'resolved'],
      ['wallet_switchEthereumChain', 'resolved'],
    ]);
  });

  test('behavior: refusing to switch (4200 unsupported, or a generic failure)', async ({ page, wallet }) => {
    await page.goto(site.origin);
    await wallet.setChain(1);
    wallet.setFault('wallet_switchEthereumChain', {
      type: 'error',
      error: walletErrors.unsupportedMethod('wallet_switchEthereumChain'),
    });
    expect(await ethRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x38' }])).toMatchObject({
      ok: false,
      code: 4200,
    });
    wallet.setFault('wallet_switchEthereumChain', {
      type: 'error',
      error: walletErrors.switchFailed(),
    });
    expect(await ethRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x38' }])).toMatchObject({
      ok: false,
      code: -32603,
    });
    expect(wallet.state.chainId).toBe(1);
  });

  test('behavior: 4902 nested the MetaMask Mobile way', async ({ page, wallet }) => {
    await page.goto(site.origin);
    wallet.respondNext(
      {
        type: 'error',
        error: {
          code: -32603,
          message: 'Internal error',
          data: { originalError: { code: 4902 } },
        },
      },
      'wallet_switchEthereumChain',
    );
    expect(await ethRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x38' }])).toMatchObject({
      ok: false,
      code: -32603,
      data: { originalError: { code: 4902 } },
    });
  });
});

test.describe('faults', () => {
  test('behavior: malformed replies are delivered verbatim', async ({ page, wallet }) => {
    await page.goto(site.origin);
    wallet.setFault('eth_chainId', { type: 'result', value: '56' });
    expect(await ethRequest(page, 'eth_chainId')).toEqual({
      ok: true,
      result: '56',
    });
    wallet.setFault('eth_chainId', { type: 'result', value: null });
    expect(await ethRequest(page, 'eth_chainId')).toEqual({
      ok: true,
      result: null,
    });
    wallet.respondNext({ type: 'result', value: ['not-an-address'] }, 'eth_requestAccounts');
    expect(await ethRequest(page, 'eth_requestAccounts')).toEqual({
      ok: true,
      result: ['not-an-address'],
    });
    wallet.respondNext({ type: 'throw', value: 'a bare string' }, 'eth_accounts');
    expect(await ethRequest(page, 'eth_accounts')).toMatchObject({
      ok: false,
      isError: false,
    });
  });

  test('behavior: slow and silent', async ({ page, wallet }) => {
    await page.goto(site.origin);
    // Slow: answered, but after a request sent later that is not slowed (the order of answers, not a clock).
    wallet.setFault('eth_blockNumber', { type: 'delay', ms: 300 });
    expect(await answerOrder(page, ['eth_blockNumber', 'eth_chainId'])).toEqual([
      'eth_chainId',
      'eth_blockNumber',
    ]);
    expect(wallet.requestsFor('eth_blockNumber').map((r) => r.status)).toEqual(['resolved']);
    // Silent: never answered, though a request sent after it is.
    wallet.setFault('eth_blockNumber', { type: 'silent' });
    const answered = await page.evaluate(async () => {
      const { ethereum } = window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } };
      let silent = 'no answer';
      void ethereum.request({ method: 'eth_blockNumber' }).then(() => {
        silent = 'answered';
      });
      await ethereum.request({ method: 'eth_chainId' });
      return silent;
    });
    expect(answered).toBe('no answer');
    expect(wallet.requestsFor('eth_blockNumber').map((r) => r.status)).toEqual(['resolved', 'open']);
  });

  test('behavior: answerSlowly holds one method, or every one, until it is undone', async ({
    page,
    wallet,
  }) => {
    await page.goto(site.origin);
    // Told by the order of answers, not by a clock.
    wallet.answerSlowly(800, 'eth_blockNumber');
    // Only the slowed method waits: the other, sent after it, is answered first.
    expect(await answerOrder(page, ['eth_blockNumber', 'eth_chainId'])).toEqual([
      'eth_chainId',
      'eth_blockNumber',
    ]);

    wallet.answerSlowly(800); // every method
    // Sent while every method is slowed, it is still waiting when a request sent after the slowdown is undone
    // has been answered.
    await page.evaluate(() => {
      const w = window as unknown as {
        ethereum: { request(a: { method: string }): Promise<unknown> };
        __heldAnswered?: boolean;
      };
      w.__heldAnswered = false;
      void w.ethereum.request({ method: 'eth_chainId' }).then(() => {
        w.__heldAnswered = true;
      });
    });
    await eventually(() => wallet.requestsFor('eth_chainId').length).toBe(2);
    wallet.answerSlowly(undefined);
    wallet.answerSlowly(undefined, 'eth_blockNumber');
    expect(await ethRequest(page, 'eth_blockNumber')).toEqual({ ok: true, result: expect.any(String) });
    expect(await page.evaluate(() => (window as unknown as { __heldAnswered: boolean }).__heldAnswered)).toBe(
      false,
    );
    expect(wallet.requestsFor('eth_chainId').map((r) => r.status)).toEqual(['resolved', 'open']);
    await eventually(() => wallet.requestsFor('eth_chainId')[1]?.status).toBe('resolved');
    expect(await ethRequest(page, 'eth_chainId')).toEqual({ ok: true, result: '0x38' });

    // Undone, for every method and for the one: neither waits any more. Against a method slowed on purpose
    // (eth_accounts), both sent after it are answered before it.
    wallet.answerSlowly(undefined);
    wallet.answerSlowly(undefined, 'eth_blockNumber');
    wallet.answerSlowly(800, 'eth_accounts');
    const order = await answerOrder(page, ['eth_accounts', 'eth_blockNumber', 'eth_chainId']);
    expect(order.at(-1), `answered in the order ${order.join(', ')}`).toBe('eth_accounts');
    wallet.answerSlowly(undefined, 'eth_accounts');
    expect(wallet.requestsFor('eth_blockNumber').map((r) => r.status)).toEqual([
      'resolved',
      'resolved',
      'resolved',
    ]);
  });

  test('behavior: a silent connect prompt blocks a second one with -32002', async ({ page, wallet }) => {
    await page.goto(site.origin);
    wallet.respondNext({ type: 'silent' }, 'eth_requestAccounts');
    void ethRequest(page, 'eth_requestAccounts').catch(() => {});
    await wallet.waitForRequest('eth_requestAccounts');
    expect(await ethRequest(page, 'eth_requestAccounts')).toMatchObject({
      ok: false,
      code: -32002,
    });
  });
});
