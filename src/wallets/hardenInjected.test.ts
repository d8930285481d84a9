import { http } from 'viem';
import { bsc } from 'viem/chains';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createConfig, createStorage, injected } from 'wagmi';
import { connect, getAccount, sendTransaction, signMessage } from 'wagmi/actions';
import { setPick } from '../connect/pick.ts';
import { hardenInjectedConnectors, LATE_INJECTION_MS, MAX_WALLET_ERROR_MESSAGE } from './hardenInjected.ts';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
type Answers = Record<string, unknown>;

/** An EIP-1193 wallet on chain 56 that approves everything, with per-method answers overridden. */
function fakeWallet(overrides: Answers = {}) {
  const calls: string[] = [];
  const answers: Answers = {
    eth_chainId: '0x38',
    eth_accounts: [address],
    eth_requestAccounts: [address],
    wallet_requestPermissions: [
      { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [address] }] },
    ],
    wallet_revokePermissions: null,
    ...overrides,
  };
  const provider = {
    request: async ({ method }: { method: string }) => {
      calls.push(method);
      return answers[method];
    },
    on: () => provider,
    removeListener: () => provider,
  };
  return { provider, calls };
}

function setup(provider: object | undefined) {
  const config = createConfig({
    chains: [bsc],
    connectors: [injected({ target: () => ({ id: 'fake', name: 'Fake', provider: provider as never }) })],
    transports: { [bsc.id]: http('http://127.0.0.1:9') },
    storage: null,
    multiInjectedProviderDiscovery: false,
  });
  hardenInjectedConnectors(config);
  const [connector] = config.connectors;
  if (!connector) throw new Error('no connector');
  return { config, connector };
}

// wagmi's injected connector finds no provider without a `window`; the unit project runs in Node.
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setPick(undefined);
});

describe('hardenInjectedConnectors', () => {
  test('default: a well-behaved wallet connects as before', async () => {
    const { provider } = fakeWallet();
    const { config, connector } = setup(provider);
    const { accounts, chainId } = await connect(config, { connector });
    expect(accounts).toEqual([address]);
    expect(chainId).toBe(56);
    expect(getAccount(config).status).toBe('connected');
  });

  test('behavior: a malformed eth_chainId is refused before the wallet is asked for accounts', async () => {
    for (const value of ['0xZZ', null]) {
      const { provider, calls } = fakeWallet({ eth_chainId: value });
      const { config, connector } = setup(provider);
      await expect(connect(config, { connector, chainId: 56 })).rejects.toMatchObject({
        name: 'WalletChainIdInvalidError',
      });
      expect(calls).not.toContain('wallet_requestPermissions');
      expect(getAccount(config).status).toBe('disconnected');
    }
  });

  test('behavior: a permission grant naming a non-address is refused and handed back, even though eth_requestAccounts was fine', async () => {
    const { provider, calls } = fakeWallet({
      wallet_requestPermissions: [
        { parentCapability: 'eth_accounts', caveats: [{ value: ['0xnot-an-address'] }] },
      ],
    });
    const { config, connector } = setup(provider);
    await expect(connect(config, { connector })).rejects.toMatchObject({ name: 'WalletAddressInvalidError' });
    expect(calls).toContain('wallet_revokePermissions');
    expect(getAccount(config).status).toBe('disconnected');
  });

  test('behavior: an empty account list connects nobody', async () => {
    const { provider } = fakeWallet({ wallet_requestPermissions: [], eth_requestAccounts: [] });
    const { config, connector } = setup(provider);
    await expect(connect(config, { connector })).rejects.toMatchObject({ name: 'WalletNoAccountsError' });
    expect(getAccount(config).status).toBe('disconnected');
  });

  test('behavior: without a wallet, the chain asked before connecting is the app chain, and connect says no wallet after waiting for a late injection', async () => {
    vi.useFakeTimers();
    const { config, connector } = setup(undefined);
    expect(await connector.getChainId()).toBe(56);
    const outcome = connect(config, { connector }).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(LATE_INJECTION_MS - 1);
    expect(getAccount(config).status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'ProviderNotFoundError' });
    expect(getAccount(config).status).toBe('disconnected');
  });

  test('behavior: once connected, a signature or transaction hash that is no plausible hex fails its request', async () => {
    const cases: Array<[string, unknown]> = [
      ['personal_sign', { signature: '0x' }],
      ['personal_sign', 42],
      ['personal_sign', `0x${'ab'.repeat(2_500_000)}`],
      ['eth_sendTransaction', `0x${'ab'.repeat(31)}`],
      ['eth_sendTransaction', null],
    ];
    for (const [method, answer] of cases) {
      const { provider } = fakeWallet({ [method]: answer, eth_estimateGas: '0x5208' });
      const { config, connector } = setup(provider);
      await connect(config, { connector });
      const attempt =
        method === 'personal_sign'
          ? signMessage(config, { message: 'hi' })
          : sendTransaction(config, { to: address, value: 0n, gas: 21_000n });
      await expect(attempt, method).rejects.toSatisfy((error: Error) =>
        JSON.stringify(error, Object.getOwnPropertyNames(error)).includes(
          'The wallet returned an unexpected answer',
        ),
      );
      expect(getAccount(config).status).toBe('connected');
    }
  });

  test('behavior: a wallet error with a huge message is cut, its code kept', async () => {
    const provider = {
      ...fakeWallet().provider,
      request: async ({ method }: { method: string }) => {
        if (method === 'personal_sign') throw { code: 4001, message: 'x'.repeat(100_000) };
        return fakeWallet().provider.request({ method });
      },
    };
    const { config, connector } = setup(provider);
    await connect(config, { connector });
    const error = await signMessage(config, { message: 'hi' }).catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'UserRejectedRequestError' });
    expect(String((error as Error).message).length).toBeLessThan(MAX_WALLET_ERROR_MESSAGE + 1000);
  });
});

