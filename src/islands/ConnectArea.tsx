import { ConnectButton } from '@rainbow-me/rainbowkit';
import { useAccount } from 'wagmi';

const statusText = {
  connecting: 'Connecting…',
  reconnecting: 'Connecting…',
  connected: 'Connected',
  disconnected: 'Disconnected',
} as const;

/** The header's connect control: RainbowKit's button plus the connection state in words. */
export function ConnectArea() {
  const { status } = useAccount();
  return (
    <div className="connect-area">
      <span
        className="connection-status"
        data-testid="connection-status"
        data-status={status}
        aria-live="polite"
      >
        {statusText[status]}
      </span>
      <ConnectButton chainStatus="icon" showBalance={false} accountStatus="address" />
    </div>
  );
}
