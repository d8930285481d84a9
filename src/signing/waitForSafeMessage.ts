import type { Address, Hex, PublicClient } from 'viem';
import { SafeNotConfirmedError } from '../errors/families.ts';
import { poll } from '../polling/poll.ts';
import { EIP1271_MAGIC_VALUE, isValidSignatureAbi } from './verifySignature.ts';

/**
 * On-chain Safe message signing returns '0x' at once; the message counts as signed only after the
 * owners execute the SignMessageLib transaction. Polls the Safe until it says so (or the time is up).
 */
export async function waitForSafeMessage(
  client: Pick<PublicClient, 'readContract'>,
  {
    safe,
    hash,
    intervalMs = 4000,
    timeoutMs = 30 * 60_000,
  }: { safe: Address; hash: Hex; intervalMs?: number; timeoutMs?: number },
): Promise<void> {
  const confirmed = await poll(
    async () => {
      const value = await client
        .readContract({
          address: safe,
          abi: isValidSignatureAbi,
          functionName: 'isValidSignature',
          args: [hash, '0x'],
        })
        .catch(() => undefined);
      return value?.toLowerCase() === EIP1271_MAGIC_VALUE ? true : undefined;
    },
    { intervalMs, deadline: Date.now() + timeoutMs },
  );
  if (!confirmed) throw new SafeNotConfirmedError();
}
