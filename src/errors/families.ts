import { family, familyBase, type PorticoErrorOptions } from './base.ts';

// Every failure family the site tells a visitor about, by side. The wrong answers a wallet can give are in
// walletAnswer.ts. README.md in this folder lists the codes and how to add a family.

// The wallet's side of a request: it said no, it was busy, it was not there, it could not, it went quiet.

/** The person said no in their wallet (EIP-1193 4001, or the Safe's "Transaction was rejected"). */
export class WalletRejectedError extends family(
  'WalletRejectedError',
  'WALLET_REJECTED',
  'The wallet rejected the request.',
) {}

/** The wallet already shows a prompt for this site (-32002); a second one waits behind it. */
export class WalletBusyError extends family(
  'WalletBusyError',
  'WALLET_BUSY',
  'The wallet has a request pending.',
) {}

/** No provider: the chosen wallet is not installed in this browser. */
export class NoWalletError extends family('NoWalletError', 'NO_WALLET', 'No wallet provider was found.') {}

/** The wallet has not authorised this site for the account or method (4100). */
export class WalletUnauthorizedError extends family(
  'WalletUnauthorizedError',
  'WALLET_UNAUTHORIZED',
  'The request is not authorised.',
) {}

/** The wallet does not implement the method (4200), for anything but switching networks. */
export class WalletUnsupportedRequestError extends family(
  'WalletUnsupportedRequestError',
  'WALLET_UNSUPPORTED_REQUEST',
  'The wallet does not support this request.',
) {}

/** The person chose to stop waiting for their wallet. */
export class WalletWaitCancelledError extends family(
  'WalletWaitCancelledError',
  'WALLET_WAIT_CANCELLED',
  'Stopped waiting for the wallet.',
) {}

/** The wallet never answered a prompt, so the site gave up waiting (the prompt may still be open). */
export class WalletTimeoutError extends familyBase('WalletTimeoutError', 'WALLET_TIMEOUT') {
  constructor(ms: number, options?: PorticoErrorOptions) {
    super(`The wallet did not answer within ${Math.round(ms / 1000)} s.`, options);
  }
}

// The network's side: the wallet is on the wrong chain or cannot move, the RPC does not answer, gas is short.

/** A chain the site is not configured for was asked for (wagmi's ChainNotConfiguredError). */
export class ChainNotSupportedError extends family(
  'ChainNotSupportedError',
  'CHAIN_NOT_SUPPORTED',
  'The chain is not configured.',
) {}

/** The wallet is on another chain than the one the action was pinned to (ChainMismatchError). */
export class WrongNetworkError extends family(
  'WrongNetworkError',
  'WRONG_NETWORK',
  'The wallet is on another network.',
) {}

/** The wallet tried to switch (or add) the chain and failed, 4902 included. */
export class SwitchChainFailedError extends family(
  'SwitchChainFailedError',
  'SWITCH_FAILED',
  'Switching networks failed.',
) {}

/** The wallet cannot switch networks at all: 4200 on wallet_switchEthereumChain or wallet_addEthereumChain. */
export class SwitchChainUnsupportedError extends family(
  'SwitchChainUnsupportedError',
  'SWITCH_UNSUPPORTED',
  'The wallet does not support switching networks.',
) {}

/** The chain's RPC endpoint could not be reached (viem's HttpRequestError, WebSocketRequestError). */
export class RpcUnreachableError extends family(
  'RpcUnreachableError',
  'RPC_UNREACHABLE',
  'The RPC is unreachable.',
) {}

/** The chain's RPC endpoint took too long (viem's TimeoutError). Same words for the visitor as unreachable. */
export class RpcTimeoutError extends family('RpcTimeoutError', 'RPC_TIMEOUT', 'The RPC timed out.') {}

/** The account cannot pay for the transaction's value and gas (viem's InsufficientFundsError). */
export class InsufficientFundsError extends family(
  'InsufficientFundsError',
  'INSUFFICIENT_FUNDS',
  'The account has too little to pay.',
) {}

// The Safe host's side, when the site runs as a Safe App: it went quiet, refused, or did not allow.

