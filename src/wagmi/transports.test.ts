import { afterEach, describe, expect, test } from 'vitest';
import { client, rpcStub, stopRpcStubs } from '../../harness/rpc/stub.ts';
import { settings } from '../config/generated.ts';

afterEach(stopRpcStubs);

describe('createTransport', () => {
  test('default: the configured budget is 10 s per attempt, 3 retries, 150 ms doubling', () => {
    expect(settings.transport).toMatchObject({ timeoutMs: 10_000, retryCount: 3, retryDelayMs: 150 });
  });

  test('behavior: a failing RPC is tried 4 times, 150/300/600 ms apart, then the error surfaces', async () => {
    const rpc = await rpcStub(() => ({ status: 503, body: 'busy' }));
    await expect(client([rpc.url]).getBlockNumber()).rejects.toThrow();
    expect(rpc.hits).toHaveLength(4);
    const gaps = rpc.hits.slice(1).map((at, i) => at - (rpc.hits[i] ?? at));
    expect(gaps[0]).toBeGreaterThanOrEqual(140);
    expect(gaps[1]).toBeGreaterThanOrEqual(290);
    expect(gaps[2]).toBeGreaterThanOrEqual(590);
  });

  test('behavior: a dead primary falls through to the healthy fallback without an error', async () => {
    const dead = await rpcStub(() => ({ status: 500, body: 'down' }));
    const healthy = await rpcStub(({ id }) => ({
      status: 200,
      body: JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }),
    }));
    await expect(client([dead.url, healthy.url]).getBlockNumber()).resolves.toBe(42n);
    expect(dead.hits).toHaveLength(1);
    expect(healthy.hits).toHaveLength(1);
  });

  test('behavior: "execution reverted" is not retried', async () => {
    const rpc = await rpcStub(({ id }) => ({
      status: 200,
      body: JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: 'execution reverted' } }),
    }));
    await expect(client([rpc.url]).getBlockNumber()).rejects.toThrow();
    expect(rpc.hits).toHaveLength(1);
  });
});
