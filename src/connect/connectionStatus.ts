import { useAccount } from 'wagmi';
import { useAutoConnectAsking } from '../wallets/AutoConnect.tsx';
import { usePick } from './usePick.ts';

/** The connection's state as the page shows it: wagmi's, with the moments before wagmi knows (below). */
export type ConnectionStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected';

/**
 * wagmi's status, and "connecting" where wagmi cannot know yet that a connection is on its way: before auto-connect
 * has asked (AutoConnect.tsx), and while the wallet picked in the page's dialog has approved and the island has yet
 * to connect it (pick.ts). Everything the page shows and remembers reads this, so a returning or
 * just-approved visitor never sees, nor has forgotten, "not connected" for a frame.
 */
export function useConnectionStatus(): ConnectionStatus {
  const { status } = useAccount();
  const asking = useAutoConnectAsking();
  const pick = usePick();
  // Not while the wallet is only being asked: a visitor who closed the dialog on a wallet that never answers is not
  // connecting any more.
  const onItsWay = asking || pick?.state === 'approved';
  return status === 'disconnected' && onItsWay ? 'connecting' : status;
}
