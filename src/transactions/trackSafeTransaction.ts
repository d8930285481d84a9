import type { GatewayTransactionDetails as TransactionDetails } from '@safe-global/safe-apps-sdk';
import { poll } from '../polling/poll.ts';

export type SafeTxStatus = TransactionDetails['txStatus'];

export interface SafeTxUpdate {
  readonly status: SafeTxStatus;
  /** The chain transaction hash, once the Safe transaction was executed. */
  readonly txHash: string | null;
  readonly confirmations: number;
  readonly confirmationsRequired: number;
}

const terminal: ReadonlySet<SafeTxStatus> = new Set<SafeTxStatus>([
  'SUCCESS',
  'FAILED',
  'CANCELLED',
] as SafeTxStatus[]);

/**
 * Follows a Safe transaction by its safeTxHash until it settles. A safeTxHash is not a chain hash,
 * so waiting for its receipt would never end; the Safe's own record says where it stands.
 * Calls `onUpdate` on every change of status or confirmations and resolves with the final update.
 */
export async function trackSafeTransaction(
  safeTxHash: string,
  {
    fetchDetails,
    onUpdate,
    intervalMs,
    signal,
  }: {
    fetchDetails: (safeTxHash: string) => Promise<TransactionDetails>;
    onUpdate: (update: SafeTxUpdate) => void;
    intervalMs: number;
    signal?: AbortSignal;
  },
): Promise<SafeTxUpdate> {
  let last = '';
  const final = await poll(
    async () => {
      const details = await fetchDetails(safeTxHash).catch(() => undefined);
      if (!details) return undefined;
      const update = toUpdate(details);
      const key = `${update.status}:${update.confirmations}:${update.txHash}`;
      if (key !== last) {
        last = key;
        onUpdate(update);
      }
      return terminal.has(update.status) && (update.status !== 'SUCCESS' || update.txHash)
        ? update
        : undefined;
    },
    { intervalMs, signal },
  );
  // Only an abort ends the polling without a final update.
  if (!final) throw signal?.reason;
  return final;
}

function toUpdate(details: TransactionDetails): SafeTxUpdate {
  const info = details.detailedExecutionInfo;
  const multisig = info && info.type === 'MULTISIG' ? info : undefined;
  return {
    status: details.txStatus,
    txHash: details.txHash ?? null,
    confirmations: multisig?.confirmations.length ?? 0,
    confirmationsRequired: multisig?.confirmationsRequired ?? 0,
  };
}
