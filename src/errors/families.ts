import { family, PorticoError, type PorticoErrorOptions } from './base.ts';

// Every failure family the site tells a visitor about, by side. The wrong answers a wallet can give are in
// walletAnswer.ts. README.md in this folder lists the codes and how to add a family.

// The wallet's side of a request: it said no, it was busy, it was not there, it could not, it went quiet.

/** The person said no in their wallet (EIP-1193 4001, or the Safe's "Transaction was rejected"). */
export const WalletRejectedError = family(
  'WalletRejectedError',
  'WALLET_REJECTED',
  'The wallet rejected the request.',
);
export type WalletRejectedErrorType = InstanceType<typeof WalletRejectedError>;

/** The wallet already shows a prompt for this site (-32002); a second one waits behind it. */
export const WalletBusyError = family('WalletBusyError', 'WALLET_BUSY', 'The wallet has a request pending.');
export type WalletBusyErrorType = InstanceType<typeof WalletBusyError>;

/** No provider: the chosen wallet is not installed in this browser. */
export const NoWalletError = family('NoWalletError', 'NO_WALLET', 'No wallet provider was found.');
export type NoWalletErrorType = InstanceType<typeof NoWalletError>;

/** The wallet has not authorised this site for the account or method (4100). */
export const WalletUnauthorizedError = family(
  'WalletUnauthorizedError',
  'WALLET_UNAUTHORIZED',
  'The request is not authorised.',
);
export type WalletUnauthorizedErrorType = InstanceType<typeof WalletUnauthorizedError>;

/** The wallet does not implement the method (4200), for anything but switching networks. */
export const WalletUnsupportedRequestError = family(
  'WalletUnsupportedRequestError',
  'WALLET_UNSUPPORTED_REQUEST',
  'The wallet does not support this request.',
);
export type WalletUnsupportedRequestErrorType = InstanceType<typeof WalletUnsupportedRequestError>;

/** The person chose to stop waiting for their wallet. */
export const WalletWaitCancelledError = family(
  'WalletWaitCancelledError',
  'WALLET_WAIT_CANCELLED',
  'Stopped waiting for the wallet.',
);
export type WalletWaitCancelledErrorType = InstanceType<typeof WalletWaitCancelledError>;

export type WalletTimeoutErrorType = WalletTimeoutError & { name: 'WalletTimeoutError' };
/** The wallet never answered a prompt, so the site gave up waiting (the prompt may still be open). */
export class WalletTimeoutError extends PorticoError {
  override name = 'WalletTimeoutError';
  override readonly code = 'WALLET_TIMEOUT';
  constructor(ms: number, options?: PorticoErrorOptions) {
    super(`The wallet did not answer within ${Math.round(ms / 1000)} s.`, options);
  }
}

// The network's side: the wallet is on the wrong chain or cannot move, the RPC does not answer, gas is short.

/** A chain the site is not configured for was asked for (wagmi's ChainNotConfiguredError). */
export const ChainNotSupportedError = family(
  'ChainNotSupportedError',
  'CHAIN_NOT_SUPPORTED',
  'The chain is not configured.',
);
export type ChainNotSupportedErrorType = InstanceType<typeof ChainNotSupportedError>;

/** The wallet is on another chain than the one the action was pinned to (ChainMismatchError). */
export const WrongNetworkError = family(
  'WrongNetworkError',
  'WRONG_NETWORK',
  'The wallet is on another network.',
);
export type WrongNetworkErrorType = InstanceType<typeof WrongNetworkError>;

/** The wallet tried to switch (or add) the chain and failed, 4902 included. */
export const SwitchChainFailedError = family(
  'SwitchChainFailedError',
  'SWITCH_FAILED',
  'Switching networks failed.',
);
export type SwitchChainFailedErrorType = InstanceType<typeof SwitchChainFailedError>;

/** The wallet cannot switch networks at all: 4200 on wallet_switchEthereumChain or wallet_addEthereumChain. */
export const SwitchChainUnsupportedError = family(
  'SwitchChainUnsupportedError',
  'SWITCH_UNSUPPORTED',
  'The wallet does not support switching networks.',
);
export type SwitchChainUnsupportedErrorType = InstanceType<typeof SwitchChainUnsupportedError>;

