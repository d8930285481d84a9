/** A failure Safe{Wallet} reports with its own words; anything else is answered as 'Request failed'. */
export class HostRejection extends Error {
  override name = 'HostRejection';
}

export const TX_REJECTED = 'Transaction was rejected';
export const PERMISSIONS_REJECTED = 'Permissions were rejected';
export const REQUEST_FAILED = 'Request failed';

/** The outcome of one SDK request on the server: data, an error text, or no reply at all. */
export type HostOutcome =
  | { kind: 'data'; data: unknown }
  | { kind: 'error'; error: string }
  | { kind: 'none' };
