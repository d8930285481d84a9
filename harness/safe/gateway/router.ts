// The gateway stand-in's router: routes register themselves (./routes/*.ts) and matchRoute finds them.
import { type Address, getAddress, type Hex, isAddress } from 'viem';
import { getCode } from 'viem/actions';
import { readSafeState, type SafeState } from '../contracts/readSafe.ts';
import type { ChainFeature } from './chainInfo.ts';
import { invalid, notFound } from './gatewayError.ts';
import type { GatewayStore, StoredTx } from './store.ts';

export type GatewayContext = {
  store: GatewayStore;
  rpcUrl: string;
  url: string;
  features: ChainFeature[];
  /** Safes the gateway has heard of (for owners/{address}/safes). */
  knownSafes: Set<Address>;
  /** Fiat price of 1 BNB, by lowercase currency code. */
  prices: Record<string, number>;
};

export type RouteInput = {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  ctx: GatewayContext;
};
/** A handler returns the JSON body (status 200, or `{status, body}` for others). */
export type RouteResult = unknown | { status: number; body: unknown };
type Route = {
  method: string;
  pattern: RegExp;
  keys: string[];
  handle: (i: RouteInput) => Promise<RouteResult>;
};

const routes: Route[] = [];
export function route(method: string, path: string, handle: Route['handle']) {
  const keys: string[] = [];
  const source = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  routes.push({ method, pattern: new RegExp(`^${source}$`), keys, handle });
}

export function matchRoute(method: string, pathname: string) {
  for (const r of routes) {
    if (r.method !== method) continue;
    const m = r.pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    r.keys.forEach((k, i) => {
      params[k] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route: r, params };
  }
  return undefined;
}

export const withStatus = (status: number, body: unknown) => ({ __status: status, body });
export const emptyPage = () => ({ count: 0, next: null, previous: null, results: [] });

export function checkChain(ctx: GatewayContext, chainId: string | undefined) {
  if (chainId !== String(ctx.store.chainId)) throw notFound(`Chain ${chainId}`);
}

export function address(raw: string | undefined, what = 'address'): Address {
  if (!raw || !isAddress(raw, { strict: false })) throw invalid(`Invalid ${what}: ${raw}.`);
  return getAddress(raw);
}

/** A hex field the request body must carry (a signature, call data); 422 when it is missing or empty. */
export function requiredHex(body: unknown, field: string): Hex {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'string' || !value) throw invalid(`${field} is required.`);
  return value as Hex;
}

export async function safeState(ctx: GatewayContext, raw: string | undefined): Promise<SafeState> {
  const safe = address(raw, 'Safe address');
  const code = await getCode(ctx.store.client, { address: safe });
  if (!code || code === '0x') throw notFound(`Safe ${safe}`);
  ctx.knownSafes.add(safe);
  return readSafeState(ctx.store.client, safe);
}

export async function withExecutions(ctx: GatewayContext, txs: StoredTx[]) {
  await Promise.all(txs.map((t) => ctx.store.refreshExecution(t)));
  return txs;
}

export const routeList = () => routes.map((r) => `${r.method} ${r.pattern.source}`);
