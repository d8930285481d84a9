import type { Hex, PublicClient } from 'viem';
import { hashMessage } from 'viem';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { poll } from '../polling/poll.ts';
import { getOffChainSignature } from '../safe/safeSdk.ts';
import { isApprovedOnChain } from './isApprovedOnChain.ts';

/** Messages whose owners' signature this page is waiting for, by text: one poll each, however many ask. */
const waiting = new Map<string, Promise<Hex>>();

/**
 * Waits, as long as the owners take (or until `signal` aborts), for a Safe's signature of `message`: the off-chain
 * signature once the owners have confirmed it, or `0x` once they executed the on-chain approval (SignMessageLib).
 * Used after the Safe answered "0x" (on-chain signing) and for a message asked for before a reload or on another
 * page. Resolves with the signature to verify.
 */
export function followSafeMessage(
  client: Pick<PublicClient, 'readContract'>,
  {
    safe,
    message,
    intervalMs = runtimeSettings.transport.pollingIntervalMs,
  }: { safe: `0x${string}`; message: string; intervalMs?: number },
  signal?: AbortSignal,
): Promise<Hex> {
  const running = waiting.get(message);
  if (running) return running;
  const hash = hashMessage(message);
  const follow = poll(
    async () => {
      if (await isApprovedOnChain(client, safe, hash)) return '0x' as Hex;
      return (await getOffChainSignature(message)) as Hex | undefined;
    },
    { intervalMs, ...(signal ? { signal } : {}) },
  ).then((signature) => {
    if (!signature) throw signal?.reason ?? new Error('stopped');
    return signature;
  });
  waiting.set(message, follow);
  void follow.finally(() => waiting.delete(message)).catch(() => {});
  return follow;
}
