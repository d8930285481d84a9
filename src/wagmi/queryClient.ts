import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

export const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Query defaults from the spec: a day-long cache, offline-first, no refetch on focus and no retries
 * (the RPC transport already retries; a second layer would turn one dead RPC into minutes of waiting).
 */
export function createQueryClient(onError: (error: unknown) => void = () => {}): QueryClient {
  return new QueryClient({
    // Every failed wallet action (connect, switch, sign, send; RainbowKit's own included) and every failed
    // read reaches one handler, which turns it into one deduplicated toast.
    mutationCache: new MutationCache({ onError }),
    queryCache: new QueryCache({ onError }),
    defaultOptions: {
      queries: {
        gcTime: ONE_DAY_MS,
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}

/** Name and avatar lookups change rarely: keep them fresh for a day. */
export const identityQueryOptions = { staleTime: ONE_DAY_MS, gcTime: ONE_DAY_MS } as const;
