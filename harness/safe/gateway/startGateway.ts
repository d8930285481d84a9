import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Address, createClient, getAddress, http } from 'viem';
import { BSC_DEFAULT_FEATURES, type ChainFeature } from './chainInfo.ts';
import { GatewayError } from './gatewayError.ts';
import { type GatewayContext, matchRoute } from './routes.ts';
import { GatewayStore } from './store.ts';

/**
 * A one-shot fault: the next matching request gets `status` and a body that is the CGW `{code,message}` JSON
 * (`json`), JSON without those keys (`bare`), an unparseable text (`garbage`), or nothing (`empty`).
 */
export type GatewayFault = {
  status: number;
  body: 'json' | 'bare' | 'garbage' | 'empty';
  /** Only requests whose path contains this string; default: any. */
  pathIncludes?: string;
  /** How many requests it applies to; default 1. */
  times?: number;
};

export type StartGatewayParameters = {
  rpcUrl: string;
  chainId?: number;
  /** Default: the Safe{Wallet} BSC fixture (no EIP1271). */
  features?: readonly ChainFeature[];
  /** Safes to list under owners/{address}/safes before anyone asks about them. */
  safes?: readonly Address[];
};

export type Gateway = {
  /** Base URL for `setBaseUrl` (no trailing slash). */
  url: string;
  store: GatewayStore;
  setFeatures: (features: readonly ChainFeature[]) => void;
  features: () => ChainFeature[];
  failNext: (fault: GatewayFault) => void;
  /** `METHOD pattern` → number of requests it answered (contract coverage). */
  hits: Map<string, number>;
  stop: () => Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new GatewayError(400, 'Request body is not JSON.');
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  if (body === null || body === undefined) return res.end();
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

/** Starts the Client Gateway stand-in on a free loopback port. */
export async function startGateway(p: StartGatewayParameters): Promise<Gateway> {
  const client = createClient({ transport: http(p.rpcUrl) });
  const store = new GatewayStore(client, p.chainId ?? 56);
  const faults: GatewayFault[] = [];
  const hits = new Map<string, number>();
  const ctx: GatewayContext = {
    store,
    rpcUrl: p.rpcUrl,
    url: '',
    features: [...(p.features ?? BSC_DEFAULT_FEATURES)],
    knownSafes: new Set((p.safes ?? []).map((s) => getAddress(s))),
    prices: { usd: 612.34, eur: 565.1, gbp: 482.9 },
  };

  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type, authorization');
    if (req.method === 'OPTIONS') return send(res, 204, null);
    const url = new URL(req.url ?? '/', 'http://gateway');
    const fault = faults.find((f) => !f.pathIncludes || url.pathname.includes(f.pathIncludes));
    if (fault) {
      fault.times = (fault.times ?? 1) - 1;
      if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      res.statusCode = fault.status;
      if (fault.body === 'json')
        return send(res, fault.status, { code: fault.status, message: 'Injected fault.' });
      if (fault.body === 'bare') return send(res, fault.status, { error: 'Injected fault.' });
      if (fault.body === 'garbage') return res.end('<html>not json');
      return res.end();
    }
    try {
      const match = matchRoute(req.method ?? 'GET', url.pathname);
      if (!match) throw new GatewayError(404, `No route for ${req.method} ${url.pathname}.`);
      const key = `${match.route.method} ${match.route.pattern.source}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      const body = req.method === 'POST' || req.method === 'PUT' ? await readBody(req) : null;
      const result = await match.route.handle({ params: match.params, query: url.searchParams, body, ctx });
      if (result && typeof result === 'object' && '__status' in result) {
        const r = result as { __status: number; body: unknown };
        return send(res, r.__status, r.body);
      }
      return send(res, 200, result);
    } catch (error) {
      if (error instanceof GatewayError) return send(res, error.status, error.body);
      return send(res, 500, { code: 500, message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx.url = `http://127.0.0.1:${port}`;
  return {
    url: ctx.url,
    store,
    hits,
    setFeatures: (features) => {
      ctx.features = [...features];
    },
    features: () => [...ctx.features],
    failNext: (fault) => {
      faults.push({ ...fault });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
