import { fill, siteWords } from '../i18n/siteWords.ts';
import type { SiteWords } from '../i18n/words/en.ts';
import type { PorticoError } from './base.ts';
import type * as families from './families.ts';
import type { BadWalletAnswerError } from './walletAnswer.ts';

export type UserMessageLevel = 'info' | 'warning' | 'error';

export interface UserMessage {
  readonly level: UserMessageLevel;
  readonly message: string;
  /** Stable per kind of failure: one toast per kind, however many queries failed at once. */
  readonly id: string;
}

type Family<Module> = {
  [K in keyof Module]: Module[K] extends abstract new (...args: never[]) => infer E ? E : never;
}[keyof Module];
export type PorticoErrorCode = (Family<typeof families> | BadWalletAnswerError)['code'];

type ErrorWords = SiteWords['errors'];

/**
 * Per family code: its level and toast id, and which words of the page's table (`errors` in src/i18n/words/) a
 * visitor reads: what happened and what to do. A person saying no is `info` (calm, never an alarm); something they
 * can fix is `warning`; the rest is `error`. The words live in the table, one per language; only these stay in code.
 */
export const userMessages: Readonly<
  Record<PorticoErrorCode, readonly [UserMessageLevel, id: string, words: keyof ErrorWords]>
> = {
  WALLET_REJECTED: ['info', 'user-rejected', 'WALLET_REJECTED'],
  WALLET_BUSY: ['warning', 'request-pending', 'WALLET_BUSY'],
  NO_WALLET: ['error', 'no-provider', 'NO_WALLET'],
  WALLET_UNAUTHORIZED: ['warning', 'wallet-unauthorized', 'WALLET_UNAUTHORIZED'],
  WALLET_UNSUPPORTED_REQUEST: ['warning', 'request-unsupported', 'WALLET_UNSUPPORTED_REQUEST'],
  WALLET_TIMEOUT: ['warning', 'wallet-timeout', 'WALLET_TIMEOUT'],
  WALLET_WAIT_CANCELLED: ['info', 'wallet-wait-stopped', 'WALLET_WAIT_CANCELLED'],
  WALLET_BAD_ADDRESS: ['error', 'wallet-bad-address', 'WALLET_BAD_ADDRESS'],
  WALLET_BAD_CHAIN: ['error', 'wallet-bad-chain', 'WALLET_BAD_CHAIN'],
  WALLET_NO_ACCOUNT: ['warning', 'wallet-no-account', 'WALLET_NO_ACCOUNT'],
  WALLET_BAD_ANSWER: ['error', 'wallet-bad-answer', 'WALLET_BAD_ANSWER'],
  CHAIN_NOT_SUPPORTED: ['error', 'chain-not-configured', 'CHAIN_NOT_SUPPORTED'],
  WRONG_NETWORK: ['warning', 'chain-mismatch', 'WRONG_NETWORK'],
  SWITCH_FAILED: ['error', 'switch-failed', 'SWITCH_FAILED'],
  SWITCH_UNSUPPORTED: ['warning', 'switch-unsupported', 'SWITCH_UNSUPPORTED'],
  INSUFFICIENT_FUNDS: ['warning', 'insufficient-funds', 'INSUFFICIENT_FUNDS'],
  RPC_UNREACHABLE: ['error', 'rpc-unreachable', 'RPC_UNREACHABLE'],
  // The same toast as an unreachable endpoint (same id), so the same words.
  RPC_TIMEOUT: ['error', 'rpc-unreachable', 'RPC_UNREACHABLE'],
  SAFE_TIMEOUT: ['warning', 'safe-timeout', 'SAFE_TIMEOUT'],
  SAFE_NOT_CONFIRMED: ['warning', 'safe-not-confirmed', 'SAFE_NOT_CONFIRMED'],
  SAFE_REFUSED: ['error', 'safe-refused', 'SAFE_REFUSED'],
  SAFE_PERMISSION_DECLINED: ['info', 'permission-declined', 'SAFE_PERMISSION_DECLINED'],
  SAFE_PERMISSION_INVALID: ['error', 'permission-invalid', 'SAFE_PERMISSION_INVALID'],
  STORAGE_UNAVAILABLE: ['warning', 'storage-unavailable', 'STORAGE_UNAVAILABLE'],
  UNEXPECTED: ['error', 'unexpected', 'UNEXPECTED'],
};

/**
 * The words for one classified error, from `words` (the page's table by default; the build passes each language's
 * for the wallet dialog's inline messages). Read at call time: the island installs its table after modules load.
 */
export function messageFor(error: PorticoError, words: Pick<SiteWords, 'errors'> = siteWords()): UserMessage {
  const [level, id, key] = userMessages[error.code as PorticoErrorCode] ?? userMessages.UNEXPECTED;
  // The Safe's reason is one of its fixed sentences (safeHostText.ts), which it sends in English only.
  const reason = key === 'SAFE_REFUSED' ? (error as families.SafeRefusedError).reason : '';
  return { level, id, message: fill(words.errors[key], { reason }) };
}
