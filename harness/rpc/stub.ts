import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient } from 'viem';
import { settings } from '../../src/config/generated.ts';
import { createChain } from '../../src/wagmi/chain.ts';
import { createTransport } from '../../src/wagmi/transports.ts';

// Test helpers for the transport tests: a loopback JSON-RPC stub and a client built the way the site builds it.

export type Reply = { status: number; body: string; headers?: Record<string, string> };
export type Handler = (body: { id: number; method: string }, hit: number) => Reply;
const servers: Server[] = [];

export async function rpcStub(handler: Handler): Promise<{ url: string; hits: number[] }> {
  const hits: number[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      hits.push(performance.now());
      const reply = handler(JSON.parse(raw), hits.length);
      // An error status comes as text, as gateways send it (a JSON content type with a non-JSON body would
      // be a parse failure, which viem retries whatever the status).
      const type = reply.status === 200 ? 'application/json' : 'text/plain';
      res.writeHead(reply.status, { 'content-type': type, ...reply.headers }).end(reply.body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

/** Closes the most recent stub, so its URL refuses connections. */
export async function closeLastRpcStub(): Promise<void> {
  await new Promise((resolve) => servers.pop()?.close(resolve));
}

/** Stops every stub started so far (call from afterEach). */
export async function stopRpcStubs(): Promise<void> {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
}

/** A public client over the configured transport, with these RPC URLs in order. */
export function client(rpcUrls: [string, ...string[]]) {
  const chainSettings = { ...settings.chain, rpcUrls };
  return createPublicClient({
    chain: createChain(chainSettings),
    transport: createTransport(chainSettings, settings.transport),
  });
}
