import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createGuardedStorage } from '../storage/guardedStorage.ts';
import {
  createPersistOptions,
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_KEY,
  readPersistedClient,
} from './persister.ts';

const NOW = 1_800_000_000_000;
const balanceKey = ['balance', { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 56 }];
const balance = { value: { __bigint: '5000000000000000000' }, decimals: 18, symbol: 'BNB', formatted: '5' };

function cache({
  timestamp = NOW - 1000,
  dataUpdatedAt = NOW - 2000,
  buster = QUERY_CACHE_BUSTER,
  data = balance as unknown,
  queryKey = balanceKey as unknown[],
} = {}) {
  return JSON.stringify({
    buster,
    timestamp,
    clientState: {
      mutations: [],
      queries: [
        { queryKey, queryHash: JSON.stringify(queryKey), state: { status: 'success', data, dataUpdatedAt } },
      ],
    },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readPersistedClient', () => {
  test('default: a cache this build wrote earlier reads back with its balance', () => {
    const client = readPersistedClient(cache(), NOW);
    expect(client?.clientState.queries[0]?.state.data).toMatchObject({ value: 5_000_000_000_000_000_000n });
  });

  test.each([
    ['a timestamp in the future', cache({ timestamp: NOW + 3_600_000, dataUpdatedAt: NOW + 3_600_000 })],
    ['a query updated in the future', cache({ dataUpdatedAt: NOW + 3_600_000 })],
    ['a query updated after the cache was written', cache({ dataUpdatedAt: NOW + 600_000 })],
    ['another build (buster)', cache({ buster: 'portico-0' })],
    ['not JSON', '{'],
    ['null', 'null'],
    ['a timestamp that is text', cache({ timestamp: 'now' as unknown as number })],
  ])('error: %s → discarded', (_name, text) => {
    expect(readPersistedClient(text, NOW)).toBeUndefined();
  });

  test('behavior: queries of other kinds or with a value of the wrong kind are dropped', () => {
    for (const data of [{ ...balance, value: 'lots' }, { ...balance, decimals: 99 }, 'x'.repeat(10), null]) {
      expect(readPersistedClient(cache({ data }), NOW)?.clientState.queries).toEqual([]);
    }
    expect(readPersistedClient(cache({ queryKey: ['ensName', {}] }), NOW)?.clientState.queries).toEqual([]);
  });
});

describe('createPersistOptions', () => {
  test('behavior: a future-dated planted cache is not restored and is removed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createGuardedStorage(undefined);
    storage.setItem(
      QUERY_CACHE_KEY,
      cache({ timestamp: Date.now() + 3_600_000, dataUpdatedAt: Date.now() + 3_600_000 }),
    );
    const queryClient = new QueryClient();
    await persistQueryClientRestore({ queryClient: queryClient as never, ...createPersistOptions(storage) });
    expect(queryClient.getQueryData(balanceKey)).toBeUndefined();
    expect(storage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });

  test('behavior: only successful balance reads are persisted', async () => {
    const storage = createGuardedStorage(undefined);
    const queryClient = new QueryClient();
    queryClient.setQueryData(balanceKey, { value: 1n, decimals: 18, symbol: 'BNB', formatted: '0' });
    queryClient.setQueryData(['ensName', {}], 'vitalik.eth');
    await persistQueryClientSave({ queryClient: queryClient as never, ...createPersistOptions(storage) });
    // The storage persister writes at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const saved = JSON.parse(storage.getItem(QUERY_CACHE_KEY) ?? '{}');
    expect(saved.clientState.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0])).toEqual(['balance']);
  });
});
