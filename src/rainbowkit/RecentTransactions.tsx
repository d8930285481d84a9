import { useAddRecentTransaction } from '@rainbow-me/rainbowkit';
import { useEffect } from 'react';
import { takeRecentTransactions } from '../transactions/recentTransactions.ts';

/** Hands the transactions sent on this page to RainbowKit's "Recent Transactions" (recentTransactions.ts). */
export function RecentTransactions() {
  const addRecentTransaction = useAddRecentTransaction();
  useEffect(() => takeRecentTransactions(addRecentTransaction), [addRecentTransaction]);
  return null;
}
