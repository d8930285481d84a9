import { toast } from 'react-toastify';
import type { Hash } from 'viem';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { fill, siteWords } from '../i18n/siteWords.ts';
import { addPendingSafeWork, type PendingSafeWork, removePendingSafeWork } from '../safe/pendingSafeWork.ts';
import { getSafeTransaction } from '../safe/safeSdk.ts';
import { storage } from '../storage/installStorageGuard.ts';
import { recordRecentTransaction } from './recentTransactions.ts';
import { type SafeTxUpdate, trackSafeTransaction } from './trackSafeTransaction.ts';
import { settledToast } from './transactionToasts.tsx';
import type { SendOutcome } from './useSendAndFollow.tsx';

type Listener = (outcome: SendOutcome) => void;
interface Following {
  readonly listeners: Set<Listener>;
  last: SendOutcome;
  done?: Promise<SendOutcome>;
}

/** Safe transactions followed on this page, by safeTxHash: one poll and one set of toasts each. */
const following = new Map<string, Following>();

/**
 * Follows a Safe transaction through its owners' confirmations to execution (or cancellation), with toasts, and
 * keeps it in the Safe's pending work (pendingSafeWork.ts) until it settles, so that a reload or another page picks
 * it up again. Called again for the same safeTxHash (the component that sent it, and the page's resumer), it adds
 * a listener to the one follow already running. `listener` hears every outcome, the current one first.
 */
export function followSafeTransaction(
  work: { safe: string; safeTxHash: Hash; description: string },
  listener: Listener,
): Promise<SendOutcome> {
  const key = work.safeTxHash.toLowerCase();
  const running = following.get(key);
  if (running) {
    running.listeners.add(listener);
    listener(running.last);
    return running.done ?? Promise.resolve(running.last);
  }
  const pending: PendingSafeWork = {
    kind: 'tx',
    safeTxHash: work.safeTxHash,
    description: work.description,
    at: Date.now(),
  };
  addPendingSafeWork(storage, work.safe, pending);
  const toastId = `safe-${work.safeTxHash}`;
  const words = siteWords().transactions;
  const entry: Following = {
    listeners: new Set([listener]),
    last: { state: 'pending', label: words.safeProposed },
  };
  const tell = (outcome: SendOutcome) => {
    entry.last = outcome;
    for (const each of entry.listeners) each(outcome);
  };
  following.set(key, entry);
  listener(entry.last);
  toast.info(words.safeProposedToast, { toastId, autoClose: false });

  const run = async (): Promise<SendOutcome> => {
    // Owners take as long as they take: no deadline here; the follow ends when the Safe's record settles.
    const final = await trackSafeTransaction(work.safeTxHash, {
      fetchDetails: getSafeTransaction,
      intervalMs: runtimeSettings.transport.pollingIntervalMs / 2,
      onUpdate: (update) => {
        const label = safeLabel(update);
        tell({ state: 'pending', label });
        toast.update(toastId, { render: label });
      },
    });
    toast.dismiss(toastId);
    removePendingSafeWork(storage, work.safe, pending);
    let outcome: SendOutcome;
    if (final.status === 'SUCCESS' && final.txHash) {
      recordRecentTransaction({ hash: final.txHash as Hash, description: work.description });
      settledToast(final.txHash as Hash, true);
      outcome = { state: 'success', hash: final.txHash as Hash, label: words.confirmed };
    } else if (final.status === 'CANCELLED') {
      toast.info(words.safeCancelledToast);
      outcome = { state: 'cancelled', label: words.safeCancelledLabel };
    } else {
      if (final.txHash) settledToast(final.txHash as Hash, false);
      else toast.error(words.safeFailedToast, { role: 'alert' });
      outcome = { state: 'failed', label: words.safeFailedLabel };
    }
    following.delete(key);
    tell(outcome);
    return outcome;
  };
  entry.done = run();
  return entry.done;
}

function safeLabel({ status, confirmations, confirmationsRequired }: SafeTxUpdate): string {
  const words = siteWords().transactions;
  switch (status) {
    case 'AWAITING_CONFIRMATIONS':
      return fill(words.safeAwaitingConfirmations, { count: confirmations, required: confirmationsRequired });
    case 'AWAITING_EXECUTION':
      return words.safeAwaitingExecution;
    case 'SUCCESS':
      return words.safeExecuted;
    case 'FAILED':
      return words.failed;
    default:
      return words.safeCancelled;
  }
}
