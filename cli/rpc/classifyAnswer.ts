import { BSC_CHAIN } from '../config/schema.ts';
import { show } from '../validators/show.ts';

/** What one `eth_chainId` probe found. Only `wrong-chain` is an error; the others are warnings. */
export type RpcProbe =
  | { readonly kind: 'ok'; readonly chainId: number }
  | { readonly kind: 'wrong-chain'; readonly chainId: number; readonly detail: string }
  | {
      readonly kind: 'unreachable' | 'timeout' | 'http-error' | 'rpc-error' | 'invalid-response';
      readonly detail: string;
    };

export interface HttpAnswer {
  readonly status: number;
  readonly statusText: string;
  /** The `Location` header of a redirect, if any. */
  readonly location: string | null;
  readonly body: string;
}

/** Chains an endpoint is most often mistaken for, to make the wrong-chain message concrete. */
const KNOWN_CHAINS: Readonly<Record<number, string>> = {
  1: 'Ethereum mainnet',
  97: 'BNB Smart Chain testnet',
  204: 'opBNB',
  5611: 'opBNB testnet',
  31337: 'a local Anvil/Hardhat node without --chain-id 56',
};

/** Reads the HTTP answer to `eth_chainId`. Pure: no network, so every shape is unit-tested. */
export function classifyAnswer(answer: HttpAnswer): RpcProbe {
  const { status } = answer;
  if (status >= 300 && status < 400) {
    const to = answer.location ? ` to ${quote(answer.location)}` : '';
    return { kind: 'http-error', detail: `answered HTTP ${status} (a redirect${to})` };
  }
  if (status < 200 || status >= 300) {
    const text = answer.statusText ? ` ${quote(answer.statusText)}` : '';
    return { kind: 'http-error', detail: `answered HTTP ${status}${text}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    const start = answer.body.trim() === '' ? 'an empty body' : `a body starting ${quote(answer.body)}`;
    return { kind: 'invalid-response', detail: `answered HTTP ${status} with ${start}, not JSON` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { kind: 'invalid-response', detail: `answered ${quote(answer.body)}, not a JSON-RPC response` };
  }
  const reply = json as { result?: unknown; error?: unknown };
  if (reply.error !== undefined) {
    const error = reply.error as { code?: unknown; message?: unknown } | null;
    const code = typeof error?.code === 'number' ? ` ${error.code}` : '';
    const message = typeof error?.message === 'string' ? ` ${quote(error.message)}` : '';
    return { kind: 'rpc-error', detail: `answered with JSON-RPC error${code}${message}` };
  }
  const result = reply.result;
  if (typeof result !== 'string' || !/^0x[0-9a-f]{1,16}$/i.test(result)) {
    return { kind: 'invalid-response', detail: `answered chain id ${quote(result)}, not a hex number` };
  }
  const chainId = Number(BigInt(result));
  if (chainId === BSC_CHAIN.id) return { kind: 'ok', chainId };
  const name = KNOWN_CHAINS[chainId];
  return {
    kind: 'wrong-chain',
    chainId,
    detail: `answered chain ${chainId}${name ? ` (${name})` : ''}, not ${BSC_CHAIN.name} (${BSC_CHAIN.id})`,
  };
}

/**
 * The endpoint's words, quoted for a terminal: `show` escapes C0 controls (ESC included) and caps the
 * length; C1 controls (U+0080–U+009F, e.g. the 8-bit CSI) are replaced too, so a hostile endpoint
 * cannot drive the maintainer's terminal.
 */
function quote(value: unknown): string {
  return show(typeof value === 'string' ? value.replace(/[\u007f-\u009f]/g, '?') : value);
}
