import { useEffect } from 'react';
import { useAccount } from 'wagmi';
import { storage } from '../storage/installStorageGuard.ts';
import { forgetAccount, rememberAccount, siteRoot } from './accountMemory.ts';

/**
 * Keeps the record the next page's first frame draws from (accountMemory.ts): the account and its connector
 * while connected, nothing once disconnected (a locked wallet, a visitor who left, auto-connect finding nobody).
 */
export function RememberAccount() {
  const { status, address, connector } = useAccount();
  useEffect(() => {
    const root = siteRoot(location.pathname);
    // Not the Safe: inside Safe{Wallet} the host says who is connected on every page, and outside it the Safe
    // cannot be reached.
    if (status === 'connected' && address && connector && connector.id !== 'safe')
      rememberAccount(storage, root, { address, connector: connector.id });
    else if (status === 'disconnected') forgetAccount(storage, root);
  }, [status, address, connector]);
  return null;
}
