import { type ErrorLike, walk } from '../../src/errors/base.ts';
import type { WalletRpcError } from './types.ts';

// EIP-1193 / EIP-1474 errors with the codes and wording wallets (MetaMask) use, so viem maps them to the
// same classes it would in production.

export const walletErrors = {
  userRejected: (): WalletRpcError => ({ code: 4001, message: 'User rejected the request.' }),
  unauthorized: (): WalletRpcError => ({
    code: 4100,
    message: 'The requested account and/or method has not been authorized by the user.',
  }),
  unsupportedMethod: (method: string): WalletRpcError => ({
    code: 4200,
    message: `The Provider does not support the requested method: ${method}.`,
  }),
  disconnected: (): WalletRpcError => ({
    code: 4900,
    message: 'The Provider is disconnected from all chains.',
  }),
  chainDisconnected: (): WalletRpcError => ({
    code: 4901,
    message: 'The Provider is not connected to the requested chain.',
  }),
  unrecognizedChain: (chainIdHex: string): WalletRpcError => ({
    code: 4902,
    message: `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  }),
  /** MetaMask's answer to a second prompt while one is open. */
  requestPending: (method: string, origin: string): WalletRpcError => ({
    code: -32002,
    message: `Request of type '${method}' already pending for origin ${origin}. Please wait.`,
  }),
  invalidParams: (message: string): WalletRpcError => ({ code: -32602, message }),
  invalidRequest: (): WalletRpcError => ({
    code: -32600,
    message: 'Expected a single, non-array, object argument.',
  }),
  internal: (message: string, data?: unknown): WalletRpcError => ({
    code: -32603,
    message,
    ...(data === undefined ? {} : { data }),
  }),
  /** A generic switch failure (not 4902): what wagmi turns into SwitchChainError. */
  switchFailed: (): WalletRpcError => ({ code: -32603, message: 'Failed to switch chain.' }),
} as const;

/** Finds a numeric `code` on an error or its causes (viem nests the RPC's error), else -32603. */
export function toWalletRpcError(error: unknown): WalletRpcError {
  const found = walk(
    error,
    (link) => typeof (link as ErrorLike).code === 'number' && (link as ErrorLike).code !== -1,
  );
  if (found) {
    const e = found as ErrorLike & { code: number };
    const message =
      typeof e.details === 'string' && e.details
        ? e.details
        : typeof e.shortMessage === 'string'
          ? e.shortMessage
          : String(e.message ?? 'Internal error.');
    return { code: e.code, message, ...(e.data === undefined ? {} : { data: e.data }) };
  }
  const message = error instanceof Error ? error.message.split('\n')[0] || 'Internal error.' : String(error);
  return walletErrors.internal(message);
}
