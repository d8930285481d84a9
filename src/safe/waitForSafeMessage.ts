import type { Address, Hex, PublicClient } from 'viem';
import { EIP1271_MAGIC_VALUE, isValidSignatureAbi } from '../account/verifySignature.ts';

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
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await client
      .readContract({
        address: safe,
        abi: isValidSignatureAbi,
        functionName: 'isValidSignature',
        args: [hash, '0x'],
      })
      .catch(() => undefined);
    if (value?.toLowerCase() === EIP1271_MAGIC_VALUE) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error('The Safe owners did not confirm the message in time.');
}
