import { causeChain, type ErrorLike, PorticoError, type PorticoErrorOptions } from './base.ts';
import {
  ChainNotSupportedError,
  InsufficientFundsError,
  NoWalletError,
  RpcTimeoutError,
  RpcUnreachableError,
  SafeHostTimeoutError,
  SafePermissionDeclinedError,
  SafePermissionInvalidError,
  SafeRefusedError,
  StorageUnavailableError,
  SwitchChainFailedError,
  SwitchChainUnsupportedError,
  UnexpectedError,
  WalletBusyError,
  WalletRejectedError,
  WalletUnauthorizedError,
  WalletUnsupportedRequestError,
  WrongNetworkError,
} from './families.ts';
import { recogniseSafeHostText } from './safeHostText.ts';

/** What the caller knows about the failed request, when the error itself does not say. */
export interface ErrorContext {
  /** The EIP-1193 method (`wallet_switchEthereumChain`) or the wagmi action's mutation key (`switchChain`). */
  readonly request?: string | undefined;
}

/** Requests whose 4200 means "this wallet cannot switch networks", not "this wallet cannot do that". */
const switching = new Set(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'switchChain']);

type Rule = readonly [
  matches: (link: ErrorLike) => boolean,
  family: (
    options: PorticoErrorOptions,
    link: ErrorLike,
    chain: readonly ErrorLike[],
    context: ErrorContext,
  ) => PorticoError,
];

const named =
  (...names: string[]) =>
  (link: ErrorLike) =>
    names.includes(link.name as string);
const coded =
  (code: number, ...names: string[]) =>
  (link: ErrorLike) =>
    link.code === code || names.includes(link.name as string);
const safeText = (verdict: string) => (link: ErrorLike) => recogniseSafeHostText(link) === verdict;

/**
 * In priority order, each tried against the whole cause chain: the most telling signal wins wherever it sits
 * (a 4200 inside a SwitchChainError is "cannot switch", not "switch failed"). Upstream errors are recognised by
 * their class `name` (viem, wagmi, DOMException) and EIP-1193 `code` only; the Safe SDK's text-only errors go
 * through `recogniseSafeHostText`.
 */
const rules: readonly Rule[] = [
  // Before the 4001 rule: the SDK's PermissionsError carries 4001 too, and says something more specific.
  [safeText('permission-invalid'), (o) => new SafePermissionInvalidError(o)],
  [safeText('permission-declined'), (o) => new SafePermissionDeclinedError(o)],
  // Before the 4001 rule: wagmi wraps a wallet's 4200 on wallet_addEthereumChain in a UserRejectedRequestError,
  // but nobody said no; the wallet cannot do it.
  [named('SwitchChainNotSupportedError'), (o) => new SwitchChainUnsupportedError(o)],
  [
    coded(4200, 'UnsupportedProviderMethodError'),
    (o, link, chain, context) =>
      isSwitching(chain, link, context)
        ? new SwitchChainUnsupportedError(o)
        : new WalletUnsupportedRequestError(o),
  ],
  [coded(4001, 'UserRejectedRequestError'), (o) => new WalletRejectedError(o)],
  [safeText('rejected'), (o) => new WalletRejectedError(o)],
  [coded(-32002, 'ResourceUnavailableRpcError'), (o) => new WalletBusyError(o)],
  [named('ConnectorNotFoundError', 'ProviderNotFoundError'), (o) => new NoWalletError(o)],
  [coded(4100, 'UnauthorizedProviderError'), (o) => new WalletUnauthorizedError(o)],
  [named('ChainNotConfiguredError'), (o) => new ChainNotSupportedError(o)],
  [named('ChainMismatchError', 'ConnectorChainMismatchError'), (o) => new WrongNetworkError(o)],
  // viem's SwitchChainError carries 4902 itself; a raw 4902 means the wallet does not know the chain.
  [coded(4902, 'SwitchChainError'), (o) => new SwitchChainFailedError(o)],
  [named('InsufficientFundsError'), (o) => new InsufficientFundsError(o)],
  [named('TimeoutError'), (o) => new RpcTimeoutError(o)],
  [named('HttpRequestError', 'WebSocketRequestError'), (o) => new RpcUnreachableError(o)],
  [safeText('timeout'), (o) => new SafeHostTimeoutError('getInfo', undefined, o)],
  [safeText('refused'), (o, link) => new SafeRefusedError(link.message as string, o)],
  [named('SecurityError', 'QuotaExceededError'), (o) => new StorageUnavailableError(o)],
];

/**
 * Any thrown value (a wagmi or viem error, a raw EIP-1193 `{ code, message }`, a Safe SDK error, a PorticoError,
 * a string, null) → the PorticoError family it belongs to, with the original as `cause`.
 */
export function toPorticoError(error: unknown, context: ErrorContext = {}): PorticoError {
  const chain = causeChain(error);
  // Ours first: a PorticoError anywhere in the chain was raised by the code that knew most.
  const ours = chain.find((link): link is PorticoError => link instanceof PorticoError);
  if (ours) return ours;
  const options = { cause: error, details: rawText(error, chain) };
  for (const [matches, family] of rules) {
    const link = chain.find(matches);
    if (link) return family(options, link, chain, context);
  }
  return new UnexpectedError(options);
}

/**
 * Whether a 4200 was the answer to switching networks: the caller says so, the chain names the request, wagmi
 * wrapped it in a SwitchChainError (wallet_switchEthereumChain), or in a UserRejectedRequestError, which wagmi's
 * connectors do with whatever wallet_addEthereumChain throws and viem never does to a 4200 (viem makes it an
 * UnsupportedProviderMethodError).
 */
function isSwitching(chain: readonly ErrorLike[], unsupported: ErrorLike, context: ErrorContext): boolean {
  const wrapper = chain[chain.indexOf(unsupported) - 1];
  return (
    switching.has(context.request ?? '') ||
    chain.some((link) => link.name === 'SwitchChainError' || switching.has(methodOf(link) ?? '')) ||
    (wrapper?.name === 'UserRejectedRequestError' && unsupported.code === 4200)
  );
}

/** The JSON-RPC method a link names: our own `method` field, or viem's request `body`. */
function methodOf(link: ErrorLike): string | undefined {
  const { method, body } = link as { method?: unknown; body?: { method?: unknown } };
  const found = method ?? body?.method;
  return typeof found === 'string' ? found : undefined;
}

/** The first line of the first text in the chain, bounded: for `details` (the console), never for the visitor. */
function rawText(error: unknown, chain: readonly ErrorLike[]): string | undefined {
  const texts = chain.map((link) => link.shortMessage ?? link.message);
  const text = [typeof error === 'string' ? error : undefined, ...texts].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  const line = text?.slice(0, 1000).trim().split('\n')[0] ?? '';
  return line ? (line.length > 200 ? `${line.slice(0, 199)}…` : line) : undefined;
}
