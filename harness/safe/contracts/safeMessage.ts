import {
  type Hash,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem';
import { joinSignatures, type OwnerSignature, type SafeTxTarget, safeDomain, signAsOwner } from './safeTx.ts';

/** A message as apps send it: text (or hex-encoded text) for signMessage, EIP-712 data for signTypedMessage. */
export type SafeMessageInput = string | TypedDataDefinition;

export const safeMessageTypes = { SafeMessage: [{ name: 'message', type: 'bytes' }] } as const;

/**
 * Safe{Wallet}'s reading of a text message: a hex string that decodes as UTF-8 is hashed as the decoded text,
 * anything else as the literal string.
 */
export function decodeMessageText(message: string): string {
  if (!isHex(message) || message.length % 2 !== 0) return message;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message));
  } catch {
    return message;
  }
}

/** The hash the Safe wraps: EIP-191 of the (decoded) text, or the EIP-712 hash of typed data. */
export function hashSafeMessageContent(message: SafeMessageInput): Hash {
  if (typeof message === 'string') return hashMessage(decodeMessageText(message));
  return hashTypedData(message);
}

/** The SafeMessage hash (`messageHash` in the gateway): EIP-712 over `{message: contentHash}`, Safe domain. */
export function hashSafeMessage(target: SafeTxTarget, message: SafeMessageInput): Hash {
  return hashTypedData({
    domain: safeDomain(target),
    types: safeMessageTypes,
    primaryType: 'SafeMessage',
    message: { message: hashSafeMessageContent(message) },
  });
}

/** The SafeMessage hash from the content hash an app holds (`sdk.safe.calculateMessageHash(message)`). */
export function hashSafeMessageOfContentHash(target: SafeTxTarget, contentHash: Hash): Hash {
  return hashTypedData({
    domain: safeDomain(target),
    types: safeMessageTypes,
    primaryType: 'SafeMessage',
    message: { message: contentHash },
  });
}

/** One owner's signature over the SafeMessage, as the gateway stores it in `confirmations`. */
export function signSafeMessage(
  owner: LocalAccount,
  target: SafeTxTarget,
  message: SafeMessageInput,
): Promise<OwnerSignature> {
  return signAsOwner(owner, {
    domain: safeDomain(target),
    types: safeMessageTypes,
    primaryType: 'SafeMessage',
    message: { message: hashSafeMessageContent(message) },
  });
}

/** `preparedSignature`: owner signatures concatenated in ascending owner order (transaction service). */
export function buildPreparedSignature(confirmations: readonly OwnerSignature[]): Hex {
  return joinSignatures(confirmations);
}
