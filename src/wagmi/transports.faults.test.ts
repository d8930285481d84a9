import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { client, type Reply, rpcStub, stopRpcStubs } from '../../harness/rpc/stub.ts';

// RPC faults at the unit layer: what the configured transport (10 s per attempt, 3 retries,
// 150 ms doubling, every RPC URL in order) does with each kind of RPC fault. transports.test.ts has the basic
// schedule, the fallback and "execution reverted"; this file has the rest of the list, and
// transports.timeouts.test.ts the timeouts (on fake time).
//
// Each test has its own stubs and its own client, and waits out real retry pauses (about a second each): they
// run side by side, and the stubs are stopped once all are done (stopping them after each test would stop the
// servers of the tests still running).

const ok = (id: number, result = '0x2a'): Reply => ({
  status: 200,
  body: JSON.stringify({ jsonrpc: '2.0', id, result }),
});
const rpcError = (id: number, code: number, message: string): Reply => ({
  status: 200,
  body: JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }),
});

const refusers: Server[] = [];

afterAll(async () => {
  await stopRpcStubs();
  await Promise.all(refusers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const gaps = (hits: number[]) => hits.slice(1).map((at, i) => at - (hits[i] ?? at));

describe.concurrent('createTransport: HTTP statuses', () => {
  test('behavior: 429 with Retry-After: 1 waits 1000 ms before the retry, not 150', async () => {
    const rpc = await rpcStub(({ id }, hit) =>
      hit === 1 ? { status: 429, body: 'slow down', headers: { 'retry-after': '1' } } : ok(id),
    );
    await expect(client([rpc.url]).getBlockNumber()).resolves.toBe(42n);
    expect(rpc.hits).toHaveLength(2);
    expect(gaps(rpc.hits)[0]).toBeGreaterThanOrEqual(950);
  });

  test.for([500, 502, 503, 504])('behavior: HTTP %i is retried (4 attempts)', async (status) => {
    const rpc = await rpcStub(() => ({ status, body: 'server trouble' }));
    await expect(client([rpc.url]).getBlockNumber()).rejects.toThrow();
    expect(rpc.hits).toHaveLength(4);
  });

  test.for([400, 404])('behavior: HTTP %i is not retried', async (status) => {
    const rpc = await rpcStub(() => ({ status, body: 'bad request' }));
    await expect(client([rpc.url]).getBlockNumber()).rejects.toThrow();
    expect(rpc.hits).toHaveLength(1);
  });

  test('behavior: HTTP 400 on the primary still moves on to the fallback', async () => {
    const bad = await rpcStub(() => ({ status: 400, body: 'bad request' }));
    const healthy = await rpcStub(({ id }) => ok(id));
    await expect(client([bad.url, healthy.url]).getBlockNumber()).resolves.toBe(42n);
    expect(bad.hits).toHaveLength(1);
  });
});

describe.concurrent('createTransport: JSON-RPC errors and bodies', () => {
  test.for([
    [-32603, 'Internal error'],
    [-32005, 'Limit exceeded'],
  ] as const)('behavior: JSON-RPC %i is retried (4 attempts)', async ([code, message]) => {
    const rpc = await rpcStub(({ id }) => rpcError(id, code, message));
    await expect(client([rpc.url]).getBlockNumber()).rejects.toThrow();
    expect(rpc.hits).toHaveLength(4);
  });

  test('behavior: -32000 "execution reverted" stops the fallback too (the second URL is never asked)', async () => {
    const reverting = await rpcStub(({ id }) => rpcError(id, -32000, 'execution reverted'));
    const other = await rpcStub(({ id }) => ok(id));
    await expect(client([reverting.url, other.url]).getBlockNumber()).rejects.toThrow(/reverted/);
    expect(reverting.hits).toHaveLength(1);
    expect(other.hits).toHaveLength(0);
  });

  test('behavior: a 200 with HTML is an error that is retried, then served by the fallback', async () => {
    const html = await rpcStub(() => ({
      status: 200,
      body: '<html>gateway</html>',
      headers: { 'content-type': 'text/html' },
    }));
    await expect(client([html.url]).getBlockNumber()).rejects.toThrow();
    expect(html.hits).toHaveLength(4);
    const healthy = await rpcStub(({ id }) => ok(id));
    await expect(client([html.url, healthy.url]).getBlockNumber()).resolves.toBe(42n);
  });

  test('behavior: a truncated JSON body is an error that is retried', async () => {
    const truncated = await rpcStub(({ id }) => ({ status: 200, body: JSON.stringify(ok(id)).slice(0, 20) }));
    await expect(client([truncated.url]).getBlockNumber()).rejects.toThrow();
    expect(truncated.hits).toHaveLength(4);
  });

  test('behavior: a JSON-RPC body for the wrong id is used as the answer (HTTP pairs request and reply)', async () => {
    const rpc = await rpcStub(({ id }) => ok(id + 1000));
    await expect(client([rpc.url]).getBlockNumber()).resolves.toBe(42n);
  });

  test('behavior: connection refused on every URL fails after 4 rounds, each the first URL then the second', async () => {
    // Two endpoints that close every connection unanswered (a refusal the stub can count); the order of arrivals
    // is the schedule. How long the 150/300/600 ms pauses take in all is a figure of `npm run bench:waits`.
    const arrivals: string[] = [];
    const refusing = async (name: string) => {
      const server = createServer((req) => {
        arrivals.push(name);
        req.socket.destroy();
      });
      refusers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const first = await refusing('first');
    const second = await refusing('second');
    await expect(client([first, second]).getBlockNumber()).rejects.toThrow();
    expect(arrivals).toEqual(['first', 'second', 'first', 'second', 'first', 'second', 'first', 'second']);
  });
});
