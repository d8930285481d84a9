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

type Words = string | ((error: PorticoError) => string);

/**
 * The words a visitor reads, per family code: what happened and what to do. A person saying no is `info`
 * (calm, never an alarm); something they can fix is `warning`; the rest is `error`.
 */
export const userMessages: Readonly<
  Record<PorticoErrorCode, readonly [UserMessageLevel, id: string, Words]>
> = {
  WALLET_REJECTED: ['info', 'user-rejected', 'Request cancelled in your wallet. Nothing was sent.'],
  WALLET_BUSY: [
    'warning',
    'request-pending',
    'Your wallet already has a request waiting. Open your wallet to finish or dismiss it, then try again.',
  ],
  NO_WALLET: [
    'error',
    'no-provider',
    'No wallet found in this browser. Install a wallet extension or pick another wallet.',
  ],
  WALLET_UNAUTHORIZED: [
    'warning',
    'wallet-unauthorized',
    'Your wallet has not authorised this site for that request. Reconnect your wallet, then try again.',
  ],
  WALLET_UNSUPPORTED_REQUEST: [
    'warning',
    'request-unsupported',
    'Your wallet does not support this request. Try again with another wallet.',
  ],
  WALLET_TIMEOUT: [
    'warning',
    'wallet-timeout',
    'Your wallet did not answer, so the request was given up. If it is still open in your wallet, dismiss it there, then try again.',
  ],
  WALLET_WAIT_CANCELLED: [
    'info',
    'wallet-wait-stopped',
    'Stopped waiting for your wallet. If the request is still open there, dismiss it.',
  ],
  WALLET_BAD_ADDRESS: [
    'error',
    'wallet-bad-address',
    'Your wallet answered with something that is not an account address, so it was not connected. Try again, or use another wallet.',
  ],
  WALLET_BAD_CHAIN: [
    'error',
    'wallet-bad-chain',
    'Your wallet reported a network id that is not valid, so it was not connected. Check the network in your wallet, or use another wallet.',
  ],
  WALLET_NO_ACCOUNT: [
    'warning',
    'wallet-no-account',
    'Your wallet shared no account, so nothing was connected. Unlock your wallet or choose an account in it, then try again.',
  ],
  WALLET_BAD_ANSWER: [
    'error',
    'wallet-bad-answer',
    'Your wallet answered with something that is not valid, so it was not used. Try again, or use another wallet.',
  ],
  CHAIN_NOT_SUPPORTED: [
    'error',
    'chain-not-configured',
    'That network is not supported here. Portico works on BNB Smart Chain only.',
  ],
  WRONG_NETWORK: [
    'warning',
    'chain-mismatch',
    'Your wallet is on another network. Switch to BNB Smart Chain and try again. Nothing was sent.',
  ],
  SWITCH_FAILED: [
    'error',
    'switch-failed',
    'Could not switch to BNB Smart Chain. Switch networks from within your wallet and try again.',
  ],
  SWITCH_UNSUPPORTED: [
    'warning',
    'switch-unsupported',
    'Your wallet does not support switching networks. Switch to BNB Smart Chain from within your wallet.',
  ],
  INSUFFICIENT_FUNDS: [
    'warning',
    'insufficient-funds',
    'Your account does not have enough BNB to pay for this transaction and its network fee. Nothing was sent.',
  ],
  RPC_UNREACHABLE: [
    'error',
    'rpc-unreachable',
    'The BNB Smart Chain network is not answering. Check your connection; the page keeps working.',
  ],
  RPC_TIMEOUT: [
    'error',
    'rpc-unreachable',
    'The BNB Smart Chain network is not answering. Check your connection; the page keeps working.',
  ],
  SAFE_TIMEOUT: [
    'warning',
    'safe-timeout',
    'Your Safe did not answer. Reload the app in your Safe, then try again.',
  ],
  SAFE_NOT_CONFIRMED: [
    'warning',
    'safe-not-confirmed',
    'Something went wrong: The Safe owners did not confirm the message in time.',
  ],
  SAFE_REFUSED: [
    'error',
    'safe-refused',
    (error) =>
      `Your Safe refused the request: ${(error as families.SafeRefusedError).reason}. Reload the app in your Safe, then try again.`,
  ],
  SAFE_PERMISSION_DECLINED: [
    'info',
    'permission-declined',
    'Permission declined in your Safe. Nothing was shared.',
  ],
  SAFE_PERMISSION_INVALID: [
    'error',
    'permission-invalid',
    'Permissions request is invalid: this app asked your Safe for a permission that does not exist.',
  ],
  STORAGE_UNAVAILABLE: [
    'warning',
    'storage-unavailable',
    'This browser does not let the site store anything, so it will not remember you next time. The page keeps working.',
  ],
  UNEXPECTED: ['error', 'unexpected', 'Something went wrong. Please try again.'],
};

/** The words for one classified error. */
export function messageFor(error: PorticoError): UserMessage {
  const [level, id, words] = userMessages[error.code as PorticoErrorCode] ?? userMessages.UNEXPECTED;
  return { level, id, message: typeof words === 'string' ? words : words(error) };
}
