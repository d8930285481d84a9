import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { custom } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, createConfig, createStorage } from 'wagmi';
import { bsc } from 'wagmi/chains';
import { mock } from 'wagmi/connectors';
import { PICK_EVENT, PICK_SLOT } from './contract.ts';
import { clearPick, currentPick, findConnector, handOver, prepareDirectHandover } from './pick.ts';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const win = (record: unknown) => ({ [PICK_SLOT]: record }) as unknown as Window;

describe('the inline script’s connect record, as the island reads it', () => {
  it('reads each state', () => {
    expect(currentPick(win({ wallet: 'coinbase', state: 'picked' }))).toEqual({
      wallet: 'coinbase',
      state: 'picked',
    });
    expect(currentPick(win({ wallet: 'io.metamask', state: 'asking' }))).toEqual({
      wallet: 'io.metamask',
      state: 'asking',
    });
    expect(currentPick(win({ wallet: 'injected', state: 'approved', address }))).toEqual({
      wallet: 'injected',
      state: 'approved',
      address,
    });
    const refused = { code: 4001, message: 'User rejected the request.' };
    expect(currentPick(win({ wallet: 'injected', state: 'failed', error: refused }))).toEqual({
      wallet: 'injected',
      state: 'failed',
      error: refused,
      quiet: false,
    });
  });

  it('turns a chain id that is none into the wallet-answer family', () => {
    const bad = currentPick(win({ wallet: 'injected', state: 'failed', chainAnswer: '0xZZ' }));
    expect(bad).toMatchObject({ state: 'failed', error: { code: 'WALLET_BAD_CHAIN' } });
  });

  it('turns an answer that was not an account list into the wallet-answer family', () => {
    const bad = currentPick(win({ wallet: 'injected', state: 'failed', answer: ['0xnope'], quiet: true }));
    expect(bad).toMatchObject({ state: 'failed', quiet: true, error: { code: 'WALLET_BAD_ADDRESS' } });
    const none = currentPick(win({ wallet: 'injected', state: 'failed', answer: [] }));
    expect(none).toMatchObject({ error: { code: 'WALLET_NO_ACCOUNT' } });
  });

  it('keeps a wallet id of up to 100 characters, a mixed-case address, and a failure quiet only when told so', () => {
    expect(currentPick(win({ wallet: 'x'.repeat(100), state: 'asking' }))).toEqual({
      wallet: 'x'.repeat(100),
      state: 'asking',
    });
    expect(
      currentPick(win({ wallet: 'w', state: 'approved', address: address.toLowerCase() })),
    ).toMatchObject({
      address: address.toLowerCase(),
    });
    expect(currentPick(win({ wallet: 'w', state: 'failed', error: 'x', quiet: 'yes' }))).toMatchObject({
      quiet: false,
    });
  });

  it('names the answer that was not an account, and its method', () => {
    const details = (record: unknown) => (record as { error: { details: string } }).error.details;
    const bad = currentPick(win({ wallet: 'injected', state: 'failed', answer: ['0xnope'] }));
    expect(details(bad)).toBe('eth_requestAccounts answered ["0xnope"].');
    const chain = currentPick(win({ wallet: 'injected', state: 'failed', chainAnswer: '0xZZ' }));
    expect(details(chain)).toBe('eth_chainId answered "0xZZ".');
    // A non-empty answer that is not a list is a bad address, not "no account".
    expect(currentPick(win({ wallet: 'w', state: 'failed', answer: 'x' }))).toMatchObject({
      error: { code: 'WALLET_BAD_ADDRESS' },
    });
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty wallet id', { wallet: '', state: 'asking' }],
    ['a wallet id that is not text', { wallet: 7, state: 'asking' }],
    ['an address with more after it', { wallet: 'w', state: 'approved', address: `${address}00` }],
    ['an address with text before it', { wallet: 'w', state: 'approved', address: ` ${address}` }],
    ['an address that is not text', { wallet: 'w', state: 'approved', address: 1 }],
    ['an address that is not hex', { wallet: 'w', state: 'approved', address: `0x${'g'.repeat(40)}` }],
    ['an address in a list', { wallet: 'w', state: 'approved', address: [address] }],
    ['a function carrying the fields', Object.assign(() => {}, { wallet: 'w', state: 'asking' })],
    ['a string', 'approved'],
    ['no wallet', { state: 'asking' }],
    ['a long wallet id', { wallet: 'x'.repeat(101), state: 'asking' }],
    ['an unknown state', { wallet: 'injected', state: 'connected' }],
    ['an approval without an address', { wallet: 'injected', state: 'approved', address: '0x1234' }],
    [
      'a throwing getter',
      Object.defineProperty({}, 'wallet', {
        get() {
          throw new Error('hostile');
        },
      }),
    ],
  ])('ignores %s planted in its place', (_name, record) => {
    expect(currentPick(win(record))).toBeUndefined();
  });
});

