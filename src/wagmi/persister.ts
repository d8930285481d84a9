import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ONE_DAY_MS } from './queryClient.ts';

export const QUERY_CACHE_KEY = 'portico.queryCache';
export const QUERY_CACHE_BUSTER = 'portico-2';
/** Clocks disagree a little between tabs and after sleep; anything later than this is planted. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Persists the balances for a day, so a returning visitor sees the last known values while they refresh.
 *
 * The cache is read back as untrusted input (other sites on a path-based IPFS gateway share this storage): the
 * whole cache is discarded when it is malformed, from another build (`buster`), or dated in the future (a future
 * `dataUpdatedAt` would make a planted balance look fresh: shown as current, never refetched, persisted again).
 * Only the queries the page persists are read back, each with a value of its kind.
 */
export function createPersistOptions(
  storage: Storage,
  now: () => number = Date.now,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createSyncStoragePersister({
    storage,
    key: QUERY_CACHE_KEY,
    // bigint values (balances) do not survive JSON.stringify; encode them explicitly.
    serialize: (data) =>
      JSON.stringify(data, (_key, value) => (typeof value === 'bigint' ? { __bigint: `${value}` } : value)),
    deserialize: (text) => {
      const client = readPersistedClient(text, now());
      if (client) return client;
      console.warn('Portico discarded a malformed or future-dated query cache.');
      storage.removeItem(QUERY_CACHE_KEY);
      // The persister treats an empty answer as "nothing stored".
      return undefined as unknown as PersistedClient;
    },
  });
  return {
    persister,
    maxAge: ONE_DAY_MS,
    buster: QUERY_CACHE_BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: unknown }) =>
        isPersisted(query.queryKey, query.state),
    },
  };
}

/** The persisted client if `text` is one this build wrote and could have written by `now`, else undefined. */
export function readPersistedClient(text: string, now: number): PersistedClient | undefined {
  let client: unknown;
  try {
    client = JSON.parse(text, (_key, value) =>
      value && typeof value === 'object' && typeof value.__bigint === 'string'
        ? toBigInt(value.__bigint)
        : value,
    );
  } catch {
    return undefined;
  }
  if (!isRecord(client) || client.buster !== QUERY_CACHE_BUSTER || !isPast(client.timestamp, now))
    return undefined;
  const state = client.clientState;
  if (!isRecord(state) || !Array.isArray(state.queries) || !Array.isArray(state.mutations)) return undefined;
  const timestamp = client.timestamp as number;
  const queries = state.queries.filter(
    (query) =>
      isRecord(query) &&
      typeof query.queryHash === 'string' &&
      Array.isArray(query.queryKey) &&
      isRecord(query.state) &&
      isPersisted(query.queryKey, query.state),
  );
  // One query updated after the cache was written, or in the future: the whole cache is planted.
  if (queries.some((query) => !isPast((query.state as Record<string, unknown>).dataUpdatedAt, timestamp)))
    return undefined;
  return { ...(client as unknown as PersistedClient), clientState: { queries, mutations: [] } };
}

/** The queries worth keeping across visits: successful balance reads, each with a value of its kind. */
export function isPersisted(queryKey: readonly unknown[], state: unknown): boolean {
  if (!isRecord(state) || state.status !== 'success') return false;
  const [kind, parameters] = queryKey;
  const { data } = state;
  if (kind === 'balance') {
    return (
      isRecord(data) &&
      isAmount(data.value) &&
      Number.isInteger(data.decimals) &&
      (data.decimals as number) >= 0 &&
      (data.decimals as number) <= 36 &&
      typeof data.symbol === 'string' &&
      data.symbol.length <= 16
    );
  }
  return (
    kind === 'readContract' &&
    isRecord(parameters) &&
    parameters.functionName === 'balanceOf' &&
    isAmount(data)
  );
}

/** A token amount: a bigint of at most 256 bits (what a uint256 holds). */
const isAmount = (value: unknown): boolean => typeof value === 'bigint' && value >= 0n && value < 2n ** 256n;

function isPast(value: unknown, limit: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= limit + CLOCK_SKEW_MS;
}

function toBigInt(text: string): bigint | string {
  return /^-?[0-9]{1,80}$/.test(text) ? BigInt(text) : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
