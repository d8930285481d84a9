import type { Hash } from 'viem';
import { storage } from '../storage/installStorageGuard.ts';
import { rememberSent, sentKey } from '../storage/sentTransactions.ts';

/**
 * Transactions to list in RainbowKit's account dialog ("Recent Transactions"). Sending does not need RainbowKit,
 * which may not have loaded yet (a page's own component can send first), so a send records its transaction here
 * and RainbowKit's layer takes them when it is there (src/rainbowkit/RecentTransactions.tsx).
 */
export interface RecentTransaction {
  hash: Hash;
  description: string;
}

const waiting: RecentTransaction[] = [];
const listeners = new Set<() => void>();

/** Records a transaction for RainbowKit's list, and as this site's own (only those are listed). */
export function recordRecentTransaction(transaction: RecentTransaction): void {
  rememberSent(storage, sentKey(location.pathname), transaction.hash);
  waiting.push(transaction);
  for (const listener of listeners) listener();
}

/** Calls `take` with every recorded transaction now and each one recorded later; returns the unsubscribe. */
export function takeRecentTransactions(take: (transaction: RecentTransaction) => void): () => void {
  const drain = () => {
    for (const transaction of waiting.splice(0)) take(transaction);
  };
  listeners.add(drain);
  drain();
  return () => listeners.delete(drain);
}
