import type { Address, Hex, PublicClient } from 'viem';
import { EIP1271_MAGIC_VALUE, isValidSignatureAbi } from './verifySignature.ts';

/**
 * A Safe that signs on chain answers "0x" at once; the message counts as signed only once its owners have executed
 * the SignMessageLib approval, after which `isValidSignature(hash, "0x")` answers the EIP-1271 magic value.
 */
export async function isApprovedOnChain(
  client: Pick<PublicClient, 'readContract'>,
  safe: Address,
  hash: Hex,
): Promise<boolean> {
  const value = await client
    .readContract({
      address: safe,
      abi: isValidSignatureAbi,
      functionName: 'isValidSignature',
      args: [hash, '0x'],
    })
    .catch(() => undefined);
  return value?.toLowerCase() === EIP1271_MAGIC_VALUE;
}