/** The chain's RPC endpoint could not be reached (viem's HttpRequestError, WebSocketRequestError). */
export const RpcUnreachableError = family(
  'RpcUnreachableError',
  'RPC_UNREACHABLE',
  'The RPC is unreachable.',
);
export type RpcUnreachableErrorType = InstanceType<typeof RpcUnreachableError>;

/** The chain's RPC endpoint took too long (viem's TimeoutError). Same words for the visitor as unreachable. */
export const RpcTimeoutError = family('RpcTimeoutError', 'RPC_TIMEOUT', 'The RPC timed out.');
export type RpcTimeoutErrorType = InstanceType<typeof RpcTimeoutError>;

/** The account cannot pay for the transaction's value and gas (viem's InsufficientFundsError). */
export const InsufficientFundsError = family(
  'InsufficientFundsError',
  'INSUFFICIENT_FUNDS',
  'The account has too little to pay.',
);
export type InsufficientFundsErrorType = InstanceType<typeof InsufficientFundsError>;

// The Safe host's side, when the site runs as a Safe App: it went quiet, refused, or did not allow.

export type SafeHostTimeoutErrorType = SafeHostTimeoutError & { name: 'SafeHostTimeoutError' };
/**
 * The Safe host did not answer in time. The Safe Apps SDK never times out on its own, so the site (and
 * wagmi's `safe` connector, for `getInfo`) put a limit on each call; this is what is thrown past it.
 */
export class SafeHostTimeoutError extends PorticoError {
  override name = 'SafeHostTimeoutError';
  override readonly code = 'SAFE_TIMEOUT';
  constructor(what: string, ms: number | undefined, options?: PorticoErrorOptions) {
    const limit = ms === undefined ? 'in time' : `within ${Math.round(ms / 1000)} s`;
    super(`The Safe did not answer ${what} ${limit}.`, options);
  }
}

/** The Safe's owners did not confirm an on-chain message signature before the site stopped waiting. */
export const SafeNotConfirmedError = family(
  'SafeNotConfirmedError',
  'SAFE_NOT_CONFIRMED',
  'The Safe owners did not confirm the message in time.',
);
export type SafeNotConfirmedErrorType = InstanceType<typeof SafeNotConfirmedError>;

export type SafeRefusedErrorType = SafeRefusedError & { name: 'SafeRefusedError' };
/**
 * The Safe host or the Safe Apps SDK refused the request. `reason` is one of the SDK's own fixed sentences
 * (recognised by `recogniseSafeHostText`, never free text), so it may be shown.
 */
export class SafeRefusedError extends PorticoError {
  override name = 'SafeRefusedError';
  override readonly code = 'SAFE_REFUSED';
  readonly reason: string;
  constructor(reason: string, options?: PorticoErrorOptions) {
    super(`The Safe refused the request: ${reason}.`, options);
    this.reason = reason;
  }
}

/** The Safe's owner did not allow what the site asked permission for (the address book). */
export const SafePermissionDeclinedError = family(
  'SafePermissionDeclinedError',
  'SAFE_PERMISSION_DECLINED',
  'Permission declined in the Safe.',
);
export type SafePermissionDeclinedErrorType = InstanceType<typeof SafePermissionDeclinedError>;

/** The site asked the Safe for a permission that does not exist: the site's mistake, not the owner's. */
export const SafePermissionInvalidError = family(
  'SafePermissionInvalidError',
  'SAFE_PERMISSION_INVALID',
  'The permission request is invalid.',
);
export type SafePermissionInvalidErrorType = InstanceType<typeof SafePermissionInvalidError>;

// The browser's side.

/**
 * The browser refused local storage (a `SecurityError` in a third-party frame, a `QuotaExceededError` when full).
 * The site keeps working without remembering anything (the guarded storage wrapper).
 */
export const StorageUnavailableError = family(
  'StorageUnavailableError',
  'STORAGE_UNAVAILABLE',
  'Storage is not available.',
);
export type StorageUnavailableErrorType = InstanceType<typeof StorageUnavailableError>;

// Anything else.

/**
 * Anything no family recognised. Its words for the visitor are generic on purpose: upstream text can be
 * long, technical or hostile. The raw text is kept in `details`, for the console and bug reports.
 */
export const UnexpectedError = family('UnexpectedError', 'UNEXPECTED', 'An unexpected error occurred.');
export type UnexpectedErrorType = InstanceType<typeof UnexpectedError>;
