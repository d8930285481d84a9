import { afterEach, describe, expect, test, vi } from 'vitest';
import { client } from '../../harness/rpc/stub.ts';

// What the configured transport (10 s per attempt, 3 retries, 150 ms doubling, every RPC URL in order) does with
// an RPC that answers late or never, on fake time with fetch stubbed. transports.faults.test.ts has the other
// RPC faults.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
