import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ErrorContext } from '../errors/toUserMessage.ts';

export const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Query defaults: a day-long cache, offline-first, no refetch on focus and no retries
 * (the RPC transport already retries; a second layer would turn one dead RPC into minutes of waiting).
 */
export function createQueryClient(
  onError: (error: unknown, context?: ErrorContext) => void = () => {},
): QueryClient {
  return new QueryClient({
    // Every failed wallet action (connect, switch, sign, send; RainbowKit's own included) and every failed
    // read reaches one handler, which turns it into one deduplicated toast. A mutation's key names the wagmi
    // action (`switchChain`), which tells a wallet that cannot switch from one that cannot do something else.
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        const [action] = mutation.options.mutationKey ?? [];
        onError(error, typeof action === 'string' ? { request: action } : undefined);
      },
    }),
    queryCache: new QueryCache({ onError: (error) => onError(error) }),
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
