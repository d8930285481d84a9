// The relay's RPC faults: what a real RPC does wrong, as data. A test sets one on an endpoint of the test
// build's RPC relay (`faults.rpc(...)` in harness/playwright.ts) and the page sees it as a visitor would.

/** One fault on one relay endpoint. Kinds are the raw vocabulary; {@link RPC_FAULTS} names the common ones. */
export type RpcFault = (
  | { kind: 'none' }
  /** The connection is closed without an answer (a refused or reset connection). */
  | { kind: 'refuse' }
  /** The request is never answered (a node that hangs; the client's timeout decides). */
  | { kind: 'hang' }
  /** The answer comes `ms` late. */
  | { kind: 'delay'; ms: number }
  /** An HTTP error status, optionally with Retry-After (seconds). */
  | { kind: 'status'; status: number; retryAfter?: number }
  /** A 200 whose body is not JSON (an HTML error page from a gateway). */
  | { kind: 'invalid-json' }
  /** A 200 with a JSON-RPC body for another request id. */
  | { kind: 'wrong-id' }
  /** A 200 whose body is cut in half. */
  | { kind: 'truncated' }
  /** A 200 whose JSON-RPC body is an error with this code (e.g. -32603, -32005, -32000). */
  | { kind: 'rpc-error'; code: number; message?: string }
  /** eth_chainId (and net_version) answer this chain instead of the fork's 56; everything else is relayed. */
  | { kind: 'chain-id'; chainId: number }
) & {
  /** Only the next `times` requests to the endpoint get the fault; then it heals. Default: every request. */
  times?: number;
};

/** The faults tests ask for by name. */
export const RPC_FAULTS = {
  /** Never answers: the page's per-attempt timeout is what ends the wait. */
  timeout: { kind: 'hang' },
  /** A JSON-RPC internal error (-32603) on a 200. */
  error: { kind: 'rpc-error', code: -32603, message: 'Internal error' },
  /** HTTP 500 from the RPC host. */
  serverError: { kind: 'status', status: 500 },
  /** The endpoint refuses the connection. */
  refused: { kind: 'refuse' },
  /** The RPC claims to be Ethereum mainnet (chain id 1). */
  wrongChainId: { kind: 'chain-id', chainId: 1 },
  /** A 200 with an HTML page instead of JSON. */
  malformedJson: { kind: 'invalid-json' },
  /** A 200 whose body stops half way. */
  truncated: { kind: 'truncated' },
  /** A 200 answering another request id. */
  wrongId: { kind: 'wrong-id' },
  /** HTTP 429 with Retry-After: 1. */
  rateLimited: { kind: 'status', status: 429, retryAfter: 1 },
  /** Every answer 1.5 s late. */
  slow: { kind: 'delay', ms: 1_500 },
} as const satisfies Record<string, RpcFault>;

export type RpcFaultName = keyof typeof RPC_FAULTS;

/** A fault given by name or as data, limited to the next `times` requests when given. */
export function toRpcFault(fault: RpcFaultName | RpcFault, times?: number): RpcFault {
  const base: RpcFault = typeof fault === 'string' ? RPC_FAULTS[fault] : fault;
  return times === undefined ? base : { ...base, times };
}
