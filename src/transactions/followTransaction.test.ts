import type { Hash, TransactionReceipt } from 'viem';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DROPPED_AFTER_SEEN } from './dropVerdict.ts';
import { followTransaction, type LostReason } from './followTransaction.ts';

const hash = `0x${'ab'.repeat(32)}` as Hash;
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const receipt = { transactionHash: hash, status: 'success' } as TransactionReceipt;
const notFound = (name: string) => Object.assign(new Error(name), { name });

/** A node whose answers the test changes as time goes on. */
function fakeNode() {
  const node = {
    block: 100n,
    inPool: true,
    mined: false,
    minedNonce: 7,
    rpcDown: false,
    client: {
      getBlockNumber: async () => node.block,
      getTransaction: async () => {
        if (node.rpcDown) throw new Error('HTTP request failed.');
        if (!node.inPool) throw notFound('TransactionNotFoundError');
        return { hash, from, nonce: 7 };
      },
      getTransactionCount: async () => node.minedNonce,
      getTransactionReceipt: async () => {
        if (!node.mined) throw notFound('TransactionReceiptNotFoundError');
        return receipt;
      },
    },
  };
  return node;
}

/** Follows the test transaction on `node` (a fresh fake node by default) and records what it reports. */
function follow(node = fakeNode()) {
  const lost: LostReason[] = [];
  const seen: number[] = [];
  const controller = new AbortController();
  const outcome = followTransaction(node.client as never, hash, {
    intervalMs: 1_000,
    signal: controller.signal,
    onLost: (reason) => lost.push(reason),
    onSeen: () => seen.push(Date.now()),
    lateLandingMs: 60_000,
  });
  return { node, lost, seen, outcome, controller };
}

/** A second in, the transaction leaves the pool with the sender's nonce past it (a replacement); a second on. */
async function replacedAfterOneSecond(node: ReturnType<typeof fakeNode>): Promise<void> {
  await vi.advanceTimersByTimeAsync(1_000);
  node.inPool = false;
  node.minedNonce = 8;
  await vi.advanceTimersByTimeAsync(1_000);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('followTransaction', () => {
  test('default: a mined transaction resolves with its receipt', async () => {
    const { node, outcome, lost } = follow();
    await vi.advanceTimersByTimeAsync(3_000);
    node.mined = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBe(receipt);
    expect(lost).toEqual([]);
  });

  test('behavior: dropped from the pool → "dropped" once, only after 5 blocks and 20 s; a late landing still resolves', async () => {
    const { node, outcome, lost } = follow();
    await vi.advanceTimersByTimeAsync(1_000);
    node.inPool = false;
    node.block += DROPPED_AFTER_SEEN.blocks;
    await vi.advanceTimersByTimeAsync(DROPPED_AFTER_SEEN.ms - 2_000);
    expect(lost).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(lost).toEqual(['dropped']);
    await vi.advanceTimersByTimeAsync(10_000);
    node.mined = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBe(receipt);
    expect(lost).toEqual(['dropped']);
  });

  test('behavior: an RPC that fails is not counted as the transaction being unknown', async () => {
    const { node, lost, controller } = follow();
    node.rpcDown = true;
    node.block += 50n;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(lost).toEqual([]);
    controller.abort();
  });

  test('behavior: gone from the pool while the sender nonce moved past it → "replaced" at once', async () => {
    const { node, lost, controller } = follow();
    await replacedAfterOneSecond(node);
    expect(lost).toEqual(['replaced']);
    controller.abort();
  });

  test('behavior: lost and never landing → gives up after the late-landing window', async () => {
    const { node, outcome, lost } = follow();
    await replacedAfterOneSecond(node);
    expect(lost).toEqual(['replaced']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBeUndefined();
  });

  test('parameters: onSeen — called once, when the node first knows the transaction', async () => {
    const node = fakeNode();
    node.inPool = false;
    const { seen, controller } = follow(node);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen).toHaveLength(0);
    node.inPool = true;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(seen).toHaveLength(1);
    controller.abort();
  });

  test('parameters: signal — aborting stops the follow', async () => {
    const { outcome, controller } = follow();
    controller.abort();
    expect(await outcome).toBeUndefined();
  });
});