describe('a wallet the visitor approved in the page’s dialog in this page load', () => {
  /** wagmi's storage over a map, marked as after a disconnect on an earlier visit. */
  function storageOf(id: string) {
    const entries = new Map<string, string>([[`wagmi.${id}.disconnected`, 'true']]);
    const storage = createStorage({
      key: 'wagmi',
      storage: {
        getItem: (key) => entries.get(key) ?? null,
        setItem: (key, value) => void entries.set(key, value),
        removeItem: (key) => void entries.delete(key),
      },
    });
    return { entries, storage };
  }

  function approve(wallet: string): void {
    setPick({ wallet, state: 'approved', address });
  }

  test('is connected by wagmi’s connect without a second prompt: eth_accounts, not permissions; only it is connected', async () => {
    const { provider, calls } = fakeWallet();
    const other = fakeWallet();
    const { entries, storage } = storageOf('io.metamask');
    const config = createConfig({
      chains: [bsc],
      connectors: [
        injected({
          target: () => ({ id: 'other.wallet', name: 'Other', provider: other.provider as never }),
        }),
        injected({ target: () => ({ id: 'io.metamask', name: 'MetaMask', provider: provider as never }) }),
      ],
      transports: { [bsc.id]: http('http://127.0.0.1:9') },
      storage,
      multiInjectedProviderDiscovery: false,
    });
    hardenInjectedConnectors(config);
    const picked = config.connectors.find((connector) => connector.id === 'io.metamask');
    if (!picked) throw new Error('no connector');
    approve('io.metamask');
    const { accounts } = await connect(config, { connector: picked });
    expect(accounts).toEqual([address]);
    expect(calls).toContain('eth_accounts');
    expect(calls).not.toContain('wallet_requestPermissions');
    expect(calls).not.toContain('eth_requestAccounts');
    expect(other.calls).toEqual([]);
    expect(getAccount(config).status).toBe('connected');
    expect([...config.state.connections.values()].map((connection) => connection.connector.id)).toEqual([
      'io.metamask',
    ]);
    // What wagmi's own connect leaves, so the next visit reconnects it first: no "disconnected" mark, the most recent.
    expect(entries.has('wagmi.io.metamask.disconnected')).toBe(false);
    expect(entries.get('wagmi.recentConnectorId')).toBe('"io.metamask"');
    expect(entries.has('wagmi.injected.connected')).toBe(false);
  });

  test('the generic injected wallet ("Browser Wallet") is marked connected, as its connect does', async () => {
    const { provider, calls } = fakeWallet();
    vi.stubGlobal('window', Object.assign(new EventTarget(), { ethereum: provider }));
    const { entries, storage } = storageOf('injected');
    const config = createConfig({
      chains: [bsc],
      connectors: [injected()],
      transports: { [bsc.id]: http('http://127.0.0.1:9') },
      storage,
      multiInjectedProviderDiscovery: false,
    });
    hardenInjectedConnectors(config);
    const [connector] = config.connectors;
    if (!connector) throw new Error('no connector');
    approve('injected');
    await connect(config, { connector });
    expect(calls).not.toContain('wallet_requestPermissions');
    expect(entries.get('wagmi.injected.connected')).toBe('true');
    expect(entries.has('wagmi.injected.disconnected')).toBe(false);
  });

  test('without storage it still connects; a pick of another wallet, or none, is asked as usual', async () => {
    const { provider, calls } = fakeWallet();
    const { config, connector } = setup(provider);
    approve('fake');
    await connect(config, { connector });
    expect(calls).not.toContain('wallet_requestPermissions');
    expect(getAccount(config).status).toBe('connected');

    for (const record of [{ wallet: 'other', state: 'approved', address } as const, undefined]) {
      const asked = fakeWallet();
      const fresh = setup(asked.provider);
      setPick(record);
      await connect(fresh.config, { connector: fresh.connector });
      expect(asked.calls).toContain('wallet_requestPermissions');
    }
  });

  test('one that no longer shares an account (locked at once) is refused, not prompted again', async () => {
    const { provider, calls } = fakeWallet({ eth_accounts: [] });
    const { config, connector } = setup(provider);
    approve('fake');
    await expect(connect(config, { connector })).rejects.toMatchObject({ code: 'WALLET_NO_ACCOUNT' });
    expect(calls).not.toContain('wallet_requestPermissions');
    expect(calls).not.toContain('eth_requestAccounts');
    expect(getAccount(config).status).toBe('disconnected');
  });
});