describe('findConnector', () => {
  const connector = (id: string, rkDetails?: Record<string, unknown>) =>
    ({
      id,
      uid: `${id}-${String(rkDetails?.id)}`,
      ...(rkDetails ? { rkDetails } : {}),
    }) as unknown as Connector;
  // As RainbowKit builds them: every WalletConnect-backed wallet's connector is called `walletConnect`.
  const rainbow = connector('walletConnect', { id: 'rainbow' });
  const generic = connector('walletConnect', { id: 'walletConnect' });
  const announced = connector('io.metamask');
  const connectors = [rainbow, generic, announced];

  // (No QR modal connector is built any more: src/wallets/createConnectors.test.ts holds that.)
  it('finds a RainbowKit wallet by its own id', () => {
    expect(findConnector(connectors, 'walletConnect')).toBe(generic);
    expect(findConnector(connectors, 'rainbow')).toBe(rainbow);
  });

  it('finds an announced wallet by its connector id (its rdns)', () => {
    expect(findConnector(connectors, 'io.metamask')).toBe(announced);
    expect(findConnector(connectors, 'nothing')).toBeUndefined();
  });
});

describe('clearPick', () => {
  it('empties the slot and tells the dialog, which takes new picks again', () => {
    const target = new EventTarget() as EventTarget & Record<string, unknown>;
    target[PICK_SLOT] = { wallet: 'injected', state: 'asking' };
    const heard: string[] = [];
    target.addEventListener(PICK_EVENT, (event) => heard.push(event.type));
    clearPick(target as unknown as Window);
    expect(target[PICK_SLOT]).toBeNull();
    expect(heard).toEqual([PICK_EVENT]);
  });

  it('empties the slot of a window that cannot dispatch events, without throwing', () => {
    const target: Record<string, unknown> = { [PICK_SLOT]: { wallet: 'injected', state: 'asking' } };
    clearPick(target as unknown as Window);
    expect(target[PICK_SLOT]).toBeNull();
  });
});

