import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { client, type Reply, rpcStub, stopRpcStubs } from '../../harness/rpc/stub.ts';

// RPC faults at the unit layer: what the configured transport (10 s per attempt, 3 retries,
// 150 ms doubling, every RPC URL in order) does with each kind of RPC fault. transports.test.ts has the basic
// schedule, the fallback and "execution reverted"; this file has the rest of the list.

const ok = (id: number, result = '0x2a'): Reply => ({
  status: 200,
  body: JSON.stringify({ jsonrpc: '2.0', id, result }),
});
const rpcError = (id: number, code: number, message: string): Reply => ({
  status: 200,
  body: JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }),
});

const refusers: Server[] = [];

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await stopRpcStubs();
  await Promise.all(refusers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const gaps = (hits: number[]) => hits.slice(1).map((at, i) => at - (hits[i] ?? at));

describe('createTransport: HTTP statuses', () => {
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

describe('createTransport: JSON-RPC errors and bodies', () => {
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

describe('createTransport: timeouts (fake timers, fetch stubbed)', () => {
  /** A fetch that answers eth_blockNumber after `delays[n]` ms for the n-th call (Infinity: never). */
  function slowFetch(delays: number[]) {
    const calls: number[] = [];
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      const n = calls.length;
      calls.push(Date.now());
      const { id } = JSON.parse(String(init.body)) as { id: number };
      return new Promise<Response>((resolve, reject) => {
        const ms = delays[n] ?? delays.at(-1) ?? 0;
        const timer =
          ms === Number.POSITIVE_INFINITY
            ? undefined
            : setTimeout(
                () =>
                  resolve(
                    new Response(JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }), {
                      headers: { 'content-type': 'application/json' },
                    }),
                  ),
                ms,
              );
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError'));
        });
      });
    });
    vi.stubGlobal('fetch', fetch);
    return calls;
  }

  type Outcome<T> = { ok: true; value: T } | { ok: false; error: Error } | undefined;

  /** Watches a promise without awaiting it, so fake time can be advanced around it. */
  function watch<T>(promise: Promise<T>): () => Outcome<T> {
    let outcome: Outcome<T>;
    promise.then(
      (value) => {
        outcome = { ok: true, value };
      },
      (error: unknown) => {
        outcome = { ok: false, error: error as Error };
      },
    );
    return () => outcome;
  }

  async function settle<T>(promise: Promise<T>, ms: number): Promise<Outcome<T>> {
    const outcome = watch(promise);
    await vi.advanceTimersByTimeAsync(ms);
    return outcome();
  }

  test('behavior: an RPC answering in 9 s succeeds on the first attempt', async () => {
    vi.useFakeTimers();
    const calls = slowFetch([9_000]);
    const outcome = await settle(client(['http://rpc.invalid']).getBlockNumber(), 9_100);
    expect(outcome).toEqual({ ok: true, value: 42n });
    expect(calls).toHaveLength(1);
  });

  test('behavior: an RPC answering in 11 s hits the 10 s TimeoutError and is retried after 150 ms', async () => {
    vi.useFakeTimers();
    const calls = slowFetch([11_000, 10]);
    const outcome = await settle(client(['http://rpc.invalid']).getBlockNumber(), 10_200);
    expect(outcome).toEqual({ ok: true, value: 42n });
    expect(calls).toHaveLength(2);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBe(10_150);
  });

  test('behavior: an RPC hanging for ever fails with TimeoutError after 4 × 10 s + 1.05 s', async () => {
    vi.useFakeTimers();
    const calls = slowFetch([Number.POSITIVE_INFINITY]);
    const outcome = watch(client(['http://rpc.invalid']).getBlockNumber());
    await vi.advanceTimersByTimeAsync(41_000);
    expect(calls).toHaveLength(4);
    expect(outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    const settled = outcome();
    expect(settled?.ok).toBe(false);
    expect(settled && !settled.ok ? settled.error.name : '').toMatch(/TimeoutError/);
  });

  test('behavior: a hanging primary costs one 10 s timeout per round, then the fallback answers', async () => {
    vi.useFakeTimers();
    const calls = slowFetch([Number.POSITIVE_INFINITY, 5]);
    const outcome = await settle(client(['http://a.invalid', 'http://b.invalid']).getBlockNumber(), 10_100);
    expect(outcome).toEqual({ ok: true, value: 42n });
    expect(calls).toHaveLength(2);
  });
});
