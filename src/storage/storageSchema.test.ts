import { afterEach, describe, expect, test, vi } from 'vitest';
import { createGuardedStorage } from './guardedStorage.ts';
import { checkRecentTransactions, createCheckedStorage } from './storageSchema.ts';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const hash = `0x${'ab'.repeat(32)}`;
const connection = (id: string) => [
  'uid1',
  { accounts: [account], chainId: 56, connector: { id, name: 'Wallet', type: 'injected', uid: 'uid1' } },
];
const store = (connections: unknown[] = [connection('io.metamask')], extra: object = {}) =>
  JSON.stringify({
    state: { connections: { __type: 'Map', value: connections }, chainId: 56, current: 'uid1', ...extra },
    version: 2,
  });

function checked(seed: Record<string, string>) {
  const backing = createGuardedStorage(undefined);
  for (const [key, value] of Object.entries(seed)) backing.setItem(key, value);
  return { storage: createCheckedStorage(backing), backing };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createCheckedStorage', () => {
  test('default: well-formed values of every checked key read back unchanged', () => {
    const values = {
      'wagmi.store': store(),
      'wagmi.recentConnectorId': '"io.metamask"',
      'wagmi.io.metamask.disconnected': 'true',
      'wagmi.injected.connected': 'true',
      'rk-recent': '["metaMask","dev.portico.testwallet"]',
      'rk-latest-id': 'metaMask',
      'rk-transactions': JSON.stringify({
        [account]: { 56: [{ hash, description: 'Sent', status: 'pending' }] },
      }),
      'portico.other': 'anything',
    };
    const { storage } = checked(values);
    for (const [key, value] of Object.entries(values)) expect(storage.getItem(key), key).toBe(value);
  });

  const malformed: Array<[string, string]> = [
    ['wagmi.store', '{'],
    ['wagmi.store', 'null'],
    ['wagmi.store', '"[]"'],
    ['wagmi.store', '42'],
    ['wagmi.store', JSON.stringify({ state: { connections: 'nope', current: 7, chainId: 'x' }, version: 2 })],
    ['wagmi.store', store([connection('<svg onload=x>')])],
    ['wagmi.store', store([['uid1', { accounts: ['0xnope'], chainId: 56, connector: {} }]])],
    ['wagmi.store', store(undefined, { chainId: 1.5 })],
    ['wagmi.recentConnectorId', '{'],
    ['wagmi.recentConnectorId', '5'],
    ['wagmi.recentConnectorId', JSON.stringify('x'.repeat(500))],
    ['wagmi.io.metamask.disconnected', '{"a":1}'],
    ['rk-recent', '{"0":"metaMask"}'],
    ['rk-latest-id', '<img src=x onerror=alert(1)>'],
    ['rk-transactions', '[]'],
    ['rk-transactions', 'not json'],
    ['rk-ens-name-0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '{"ensName":"vitalik.eth","expires":1e20}'],
  ];
  test.each(malformed)(
    'error: %s = %s is discarded (removed, reads as null) with a warning',
    (key, value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { storage, backing } = checked({ [key]: value });
      expect(storage.getItem(key)).toBeNull();
      expect(backing.getItem(key)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  // One fault at a time in an otherwise good store: each part of the check must refuse on its own.
  const good = {
    accounts: [account],
    chainId: 56,
    connector: { id: 'io.metamask', name: 'W', type: 'injected', uid: 'u' },
  };
  const entry = (patch: object) => ['uid1', { ...good, ...patch }];
  const storeWith = (state: object, version: unknown = 2) =>
    JSON.stringify({
      state: { connections: { __type: 'Map', value: [entry({})] }, chainId: 56, current: 'uid1', ...state },
      version,
    });
  test.each<[string, string]>([
    ['a version that is not a number', storeWith({}, '2')],
    ['a state that is a list', JSON.stringify({ state: [], version: 2 })],
    ['a chain id of 0', storeWith({ chainId: 0 })],
    ['a chain id that is text', storeWith({ chainId: '56' })],
    ['a current connection that is no id', storeWith({ current: 'a b' })],
    ['connections that are no Map', storeWith({ connections: { __type: 'Set', value: [] } })],
    ['connections whose value is no list', storeWith({ connections: { __type: 'Map', value: {} } })],
    ['an entry that is no pair', storeWith({ connections: { __type: 'Map', value: [['uid1']] } })],
    ['an entry of three', storeWith({ connections: { __type: 'Map', value: [[...entry({}), 'x']] } })],
    ['an entry whose key is no id', storeWith({ connections: { __type: 'Map', value: [['a b', good]] } })],
    [
      'an entry whose chain id is negative',
      storeWith({ connections: { __type: 'Map', value: [entry({ chainId: -1 })] } }),
    ],
    [
      'accounts that are no list',
      storeWith({ connections: { __type: 'Map', value: [entry({ accounts: account })] } }),
    ],
    [
      '101 accounts',
      storeWith({ connections: { __type: 'Map', value: [entry({ accounts: Array(101).fill(account) })] } }),
    ],
    [
      'an account with more after it',
      storeWith({ connections: { __type: 'Map', value: [entry({ accounts: [`${account}0`] })] } }),
    ],
    [
      'an account that is a number',
      storeWith({ connections: { __type: 'Map', value: [entry({ accounts: [1] })] } }),
    ],
    [
      'a connector that is text',
      storeWith({ connections: { __type: 'Map', value: [entry({ connector: 'x' })] } }),
    ],
    [
      'a connector uid that is no id',
      storeWith({
        connections: { __type: 'Map', value: [entry({ connector: { ...good.connector, uid: '' } })] },
      }),
    ],
    [
      'a connector type that is no text',
      storeWith({
        connections: { __type: 'Map', value: [entry({ connector: { ...good.connector, type: 1 } })] },
      }),
    ],
    [
      'a connector name that is no text',
      storeWith({
        connections: { __type: 'Map', value: [entry({ connector: { ...good.connector, name: 1 } })] },
      }),
    ],
    [
      'a connector name of 65 characters',
      storeWith({
        connections: {
          __type: 'Map',
          value: [entry({ connector: { ...good.connector, name: 'n'.repeat(65) } })],
        },
      }),
    ],
  ])('error: a wagmi store with %s is discarded', (_name, value) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { storage } = checked({ 'wagmi.store': value });
    expect(storage.getItem('wagmi.store')).toBeNull();
  });

  test('behavior: a store at its limits passes (100 accounts, a 64-character name, no current connection)', () => {
    const value = storeWith({
      current: null,
      connections: {
        __type: 'Map',
        value: [
          entry({
            accounts: Array(100).fill(account),
            connector: { ...good.connector, name: 'n'.repeat(64) },
          }),
        ],
      },
    });
    expect(checked({ 'wagmi.store': value }).storage.getItem('wagmi.store')).toBe(value);
  });

  test('behavior: a recent connector is honoured only while the store holds a connection of it', () => {
    const alone = checked({ 'wagmi.recentConnectorId': '"walletConnect"' });
    expect(alone.storage.getItem('wagmi.recentConnectorId')).toBeNull();
    // Not malformed, only not honoured: left in place.
    expect(alone.backing.getItem('wagmi.recentConnectorId')).toBe('"walletConnect"');
    const other = checked({ 'wagmi.recentConnectorId': '"walletConnect"', 'wagmi.store': store() });
    expect(other.storage.getItem('wagmi.recentConnectorId')).toBeNull();
    const real = checked({
      'wagmi.recentConnectorId': '"walletConnect"',
      'wagmi.store': store([connection('walletConnect')]),
    });
    expect(real.storage.getItem('wagmi.recentConnectorId')).toBe('"walletConnect"');
  });

  test('behavior: a recent connector the store held when the page started stays honoured after wagmi rewrote the store', () => {
    const left = checked({
      'wagmi.recentConnectorId': '"walletConnect"',
      'wagmi.store': store([connection('walletConnect')]),
    });
    // wagmi writes its store without the connections as soon as it is set up, before auto-connect asks.
    left.storage.setItem('wagmi.store', store([]));
    expect(left.storage.getItem('wagmi.recentConnectorId')).toBe('"walletConnect"');
    // Only that connector: another one named later is not honoured by it.
    left.storage.setItem('wagmi.recentConnectorId', '"coinbaseWalletSDK"');
    expect(left.storage.getItem('wagmi.recentConnectorId')).toBeNull();
  });

  test('behavior: a recent connector is honoured for a connection made in this page, after the store was rewritten', () => {
    const page = checked({});
    page.storage.setItem('wagmi.store', store([connection('walletConnect')]));
    page.storage.setItem('wagmi.recentConnectorId', '"walletConnect"');
    expect(page.storage.getItem('wagmi.recentConnectorId')).toBe('"walletConnect"');
  });

  test('behavior: wrapped values are not taken for the text they wrap', () => {
    const wrapped = (patch: object) =>
      checked({
        'wagmi.store': store([['uid1', { ...(connection('io.metamask')[1] as object), ...patch }]]),
      });
    const conn = connection('io.metamask')[1] as { connector: object };
    for (const patch of [
      { accounts: [[account]] },
      { accounts: [account, '0xnope'] },
      { connector: { ...conn.connector, name: ['W'] } },
    ]) {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(wrapped(patch).storage.getItem('wagmi.store'), JSON.stringify(patch)).toBeNull();
    }
    // A store with no current connection named at all is sound.
    const noCurrent = JSON.stringify({
      state: { connections: { __type: 'Map', value: [] }, chainId: 56 },
      version: 2,
    });
    expect(checked({ 'wagmi.store': noCurrent }).storage.getItem('wagmi.store')).toBe(noCurrent);
  });

  test('behavior: the flags are checked by their keys; a key that only looks like one passes unchanged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const flags = checked({
      'wagmi.injected.connected': 'yes',
      'wagmi.io.metamask.disconnected': 'yes',
      'other.io.metamask.disconnected': 'yes',
      'wagmi.io.metamask.something': 'yes',
    });
    expect(flags.storage.getItem('wagmi.injected.connected')).toBeNull();
    expect(flags.storage.getItem('wagmi.io.metamask.disconnected')).toBeNull();
    expect(flags.storage.getItem('other.io.metamask.disconnected')).toBe('yes');
    expect(flags.storage.getItem('wagmi.io.metamask.something')).toBe('yes');
    expect(warn).toHaveBeenCalledWith(
      'Portico discarded a malformed stored value (wagmi.injected.connected).',
    );
  });

  test('behavior: a key not stored reads as null with no warning; a check that throws discards the value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { storage } = checked({});
    for (const key of ['wagmi.store', 'wagmi.recentConnectorId', 'rk-recent', 'rk-transactions'])
      expect(storage.getItem(key)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    const backing = createGuardedStorage(undefined);
    backing.setItem('k', 'v');
    const throwing = createCheckedStorage(backing, () => () => {
      throw new Error('a check that throws');
    });
    expect(throwing.getItem('k')).toBeNull();
    expect(backing.getItem('k')).toBeNull();
  });

  test('behavior: only the recent connector is left in place when merely not honoured; a quoted wallet id is malformed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { storage, backing } = checked({ 'rk-latest-id': '"metaMask"' });
    expect(storage.getItem('rk-latest-id')).toBeNull();
    expect(backing.getItem('rk-latest-id')).toBeNull();
  });

  test('behavior: writes, removals, keys and the count pass through to the page storage', () => {
    const { storage, backing } = checked({ a: '1' });
    storage.setItem('b', '2');
    expect(backing.getItem('b')).toBe('2');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1)].sort()).toEqual(['a', 'b']);
    storage.removeItem('a');
    expect(backing.getItem('a')).toBeNull();
    storage.clear();
    expect(backing.length).toBe(0);
  });

  test('behavior: a recent wallets list is read back as written; more than 20 are cut to 20', () => {
    const spaced = '["metaMask", "rainbow"]';
    expect(checked({ 'rk-recent': spaced }).storage.getItem('rk-recent')).toBe(spaced);
    const many = Array.from({ length: 25 }, (_, i) => `wallet${i}`);
    expect(
      JSON.parse(checked({ 'rk-recent': JSON.stringify(many) }).storage.getItem('rk-recent') ?? '[]'),
    ).toEqual(many.slice(0, 20));
  });

  test('behavior: a list keeps its valid entries', () => {
    const { storage } = checked({ 'rk-recent': JSON.stringify(['metaMask', 5, null, 'rainbow']) });
    expect(storage.getItem('rk-recent')).toBe('["metaMask","rainbow"]');
  });
});

