import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useState } from 'react';
import { useAccount } from 'wagmi';

type Flagged = Window & { __porticoConnectRequested?: boolean };

/**
 * The static "Connect Wallet" button is on screen before the island runs. A click on it is recorded
 * by a tiny inline script; once the island is up and auto-connect has settled, the dialog opens.
 */
export function PendingConnect() {
  const { openConnectModal } = useConnectModal();
  const { status } = useAccount();
  const [requested, setRequested] = useState(() => Boolean((window as Flagged).__porticoConnectRequested));

  useEffect(() => {
    const onRequest = () => setRequested(true);
    window.addEventListener('portico:connect-requested', onRequest);
    // The same click may have come between the first render and this effect.
    if ((window as Flagged).__porticoConnectRequested) onRequest();
    return () => window.removeEventListener('portico:connect-requested', onRequest);
  }, []);

  useEffect(() => {
    if (!requested) return;
    const done = () => {
      (window as Flagged).__porticoConnectRequested = false;
      setRequested(false);
    };
    if (status === 'connected') return done();
    // RainbowKit hands out `openConnectModal` only once it sees a settled, disconnected account.
    if (status === 'disconnected' && openConnectModal) {
      done();
      openConnectModal();
    }
  }, [requested, status, openConnectModal]);

  return null;
}
