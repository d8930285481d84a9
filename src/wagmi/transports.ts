import { fallback, http, type Transport } from 'viem';
import type { ChainSettings, TransportSettings } from '../config/types.ts';
import { checkedTransport, MAX_RPC_RESPONSE_BYTES } from './rpcAnswers.ts';

/**
 * One transport over every configured RPC URL, in order.
 *
 * viem's `fallback` sets each inner `http` transport's own retries to zero and retries the whole
 * chain itself, so the budget lives here once: `retryCount` retries with `retryDelay` doubling
 * (150, 300, 600 ms) and a `timeout` per attempt. Retrying again in TanStack Query would multiply
 * it (see `queryClient.ts`). Each URL's answers are checked (`rpcAnswers.ts`): a body over 1 MB, a balance or
 * block number that is no hex quantity, an `eth_call` answer that is no hex data fails that attempt.
 */
export function createTransport(chain: ChainSettings, transport: TransportSettings): Transport {
  const attempts = chain.rpcUrls.map((url) =>
    checkedTransport(
      http(url, { timeout: transport.timeoutMs, maxResponseBodySize: MAX_RPC_RESPONSE_BYTES }),
    ),
  );
  return fallback(attempts, { retryCount: transport.retryCount, retryDelay: transport.retryDelayMs });
}
