import type { Transport } from 'viem';

/** The largest JSON-RPC response body read from a node (viem's default is 10 MB; the page needs kilobytes). */
export const MAX_RPC_RESPONSE_BYTES = 1_048_576;
/** The longest `eth_call` answer taken (a balance is 32 bytes; a multicall a few KB). */
const MAX_CALL_RESULT_BYTES = 131_072;

const quantity = /^0x[0-9a-f]{1,64}$/i;
const data = /^0x(?:[0-9a-f]{2})*$/i;
const quantityMethods = new Set([
  'eth_getBalance',
  'eth_blockNumber',
  'eth_chainId',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_estimateGas',
  'eth_getTransactionCount',
]);

/** A node's answer that viem would turn into garbage (a 20-million-bit balance) or a throw deep in a hook. */
export class RpcAnswerInvalidError extends Error {
  override name = 'RpcAnswerInvalidError';
  constructor(method: string, result: unknown) {
    const shown = typeof result === 'string' ? `${result.length} characters` : typeof result;
    super(`The RPC answered ${method} with something that is not valid (${shown}).`);
  }
}

/** What is wrong with a node's answer to `method`, if anything (only methods whose answer has one shape). */
export function checkRpcAnswer(method: string, result: unknown): RpcAnswerInvalidError | undefined {
  if (quantityMethods.has(method)) {
    return typeof result === 'string' && quantity.test(result)
      ? undefined
      : new RpcAnswerInvalidError(method, result);
  }
  if (method === 'eth_call') {
    return typeof result === 'string' && result.length <= 2 + 2 * MAX_CALL_RESULT_BYTES && data.test(result)
      ? undefined
      : new RpcAnswerInvalidError(method, result);
  }
  return undefined;
}

/** `transport` with each answer checked: a malformed one fails its attempt (so the fallback asks the next URL). */
export function checkedTransport(transport: Transport): Transport {
  return (parameters) => {
    const inner = transport(parameters);
    const request = (async (args: { method: string; params?: unknown }, options?: unknown) => {
      const result = await (inner.request as (a: unknown, o?: unknown) => Promise<unknown>)(args, options);
      const problem = checkRpcAnswer(args.method, result);
      if (problem) throw problem;
      return result;
    }) as typeof inner.request;
    return { ...inner, request };
  };
}
