import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect } from 'react';
import { useAccount } from 'wagmi';
import { connectRequested, pickInRainbowKit, takeQuickConnect } from './handoff.ts';
import { useConnectRequested } from './useConnectRequested.ts';

/**
 * A click on "Connect Wallet" before RainbowKit was loaded opened the page's own dialog (and maybe picked
 * a wallet there). Once RainbowKit is up and auto-connect has settled, its dialog takes over: the page's
 * dialog closes, RainbowKit's opens, and a wallet already picked is picked again in it.
 */
export function PendingConnect() {
  const { openConnectModal } = useConnectModal();
  const { status } = useAccount();
  const [requested, setRequested] = useConnectRequested();

  useEffect(() => {
    if (!requested) return;
    if (status === 'connected') {
      takeQuickConnect();
      setRequested(false);
      return;
    }
    // RainbowKit hands out `openConnectModal` only once it sees a settled, disconnected account.
    if (status !== 'disconnected' || !openConnectModal) return;
    setRequested(false);
    // The visitor closed the page's dialog meanwhile: nothing to take over.
    if (!connectRequested()) return;
    // Closed first, opened second: never two dialogs on screen (or to a screen reader) at once.
    const wallet = takeQuickConnect();
    openConnectModal();
    // Not tied to this effect's lifetime: the re-render that `setRequested` causes must not cancel it.
    if (wallet) pickInRainbowKit(wallet);
  }, [requested, status, openConnectModal, setRequested]);

  return null;
}
