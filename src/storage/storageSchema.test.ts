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
