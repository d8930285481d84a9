import type SafeAppsSDK from '@safe-global/safe-apps-sdk';
import type {
  SafeInfoExtended,
  GatewayTransactionDetails as TransactionDetails,
} from '@safe-global/safe-apps-sdk';
import { originsToRegExps } from '../config/allowedOrigins.ts';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { SafeHostTimeoutError } from '../errors/families.ts';

export { SafeHostTimeoutError };

let sdk: Promise<SafeAppsSDK> | undefined;

/** The Safe Apps SDK, loaded on first use (only ever inside a Safe iframe), with the allowed hosts. */
export function getSafeSdk(): Promise<SafeAppsSDK> {
  sdk ??= import('@safe-global/safe-apps-sdk').then(
    ({ default: SDK }) => new SDK({ allowedDomains: originsToRegExps(runtimeSettings.safe.allowedOrigins) }),
  );
  return sdk;
}

/** The SDK never times out on its own; a host that stops answering must not leave a spinner forever. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SafeHostTimeoutError(what, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export async function getSafeInfo(): Promise<SafeInfoExtended> {
  return withTimeout(
    (await getSafeSdk()).safe.getInfo(),
    runtimeSettings.safe.getInfoTimeoutMs + 4000,
    'getSafeInfo',
  );
}

export async function getSafeTransaction(safeTxHash: string): Promise<TransactionDetails> {
  return withTimeout(
    (await getSafeSdk()).txs.getBySafeTxHash(safeTxHash),
    runtimeSettings.transport.timeoutMs,
    'getTxBySafeTxHash',
  );
}

/**
 * The Safe's signature of an off-chain message, once its owners have confirmed it; `undefined` while they have not.
 * Safe{Wallet} sends no reply at all for a message that is not fully signed, so each ask has a short time limit.
 */
export async function getOffChainSignature(message: string): Promise<string | undefined> {
  const safe = (await getSafeSdk()).safe;
  try {
    const signature = await withTimeout(
      safe.getOffChainSignature(safe.calculateMessageHash(message)),
      3000,
      'getOffChainSignature',
    );
    return typeof signature === 'string' && /^0x[0-9a-fA-F]{130,}$/.test(signature) ? signature : undefined;
  } catch {
    return undefined;
  }
}
