import { useAccount } from 'wagmi';

const statusText = {
  connecting: 'Connecting…',
  reconnecting: 'Connecting…',
  connected: 'Connected',
  disconnected: 'Disconnected',
} as const;

/** The connection state in words, next to the button. */
export function ConnectionStatus() {
  const { status } = useAccount();
  return (
    <span
      className="connection-status"
      data-testid="connection-status"
      data-status={status}
      aria-live="polite"
    >
      {statusText[status]}
    </span>
  );
}
