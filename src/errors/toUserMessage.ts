/**
 * Any error from wagmi, viem, a wallet or the Safe host → the sentence a person reads in a toast.
 *
 * Matching is by error `name` and RPC `code` while walking the `cause` chain, so the mapping needs
 * no wagmi or viem classes in the bundle and still sees a 4001 wrapped three levels deep.
 */
export type UserMessageLevel = 'info' | 'warning' | 'error';

export interface UserMessage {
  readonly level: UserMessageLevel;
  readonly message: string;
  /** Stable per kind of failure: one toast per kind, however many queries failed at once. */
  readonly id: string;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  cause?: unknown;
  data?: unknown;
}

const rules: ReadonlyArray<{ matches: (e: ErrorLike) => boolean; message: UserMessage }> = [
  {
    // A malformed permission request is the app's mistake, though the SDK gives it code 4001 too.
    matches: (e) => e.message === 'Permissions request is invalid',
    message: {
      level: 'error',
      id: 'permission-invalid',
      message:
        'Permissions request is invalid: this app asked your Safe for a permission that does not exist.',
    },
  },
  {
    // The Safe Apps SDK's PermissionsError carries code 4001 too; it says something more specific.
    matches: (e) => e.message === 'Permissions rejected' || e.message === 'Permissions were rejected',
    message: {
      level: 'info',
      id: 'permission-declined',
      message: 'Permission declined in your Safe. Nothing was shared.',
    },
  },
  {
    // Before the rejection rule: wagmi wraps a wallet's 4200 on wallet_addEthereumChain in a
    // UserRejectedRequestError, but nobody said no; the wallet cannot do it.
    matches: (e) => e.name === 'SwitchChainNotSupportedError' || e.code === 4200,
    message: {
      level: 'warning',
      id: 'switch-unsupported',
      message:
        'Your wallet does not support switching networks. Switch to BNB Smart Chain from within your wallet.',
    },
  },
  {
    matches: (e) =>
      e.name === 'UserRejectedRequestError' || e.code === 4001 || e.message === 'Transaction was rejected',
    message: {
      level: 'info',
      id: 'user-rejected',
      message: 'Request cancelled in your wallet. Nothing was sent.',
    },
  },
  {
    matches: (e) => e.name === 'ResourceUnavailableRpcError' || e.code === -32002,
    message: {
      level: 'warning',
      id: 'request-pending',
      message:
        'Your wallet already has a request waiting. Open your wallet to finish or dismiss it, then try again.',
    },
  },
  {
    matches: (e) => e.name === 'ConnectorNotFoundError' || e.name === 'ProviderNotFoundError',
    message: {
      level: 'error',
      id: 'no-provider',
      message: 'No wallet found in this browser. Install a wallet extension or pick another wallet.',
    },
  },
  {
    matches: (e) => e.name === 'WalletAddressInvalidError',
    message: {
      level: 'error',
      id: 'wallet-bad-address',
      message:
        'Your wallet answered with something that is not an account address, so it was not connected. Try again, or use another wallet.',
    },
  },
  {
    matches: (e) => e.name === 'WalletChainIdInvalidError',
    message: {
      level: 'error',
      id: 'wallet-bad-chain',
      message:
        'Your wallet reported a network id that is not valid, so it was not connected. Check the network in your wallet, or use another wallet.',
    },
  },
  {
    matches: (e) => e.name === 'WalletNoAccountsError',
    message: {
      level: 'warning',
      id: 'wallet-no-account',
      message:
        'Your wallet shared no account, so nothing was connected. Unlock your wallet or choose an account in it, then try again.',
    },
  },
  {
    matches: (e) => e.name === 'WalletTimeoutError',
    message: {
      level: 'warning',
      id: 'wallet-timeout',
      message:
        'Your wallet did not answer, so the request was given up. If it is still open in your wallet, dismiss it there, then try again.',
    },
  },
  {
    matches: (e) => e.name === 'WalletWaitCancelledError',
    message: {
      level: 'info',
      id: 'wallet-wait-stopped',
      message: 'Stopped waiting for your wallet. If the request is still open there, dismiss it.',
    },
  },
  {
    matches: (e) => e.name === 'ChainNotConfiguredError',
    message: {
      level: 'error',
      id: 'chain-not-configured',
      message: 'That network is not supported here. Portico works on BNB Smart Chain only.',
    },
  },
  {
    matches: (e) => e.name === 'ChainMismatchError',
    message: {
      level: 'warning',
      id: 'chain-mismatch',
      message:
        'Your wallet is on another network. Switch to BNB Smart Chain and try again. Nothing was sent.',
    },
  },
  {
    matches: (e) => e.name === 'SwitchChainError',
    message: {
      level: 'error',
      id: 'switch-failed',
      message: 'Could not switch to BNB Smart Chain. Switch networks from within your wallet and try again.',
    },
  },
  {
    matches: (e) =>
      e.name === 'TimeoutError' || e.name === 'HttpRequestError' || e.name === 'WebSocketRequestError',
    message: {
      level: 'error',
      id: 'rpc-unreachable',
      message: 'The BNB Smart Chain network is not answering. Check your connection; the page keeps working.',
    },
  },
];

export function toUserMessage(error: unknown): UserMessage {
  // Rules in priority order, each against the whole chain: the most telling cause wins, wherever it sits
  // (a 4200 inside a SwitchChainError is "cannot switch", not "switch failed").
  const chain = causeChain(error);
  const rule = rules.find((candidate) => chain.some((link) => candidate.matches(link)));
  if (rule) return rule.message;
  const detail = firstText(error);
  return {
    level: 'error',
    id: `unexpected:${detail}`,
    message: detail ? `Something went wrong: ${detail}` : 'Something went wrong. Please try again.',
  };
}

/** The error and its causes, outermost first, including MetaMask Mobile's `data.originalError`. */
export function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (
    current &&
    typeof current === 'object' &&
    chain.length < 16 &&
    !chain.includes(current as ErrorLike)
  ) {
    const link = current as ErrorLike;
    chain.push(link);
    const nested = (link.data as { originalError?: unknown } | undefined)?.originalError;
    current = link.cause ?? nested;
  }
  return chain;
}

function firstText(error: unknown): string {
  for (const link of causeChain(error)) {
    const text = typeof link.shortMessage === 'string' ? link.shortMessage : link.message;
    if (typeof text === 'string' && text.trim()) return text.split('\n')[0]?.trim() ?? '';
  }
  return typeof error === 'string' ? error : '';
}

/** True when the error is a person saying no (to be shown calmly, never as an alarm). */
export function isUserRejection(error: unknown): boolean {
  return toUserMessage(error).id === 'user-rejected';
}
