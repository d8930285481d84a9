import type { Address } from 'viem';
import type { TestAccount } from '../chain/constants.ts';

/** An EIP-1193 ProviderRpcError as it crosses to the page: numeric code, message, optional data. */
export type WalletRpcError = { code: number; message: string; data?: unknown };

/**
 * How the wallet answers a request. `approve` does the real thing (sign, send, switch…); the rest are faults.
 * - reject: a user rejection (4001 "User rejected the request.") unless another error is given;
 * - error: any ProviderRpcError;
 * - result: reply verbatim, e.g. a malformed `eth_chainId` "56" or non-address accounts (a non-empty answer to a
 *   request for accounts grants them, as the wallet's approval would: `eth_accounts` answers them from then on);
 * - throw: reject with a raw value that is not an error object (a string, null…);
 * - delay: answer after `ms` with `then` (default approve);
 * - silent: never answer;
 * - hold: keep the request open (a prompt the user has not answered) until a HeldRequest decides.
 */
export type WalletResponse =
  | { type: 'approve' }
  | { type: 'reject'; error?: WalletRpcError }
  | { type: 'error'; error: WalletRpcError }
  | { type: 'result'; value: unknown }
  | { type: 'throw'; value: unknown }
  | { type: 'delay'; ms: number; then?: WalletResponse }
  | { type: 'silent' };

export type LoggedRequest = {
  /** Order of arrival, from 1. */
  id: number;
  method: string;
  params: unknown;
  /** Origin and URL of the frame that asked. */
  origin: string;
  frameUrl: string;
  /** ms since installTestWallet. */
  at: number;
  status: 'open' | 'resolved' | 'rejected';
  result?: unknown;
  error?: WalletRpcError | { raw: unknown };
};

export type HeldRequest = {
  /** Resolves when the request arrives. */
  arrived: Promise<LoggedRequest>;
  approve(): void;
  reject(error?: WalletRpcError): void;
  respond(response: WalletResponse): void;
};

/** EIP-6963 provider info. */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string };

export type InstallTestWalletParameters = {
  rpcUrl: string;
  /** Accounts the wallet holds (default: anvil's ten). The first is selected unless `accountIndex` says. */
  accounts?: readonly TestAccount[];
  accountIndex?: number;
  /** The site is already authorised (eth_accounts answers without a prompt): for auto-connect tests. */
  authorized?: boolean;
  /** Chain the wallet starts on. Default 56. */
  chainId?: number;
  /** Chains the wallet knows without wallet_addEthereumChain. Default [56, 1]. */
  knownChains?: readonly number[];
  /** After an approved wallet_addEthereumChain, also switch to it (MetaMask does). Default true. */
  switchAfterAdd?: boolean;
  /** Define window.ethereum. Default true. */
  injectWindowEthereum?: boolean;
  /** Announce through EIP-6963. Default true. */
  eip6963?: boolean;
  info?: Partial<WalletInfo>;
};

export type WalletStateSnapshot = {
  address: Address;
  accounts: readonly Address[];
  chainId: number;
  authorized: boolean;
  connected: boolean;
  knownChains: readonly number[];
};
