import { useAccountModal, useChainModal } from '@rainbow-me/rainbowkit';
import { useEffect } from 'react';
import { useAccount } from 'wagmi';
import { accountWanted, dropAccountWanted, useAccountWantedClicks } from '../connect/accountWanted.ts';

/**
 * Answers a click made on the account before RainbowKit's button worked (src/connect/accountWanted.ts): once the
 * wallet is connected, RainbowKit's account dialog opens, or its network dialog on a chain the site does not
 * serve, as RainbowKit's own button would have done. Inside RainbowKitProvider, which holds both dialogs.
 */
export function OpenWantedAccount() {
  const { status } = useAccount();
  const { openAccountModal } = useAccountModal();
  const { openChainModal } = useChainModal();
  const clicks = useAccountWantedClicks();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `clicks` is the cue to read the mark again.
  useEffect(() => {
    if (status !== 'connected' || !accountWanted()) return;
    const open = openAccountModal ?? openChainModal;
    if (!open) return;
    dropAccountWanted();
    open();
  }, [clicks, status, openAccountModal, openChainModal]);
  return null;
}
