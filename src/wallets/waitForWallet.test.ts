import { beforeEach, describe, expect, test, vi } from 'vitest';
import { WALLET_PROMPT_TIMEOUT_MS, waitForWallet } from './waitForWallet.ts';

const never = () => new Promise<never>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

describe('waitForWallet', () => {
  test('default: the answer passes through', async () => {
    await expect(waitForWallet(Promise.resolve('0xsig'))).resolves.toBe('0xsig');
  });

  test('behavior: a wallet error passes through unchanged', async () => {
    const error = { code: 4001, message: 'User rejected the request.' };
    await expect(waitForWallet(Promise.reject(error))).rejects.toBe(error);
  });

  test('behavior: a wallet that never answers times out after three minutes, not before', async () => {
    const outcome = waitForWallet(never()).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(WALLET_PROMPT_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'WalletTimeoutError' });
    expect(WALLET_PROMPT_TIMEOUT_MS).toBe(180_000);
  });

  test('parameters: signal — stopping the wait rejects at once and clears the timer', async () => {
    const controller = new AbortController();
    const outcome = waitForWallet(never(), { signal: controller.signal }).catch((error: Error) => error);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'WalletWaitCancelledError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('behavior: an answer after the timeout is ignored', async () => {
    let answer: (value: string) => void = () => {};
    const request = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const outcome = waitForWallet(request, { timeoutMs: 10 }).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(10);
    answer('0xlate');
    expect(await outcome).toMatchObject({ name: 'WalletTimeoutError' });
  });
});
