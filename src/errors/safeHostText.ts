import type { ErrorLike } from './base.ts';

/**
 * The one place where Portico reads an upstream error's words, and why it must.
 *
 * The Safe host answers a failed request with a string only, and the Safe Apps SDK turns it into
 * `new Error(text)`: no class name, no code, no data. The SDK's own checks (and the Safe provider's) throw
 * plain `Error`s the same way, and its `PermissionsError` gives both of its cases the same code (4001) and
 * no name. wagmi's `safe` connector gives up on `getInfo` with viem's `withTimeout`, whose error is a
 * plain `Error('timed out')`. For these errors, and only for plain `Error`s, the exact text is the signal.
 * Exact matches against the SDK's fixed sentences, never substrings, so no other error can be caught here.
 */
export type SafeHostVerdict =
  | 'rejected'
  | 'permission-declined'
  | 'permission-invalid'
  | 'timeout'
  | 'refused';

const verdicts: Readonly<Record<string, SafeHostVerdict>> = {
  // The host's reply when the owner closes the transaction or signature review.
  'Transaction was rejected': 'rejected',
  // PermissionsError (4001): the owner said no; the host's own reply says "were".
  'Permissions rejected': 'permission-declined',
  'Permissions were rejected': 'permission-declined',
  // PermissionsError (4001) thrown before sending: the site asked for a permission that does not exist.
  'Permissions request is invalid': 'permission-invalid',
  // viem's withTimeout, as used by wagmi's safe connector around sdk.safe.getInfo().
  'timed out': 'timeout',
  // The host's generic error reply, and the SDK's and Safe provider's input checks.
  'Request failed': 'refused',
  'No transactions were passed': 'refused',
  'Invalid safeTxHash': 'refused',
  'Invalid typed data': 'refused',
  'Please specify primaryType': 'refused',
  'Invalid message type': 'refused',
  'The address or message hash is invalid': 'refused',
  'The address is invalid': 'refused',
};

/** The Safe provider's answer to a method it lacks: `"eth_subscribe" not implemented` (or "not supported"). */
const unimplemented = /^"\w{1,64}" not (?:implemented|supported)$/;

/** What a plain `Error` from the Safe SDK, host or provider means, or undefined for any other error. */
export function recogniseSafeHostText(link: ErrorLike): SafeHostVerdict | undefined {
  if (link.name !== 'Error' || typeof link.message !== 'string') return undefined;
  if (Object.hasOwn(verdicts, link.message)) return verdicts[link.message];
  return unimplemented.test(link.message) ? 'refused' : undefined;
}
