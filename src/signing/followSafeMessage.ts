import type { Hex, PublicClient } from 'viem';
import { hashMessage } from 'viem';
import { poll } from '../polling/poll.ts';
import { getOffChainSignature } from '../safe/safeSdk.ts';
import { EIP1271_MAGIC_VALUE, isValidSignatureAbi } from './verifySignature.ts';

/** Messages whose owners' signature this page is waiting for, by text: one poll each, however many ask. */
const waiting = new Map<string, Promise<Hex>>();

/**
 * Waits, as long as the owners take (or until `signal` aborts), for a Safe's signature of `message` that was asked
 * for earlier (before a reload, or on another page): the off-chain signature once the owners have confirmed it,
 * or `0x` once they executed the on-chain approval (SignMessageLib). Resolves with the signature to verify.
 */
export function followSafeMessage(
  client: Pick<PublicClient, 'readContract'>,
  { safe, message, intervalMs = 4000 }: { safe: `0x${string}`; message: string; intervalMs?: number },
  signal?: AbortSignal,
): Promise<Hex> {
  const running = waiting.get(message);
  if (running) return running;
  const hash = hashMessage(message);
  const follow = poll(
    async () => {
      const onChain = await client
        .readContract({
          address: safe,
          abi: isValidSignatureAbi,
          functionName: 'isValidSignature',
          args: [hash, '0x'],
        })
        .catch(() => undefined);
      if (onChain?.toLowerCase() === EIP1271_MAGIC_VALUE) return '0x' as Hex;
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
