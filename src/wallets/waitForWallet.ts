import { WalletTimeoutError, WalletWaitCancelledError } from '../errors/families.ts';

export { WalletTimeoutError, WalletWaitCancelledError };

/**
 * How long an action waits for a person to answer a prompt in their wallet. Wallets never time a prompt out,
 * and a wallet that lost the request (a closed popup, a locked extension) never answers: past this, the action
 * gives up and can be tried again. Three minutes is long enough to read a message on a hardware wallet.
 */
export const WALLET_PROMPT_TIMEOUT_MS = 3 * 60_000;

export interface WaitForWalletOptions {
  /** `null`: no time limit (a Safe's owners answer when they answer; the person can still stop waiting). */
  readonly timeoutMs?: number | null;
  /** Aborted when the person stops waiting. */
  readonly signal?: AbortSignal;
}

/**
 * The wallet's answer, or a `WalletTimeoutError` / `WalletWaitCancelledError` when it takes too long or the
 * person stops waiting. The request itself cannot be withdrawn from the wallet: a late answer is ignored.
 */
export function waitForWallet<T>(request: Promise<T>, options: WaitForWalletOptions = {}): Promise<T> {
  const { timeoutMs = WALLET_PROMPT_TIMEOUT_MS, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      finish();
      reject(new WalletWaitCancelledError());
    };
    const timer =
      timeoutMs === null
        ? undefined
        : setTimeout(() => {
            finish();
            reject(new WalletTimeoutError(timeoutMs));
          }, timeoutMs);
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel);
    request.then(
      (value) => {
        finish();
        resolve(value);
      },
      (error: unknown) => {
        finish();
        reject(error);
      },
    );
  });
}
