import { PorticoError, type PorticoErrorOptions } from './base.ts';

// The wallet's side of a request: it said no, it was busy, it was not there, it could not, it went quiet.

export type WalletRejectedErrorType = WalletRejectedError & { name: 'WalletRejectedError' };
/** The person said no in their wallet (EIP-1193 4001, or the Safe's "Transaction was rejected"). */
export class WalletRejectedError extends PorticoError {
  override name = 'WalletRejectedError';
  override readonly code = 'WALLET_REJECTED';
  constructor(options?: PorticoErrorOptions) {
    super('The request was rejected in the wallet.', options);
  }
}

export type WalletBusyErrorType = WalletBusyError & { name: 'WalletBusyError' };
/** The wallet already shows a prompt for this site (-32002); a second one waits behind it. */
export class WalletBusyError extends PorticoError {
  override name = 'WalletBusyError';
  override readonly code = 'WALLET_BUSY';
  constructor(options?: PorticoErrorOptions) {
    super('The wallet already has a request pending.', options);
  }
}

export type NoWalletErrorType = NoWalletError & { name: 'NoWalletError' };
/** No provider: the chosen wallet is not installed in this browser. */
export class NoWalletError extends PorticoError {
  override name = 'NoWalletError';
  override readonly code = 'NO_WALLET';
  constructor(options?: PorticoErrorOptions) {
    super('No wallet provider was found.', options);
  }
}

export type WalletUnauthorizedErrorType = WalletUnauthorizedError & { name: 'WalletUnauthorizedError' };
/** The wallet has not authorised this site for the account or method (4100). */
export class WalletUnauthorizedError extends PorticoError {
  override name = 'WalletUnauthorizedError';
  override readonly code = 'WALLET_UNAUTHORIZED';
  constructor(options?: PorticoErrorOptions) {
    super('The wallet has not authorised this request.', options);
  }
}

export type WalletUnsupportedRequestErrorType = WalletUnsupportedRequestError & {
  name: 'WalletUnsupportedRequestError';
};
/** The wallet does not implement the method (4200), for anything but switching networks. */
export class WalletUnsupportedRequestError extends PorticoError {
  override name = 'WalletUnsupportedRequestError';
  override readonly code = 'WALLET_UNSUPPORTED_REQUEST';
  constructor(options?: PorticoErrorOptions) {
    super('The wallet does not support this request.', options);
  }
}

export type WalletTimeoutErrorType = WalletTimeoutError & { name: 'WalletTimeoutError' };
/** The wallet never answered a prompt, so the site gave up waiting (the prompt may still be open). */
export class WalletTimeoutError extends PorticoError {
  override name = 'WalletTimeoutError';
  override readonly code = 'WALLET_TIMEOUT';
  constructor(ms: number, options?: PorticoErrorOptions) {
    super(`The wallet did not answer within ${Math.round(ms / 1000)} s.`, options);
  }
}

export type WalletWaitCancelledErrorType = WalletWaitCancelledError & { name: 'WalletWaitCancelledError' };
/** The person chose to stop waiting for their wallet. */
export class WalletWaitCancelledError extends PorticoError {
  override name = 'WalletWaitCancelledError';
  override readonly code = 'WALLET_WAIT_CANCELLED';
  constructor(options?: PorticoErrorOptions) {
    super('Stopped waiting for the wallet.', options);
  }
}
