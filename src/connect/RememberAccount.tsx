import { useEffect } from 'react';
import { useAccount } from 'wagmi';
import { storage } from '../storage/installStorageGuard.ts';
import { forgetAccount, rememberAccount, siteRoot } from './accountMemory.ts';
import { useConnectionStatus } from './connectionStatus.ts';

/**
 * Keeps the record the next page's first frame draws from (accountMemory.ts): the account and its connector
 * while connected, nothing once disconnected (a locked wallet, a visitor who left, auto-connect finding nobody); kept
 * while auto-connect has yet to ask (connectionStatus.ts).
 */
export function RememberAccount() {
  const { address, connector } = useAccount();
  const status = useConnectionStatus();
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