describe('handing an approved wallet to wagmi', () => {
  // wagmi's mock connector asks a node for its accounts, and there is none here: it is never authorised, so the
  // reconnect connects nothing. What is checked is what the hand-over leaves for wagmi (the storage marks a connect
  // would leave) and that it says so when nothing connected; a connected hand-over is end-to-end
  // (tests/e2e/site/quickConnect.spec.ts).
  async function setup(id: 'injected' | 'io.metamask') {
    const entries = new Map<string, string>();
    const storage = createStorage({
      key: 'wagmi',
      storage: {
        getItem: (key) => entries.get(key) ?? null,
        setItem: (key, value) => {
          entries.set(key, value);
        },
        removeItem: (key) => {
          entries.delete(key);
        },
      },
    });
    const base = mock({ accounts: [address] });
    const config = createConfig({
      chains: [bsc],
      connectors: [(parameters) => ({ ...base(parameters), id })],
      transports: { [bsc.id]: custom({ request: async () => null }) },
      storage,
      multiInjectedProviderDiscovery: false,
    });
    const [connector] = config.connectors;
    if (!connector) throw new Error('no connector');
    entries.set(`wagmi.${id}.disconnected`, 'true');
    return { config, connector, entries };
  }

  it('clears the wallet’s "disconnected" mark and makes it the most recent; false when nothing connected', async () => {
    const { config, connector, entries } = await setup('io.metamask');
    expect(await handOver(config, connector)).toBe(false);
    expect(entries.has('wagmi.io.metamask.disconnected')).toBe(false);
    expect(entries.get('wagmi.recentConnectorId')).toBe('"io.metamask"');
    expect(entries.has('wagmi.injected.connected')).toBe(false);
  });

  it('marks the generic injected wallet connected, as its connect would', async () => {
    const { config, connector, entries } = await setup('injected');
    await handOver(config, connector);
    expect(entries.get('wagmi.injected.connected')).toBe('true');
    expect(entries.has('wagmi.injected.disconnected')).toBe(false);
  });

  it('with no storage (wagmi configured without one), hands over without marks and says nothing connected', async () => {
    const config = createConfig({
      chains: [bsc],
      connectors: [mock({ accounts: [address] })],
      transports: { [bsc.id]: custom({ request: async () => null }) },
      storage: null,
      multiInjectedProviderDiscovery: false,
    });
    const [connector] = config.connectors;
    if (!connector) throw new Error('no connector');
    await expect(handOver(config, connector)).resolves.toBe(false);
  });

  it('at the island’s start, prepares only an approved pick of a wallet it has', async () => {
    const slot = globalThis as unknown as Record<string, unknown>;
    const { config, entries } = await setup('io.metamask');
    // The record sits on the page's window; the unit project runs in Node, which has none.
    slot.window = globalThis;
    try {
      prepareDirectHandover(config); // no pick at all
      expect(entries.has('wagmi.io.metamask.disconnected')).toBe(true);
      slot[PICK_SLOT] = { wallet: 'io.metamask', state: 'asking' };
      prepareDirectHandover(config);
      expect(entries.has('wagmi.io.metamask.disconnected')).toBe(true);
      slot[PICK_SLOT] = { wallet: 'other', state: 'approved', address };
      prepareDirectHandover(config);
      expect(entries.has('wagmi.io.metamask.disconnected')).toBe(true);
      slot[PICK_SLOT] = { wallet: 'io.metamask', state: 'approved', address };
      prepareDirectHandover(config);
      expect(entries.has('wagmi.io.metamask.disconnected')).toBe(false);
      expect(entries.get('wagmi.recentConnectorId')).toBe('"io.metamask"');
    } finally {
      delete slot[PICK_SLOT];
      delete slot.window;
    }
  });
});

describe('a hand-over that connects', () => {
  // wagmi's mock wallet asks its chain's node for the accounts: a node of a few lines, on loopback.
  let node: Server;
  let url = '';
  beforeAll(async () => {
    node = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string };
        const result = method === 'eth_accounts' ? [address] : method === 'eth_chainId' ? '0x38' : null;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
      });
    });
    await new Promise<void>((listening) => node.listen(0, '127.0.0.1', listening));
    url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => node.close(() => closed())));

  it('reconnects the approved wallet, and only it, without a prompt: true, and wagmi holds its account', async () => {
    const chain = { ...bsc, rpcUrls: { default: { http: [url] } } } as const;
    const wallet = (id: string) => {
      const base = mock({ accounts: [address], features: { reconnect: true, defaultConnected: true } });
      return (parameters: Parameters<typeof base>[0]) => ({ ...base(parameters), id, name: id });
    };
    const config = createConfig({
      chains: [chain],
      connectors: [wallet('other.wallet'), wallet('io.metamask')],
      transports: { [chain.id]: custom({ request: async () => null }) },
      storage: null,
      multiInjectedProviderDiscovery: false,
    });
    const picked = config.connectors.find((connector) => connector.id === 'io.metamask');
    if (!picked) throw new Error('no connector');
    for (const connector of config.connectors) await connector.setup?.();
    expect(await handOver(config, picked)).toBe(true);
    expect(config.state.status).toBe('connected');
    const connections = [...config.state.connections.values()];
    expect(connections.map((connection) => connection.connector.id)).toEqual(['io.metamask']);
    expect(connections[0]?.accounts).toEqual([address]);
  });
});