/**
 * The Safe host did not answer in time. The Safe Apps SDK never times out on its own, so the site (and
 * wagmi's `safe` connector, for `getInfo`) put a limit on each call; this is what is thrown past it.
 */
export class SafeHostTimeoutError extends familyBase('SafeHostTimeoutError', 'SAFE_TIMEOUT') {
  constructor(what: string, ms: number | undefined, options?: PorticoErrorOptions) {
    const limit = ms === undefined ? 'in time' : `within ${Math.round(ms / 1000)} s`;
    super(`The Safe did not answer ${what} ${limit}.`, options);
  }
}

/** The Safe's owners did not confirm an on-chain message signature before the site stopped waiting. */
export class SafeNotConfirmedError extends family(
  'SafeNotConfirmedError',
  'SAFE_NOT_CONFIRMED',
  'The Safe owners did not confirm the message in time.',
) {}

/**
 * The Safe host or the Safe Apps SDK refused the request. `reason` is one of the SDK's own fixed sentences
 * (recognised by `recogniseSafeHostText`, never free text), so it may be shown.
 */
export class SafeRefusedError extends familyBase('SafeRefusedError', 'SAFE_REFUSED') {
  readonly reason: string;
  constructor(reason: string, options?: PorticoErrorOptions) {
    super(`The Safe refused the request: ${reason}.`, options);
    this.reason = reason;
  }
}

/** The Safe's owner did not allow what the site asked permission for (the address book). */
export class SafePermissionDeclinedError extends family(
  'SafePermissionDeclinedError',
  'SAFE_PERMISSION_DECLINED',
  'Permission declined in the Safe.',
) {}

/** The site asked the Safe for a permission that does not exist: the site's mistake, not the owner's. */
export class SafePermissionInvalidError extends family(
  'SafePermissionInvalidError',
  'SAFE_PERMISSION_INVALID',
  'The permission request is invalid.',
) {}

// The browser's side.

/**
 * The browser refused local storage (a `SecurityError` in a third-party frame, a `QuotaExceededError` when full).
 * The site keeps working without remembering anything (the guarded storage wrapper).
 */
export class StorageUnavailableError extends family(
  'StorageUnavailableError',
  'STORAGE_UNAVAILABLE',
  'Storage is not available.',
) {}

// Anything else.

/**
 * Anything no family recognised. Its words for the visitor are generic on purpose: upstream text can be
 * long, technical or hostile. The raw text is kept in `details`, for the console and bug reports.
 */
export class UnexpectedError extends family(
  'UnexpectedError',
  'UNEXPECTED',
  'An unexpected error occurred.',
) {}

// viem's naming: each family's instance type again as `*ErrorType`, for callers that import types by that name.
export type {
  ChainNotSupportedError as ChainNotSupportedErrorType,
  InsufficientFundsError as InsufficientFundsErrorType,
  NoWalletError as NoWalletErrorType,
  RpcTimeoutError as RpcTimeoutErrorType,
  RpcUnreachableError as RpcUnreachableErrorType,
  SafeHostTimeoutError as SafeHostTimeoutErrorType,
  SafeNotConfirmedError as SafeNotConfirmedErrorType,
  SafePermissionDeclinedError as SafePermissionDeclinedErrorType,
  SafePermissionInvalidError as SafePermissionInvalidErrorType,
  SafeRefusedError as SafeRefusedErrorType,
  StorageUnavailableError as StorageUnavailableErrorType,
  SwitchChainFailedError as SwitchChainFailedErrorType,
  SwitchChainUnsupportedError as SwitchChainUnsupportedErrorType,
  UnexpectedError as UnexpectedErrorType,
  WalletBusyError as WalletBusyErrorType,
  WalletRejectedError as WalletRejectedErrorType,
  WalletTimeoutError as WalletTimeoutErrorType,
  WalletUnauthorizedError as WalletUnauthorizedErrorType,
  WalletUnsupportedRequestError as WalletUnsupportedRequestErrorType,
  WalletWaitCancelledError as WalletWaitCancelledErrorType,
  WrongNetworkError as WrongNetworkErrorType,
};
