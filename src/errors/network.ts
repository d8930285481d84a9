import { PorticoError, type PorticoErrorOptions } from './base.ts';

// The network's side: the wallet is on the wrong chain, cannot move, or the RPC does not answer.

export type ChainNotSupportedErrorType = ChainNotSupportedError & { name: 'ChainNotSupportedError' };
/** A chain the site is not configured for was asked for (wagmi's ChainNotConfiguredError). */
export class ChainNotSupportedError extends PorticoError {
  override name = 'ChainNotSupportedError';
  override readonly code = 'CHAIN_NOT_SUPPORTED';
  constructor(options?: PorticoErrorOptions) {
    super('The chain is not configured for this site.', options);
  }
}

export type WrongNetworkErrorType = WrongNetworkError & { name: 'WrongNetworkError' };
/** The wallet is on another chain than the one the action was pinned to (wagmi's ChainMismatchError). */
export class WrongNetworkError extends PorticoError {
  override name = 'WrongNetworkError';
  override readonly code = 'WRONG_NETWORK';
  constructor(options?: PorticoErrorOptions) {
    super('The wallet is on another network.', options);
  }
}

export type SwitchChainFailedErrorType = SwitchChainFailedError & { name: 'SwitchChainFailedError' };
/** The wallet tried to switch (or add) the chain and failed, 4902 included. */
export class SwitchChainFailedError extends PorticoError {
  override name = 'SwitchChainFailedError';
  override readonly code = 'SWITCH_FAILED';
  constructor(options?: PorticoErrorOptions) {
    super('The wallet could not switch networks.', options);
  }
}

export type SwitchChainUnsupportedErrorType = SwitchChainUnsupportedError & {
  name: 'SwitchChainUnsupportedError';
};
/** The wallet cannot switch networks at all: 4200 on wallet_switchEthereumChain or wallet_addEthereumChain. */
export class SwitchChainUnsupportedError extends PorticoError {
  override name = 'SwitchChainUnsupportedError';
  override readonly code = 'SWITCH_UNSUPPORTED';
  constructor(options?: PorticoErrorOptions) {
    super('The wallet does not support switching networks.', options);
  }
}

export type RpcUnreachableErrorType = RpcUnreachableError & { name: 'RpcUnreachableError' };
/** The chain's RPC endpoint could not be reached (viem's HttpRequestError, WebSocketRequestError). */
export class RpcUnreachableError extends PorticoError {
  override name = 'RpcUnreachableError';
  override readonly code = 'RPC_UNREACHABLE';
  constructor(options?: PorticoErrorOptions) {
    super('The RPC endpoint could not be reached.', options);
  }
}

export type RpcTimeoutErrorType = RpcTimeoutError & { name: 'RpcTimeoutError' };
/** The chain's RPC endpoint took too long (viem's TimeoutError). Same words for the visitor as unreachable. */
export class RpcTimeoutError extends PorticoError {
  override name = 'RpcTimeoutError';
  override readonly code = 'RPC_TIMEOUT';
  constructor(options?: PorticoErrorOptions) {
    super('The RPC endpoint did not answer in time.', options);
  }
}

export type InsufficientFundsErrorType = InsufficientFundsError & { name: 'InsufficientFundsError' };
/** The account cannot pay for the transaction's value and gas (viem's InsufficientFundsError). */
export class InsufficientFundsError extends PorticoError {
  override name = 'InsufficientFundsError';
  override readonly code = 'INSUFFICIENT_FUNDS';
  constructor(options?: PorticoErrorOptions) {
    super('The account cannot pay for the transaction.', options);
  }
}
