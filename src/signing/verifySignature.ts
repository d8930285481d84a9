import {
  type Address,
  type Hex,
  hashMessage,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  recoverMessageAddress,
} from 'viem';

/** EIP-1271 `isValidSignature(bytes32,bytes)` success value. */
export const EIP1271_MAGIC_VALUE = '0x1626ba7e';
/** Legacy `isValidSignature(bytes,bytes)` success value (Safe's CompatibilityFallbackHandler answers both). */
export const EIP1271_LEGACY_MAGIC_VALUE = '0x20c13b0b';

export type VerificationMethod = 'ecrecover' | 'eip1271' | 'eip1271-legacy';

export interface Verification {
  readonly valid: boolean;
  readonly method: VerificationMethod;
}

/** EIP-1271 `isValidSignature(bytes32,bytes)`. */
export const isValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
]);

/** The legacy form, `isValidSignature(bytes,bytes)`. */
const legacyIsValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes data, bytes signature) view returns (bytes4)',
]);

type Reader = Pick<PublicClient, 'getCode' | 'readContract'>;

/**
 * Verifies a personal-sign signature: an account without code by recovery, a contract wallet
 * (a Safe) through EIP-1271, trying the bytes32 form first and the legacy bytes form second.
 */
export async function verifySignature(
  client: Reader,
  { address, message, signature }: { address: Address; message: string; signature: Hex },
): Promise<Verification> {
  const code = await client.getCode({ address });
  if (!code || code === '0x') {
    const signer = await recoverMessageAddress({ message, signature }).catch(() => undefined);
    return { valid: signer !== undefined && isAddressEqual(signer, address), method: 'ecrecover' };
  }
  const hash = hashMessage(message);
  // Today's EIP-1271 (bytes32 hash), then the legacy form (bytes data) older contract wallets still answer.
  const ask = (abi: typeof isValidSignatureAbi | typeof legacyIsValidSignatureAbi) =>
    client
      .readContract({ address, abi, functionName: 'isValidSignature', args: [hash, signature] })
      .catch(() => undefined);
  const modern = await ask(isValidSignatureAbi);
  if (modern?.toLowerCase() === EIP1271_MAGIC_VALUE) return { valid: true, method: 'eip1271' };
  const legacy = await ask(legacyIsValidSignatureAbi);
  return { valid: legacy?.toLowerCase() === EIP1271_LEGACY_MAGIC_VALUE, method: 'eip1271-legacy' };
}