describe('checkRecentTransactions', () => {
  test('behavior: only well-formed transactions under an address and a chain id survive', () => {
    const good = { hash, description: 'Sent', status: 'confirmed', confirmations: 1 };
    const text = JSON.stringify({
      [account]: {
        56: [
          good,
          { hash: '0x12', description: 'short hash', status: 'pending' },
          { hash, description: 'x'.repeat(5000), status: 'pending' },
          { hash, description: 'bad status', status: 'lost' },
          { hash, description: 'bad confirmations', status: 'pending', confirmations: -1 },
          null,
        ],
        1: 'not a list',
        abc: [good],
      },
      'not-an-address': { 56: [good] },
      [account.toLowerCase()]: 'not an object',
    });
    expect(JSON.parse(checkRecentTransactions(text, () => null) ?? 'null')).toEqual({
      [account]: { 56: [good] },
    });
  });

  // One fault at a time in an otherwise good transaction: each is dropped, the good one beside it kept.
  const tx = { hash, description: 'Sent', status: 'pending' };
  test.each<[string, object]>([
    ['a hash with more after it', { ...tx, hash: `${hash}00` }],
    ['a hash that is a number', { ...tx, hash: 1 }],
    ['a description that is no text', { ...tx, description: 5 }],
    ['a description of 201 characters', { ...tx, description: 'd'.repeat(201) }],
    ['no status', { hash, description: 'Sent' }],
    ['confirmations of 0', { ...tx, confirmations: 0 }],
    ['confirmations of 101', { ...tx, confirmations: 101 }],
    ['confirmations of 1.5', { ...tx, confirmations: 1.5 }],
    ['a hash wrapped in a list', { ...tx, hash: [hash] }],
    ['a description wrapped in a list', { ...tx, description: ['Sent'] }],
  ])('error: a transaction with %s is dropped', (_name, bad) => {
    const kept = { ...tx, status: 'failed', description: 'd'.repeat(200), confirmations: 100 };
    const text = JSON.stringify({ [account]: { 56: [bad, kept] } });
    expect(JSON.parse(checkRecentTransactions(text, () => null) ?? 'null')).toEqual({
      [account]: { 56: [kept] },
    });
  });

  test('behavior: a chain id must be a positive number without leading zeros; at most 50 are kept per chain', () => {
    const text = JSON.stringify({
      [account]: {
        '056': [tx],
        '0': [tx],
        '56x': [tx],
        '12345678901234567': [tx],
        '1234567890123456': [tx],
        '97': Array(60).fill(tx),
      },
    });
    expect(JSON.parse(checkRecentTransactions(text, () => null) ?? 'null')).toEqual({
      [account]: { 97: Array(50).fill(tx), 1234567890123456: [tx] },
    });
    expect(checkRecentTransactions(JSON.stringify({ [account]: { 56: [] } }), () => null)).toBe('{}');
    // Not an object of accounts at all: discarded, not read as an empty one.
    for (const text of ['"0xab"', '5', '[]', 'null'])
      expect(
        checkRecentTransactions(text, () => null),
        text,
      ).toBeNull();
  });

  test('behavior: only what this site sent is listed, not what another site on the same origin wrote', () => {
    vi.stubGlobal('location', { pathname: '/ipfs/bafysite/token.html' });
    try {
      const other = `0x${'b'.repeat(64)}`;
      const mine = { hash, description: 'Sent here', status: 'pending' };
      const theirs = { hash: other, description: 'Sent by another site', status: 'pending' };
      const text = JSON.stringify({ [account]: { 56: [theirs, mine] } });
      const sent = {
        'portico.sent:/ipfs/bafysite/': JSON.stringify([hash]),
        'portico.sent:/ipfs/other/': JSON.stringify([other]),
      };
      const read = (key: string) => sent[key as keyof typeof sent] ?? null;
      expect(JSON.parse(checkRecentTransactions(text, read) ?? 'null')).toEqual({
        [account]: { 56: [mine] },
      });
      // Nothing recorded by this site: nothing listed.
      expect(JSON.parse(checkRecentTransactions(text, () => null) ?? 'null')).toEqual({});
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
