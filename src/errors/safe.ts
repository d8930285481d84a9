import { PorticoError, type PorticoErrorOptions } from './base.ts';

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

export type SafeNotConfirmedErrorType = SafeNotConfirmedError & { name: 'SafeNotConfirmedError' };
/** The Safe's owners did not confirm an on-chain message signature before the site stopped waiting. */
export class SafeNotConfirmedError extends PorticoError {
  override name = 'SafeNotConfirmedError';
  override readonly code = 'SAFE_NOT_CONFIRMED';
  constructor(options?: PorticoErrorOptions) {
    super('The Safe owners did not confirm the message in time.', options);
  }
}

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

export type SafePermissionDeclinedErrorType = SafePermissionDeclinedError & {
  name: 'SafePermissionDeclinedError';
};
/** The Safe's owner did not allow what the site asked permission for (the address book). */
export class SafePermissionDeclinedError extends PorticoError {
  override name = 'SafePermissionDeclinedError';
  override readonly code = 'SAFE_PERMISSION_DECLINED';
  constructor(options?: PorticoErrorOptions) {
    super('The permission was declined in the Safe.', options);
  }
}

export type SafePermissionInvalidErrorType = SafePermissionInvalidError & {
  name: 'SafePermissionInvalidError';
};
/** The site asked the Safe for a permission that does not exist: the site's mistake, not the owner's. */
export class SafePermissionInvalidError extends PorticoError {
  override name = 'SafePermissionInvalidError';
  override readonly code = 'SAFE_PERMISSION_INVALID';
  constructor(options?: PorticoErrorOptions) {
    super('The permission request is invalid.', options);
  }
}
