import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ONE_DAY_MS } from './queryClient.ts';

/** Persists the query cache for a day; a corrupted entry is discarded instead of breaking the page. */
export function createPersistOptions(storage: Storage): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createSyncStoragePersister({
    storage,
    key: 'portico.queryCache',
    // bigint values (balances) do not survive JSON.stringify; encode them explicitly.
    serialize: (data) =>
      JSON.stringify(data, (_key, value) => (typeof value === 'bigint' ? { __bigint: `${value}` } : value)),
    deserialize: (text) =>
      JSON.parse(text, (_key, value) =>
        value && typeof value === 'object' && typeof value.__bigint === 'string'
          ? BigInt(value.__bigint)
          : value,
      ),
  });
  return { persister, maxAge: ONE_DAY_MS, buster: 'portico-1' };
}
