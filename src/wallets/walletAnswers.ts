import { isAddress } from 'viem';
import { parseChainId } from '../connect/rules.js';
import {
  BadWalletAnswerError,
  invalidAddress,
  invalidChainId,
  type WalletAnswerError,
} from '../errors/walletAnswer.ts';

/** What a chain id is, as the wallet dialog's owner reads it too (one rule: src/connect/rules.js). */
export { parseChainId };

/** The longest signature taken from a wallet: ERC-6492 and smart-account signatures run to a few KB, not MB. */
export const MAX_SIGNATURE_BYTES = 16_384;
/** More accounts than any wallet shares with one site. */
export const MAX_ACCOUNTS = 100;

const signingMethods = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
]);
const signaturePattern = /^0x(?:[0-9a-f]{2})+$/i;
const hashPattern = /^0x[0-9a-f]{64}$/i;

/**
 * A signature or transaction hash that is no hex of a plausible length (a number, an object, a 5 MB string).
 * Nothing of it is stored or drawn; `details` keeps its first characters for a bug report.
 */
export const unexpectedAnswer = (method: string, value: unknown) =>
  new BadWalletAnswerError(
    'WalletAnswerInvalidError',
    'WALLET_BAD_ANSWER',
    'The wallet returned an unexpected answer.',
    `${method} answered ${describeValue(value)}.`,
  );

/**
 * What is wrong with a wallet's answer to a method that carries a chain id or accounts, if anything.
 * Only the shape is judged: an empty account list is a valid `eth_accounts` answer (not authorised yet).
 */
export function checkWalletAnswer(method: string, result: unknown): WalletAnswerError | undefined {
  switch (method) {
    case 'eth_chainId':
      return parseChainId(result) === undefined ? invalidChainId(method, result) : undefined;
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return isAddressList(result) ? undefined : invalidAddress(method, result);
    case 'eth_sendTransaction':
      return typeof result === 'string' && hashPattern.test(result)
        ? undefined
        : unexpectedAnswer(method, result);
    case 'wallet_requestPermissions': {
      const accounts = permittedAccounts(result);
      return accounts === undefined || isAddressList(accounts) ? undefined : invalidAddress(method, accounts);
    }
    default:
      return signingMethods.has(method) && !isSignature(result)
        ? unexpectedAnswer(method, result)
        : undefined;
  }
}

/** Answers that are thrown at once, whatever the request: the caller would otherwise store or draw them. */
export function isFatalAnswerProblem(method: string): boolean {
  return method === 'eth_sendTransaction' || method === 'eth_chainId' || signingMethods.has(method);
}

function isSignature(value: unknown): boolean {
  return (
    typeof value === 'string' && value.length <= 2 + 2 * MAX_SIGNATURE_BYTES && signaturePattern.test(value)
  );
}

function isAddressList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= MAX_ACCOUNTS &&
    value.every((item) => typeof item === 'string' && isAddress(item, { strict: false }))
  );
}

/** The accounts wagmi's injected connector takes from a permission grant: the first caveat of the first permission. */
function permittedAccounts(result: unknown): unknown {
  if (!Array.isArray(result)) return undefined;
  const [permission] = result as Array<{ caveats?: Array<{ value?: unknown }> } | undefined>;
  return Array.isArray(permission?.caveats) ? permission.caveats[0]?.value : undefined;
}

/** A bounded description of a value: its type and length, never megabytes of it. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    return value.length > 40
      ? `a ${value.length}-character text starting ${JSON.stringify(value.slice(0, 20))}`
      : JSON.stringify(value);
  }
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? `an array of ${value.length}` : 'an object';
}
