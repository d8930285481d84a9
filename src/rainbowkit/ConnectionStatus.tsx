import { useAccount } from 'wagmi';
import { siteWords } from '../i18n/siteWords.ts';

type Status = ReturnType<typeof useAccount>['status'];

/**
 * The connection state in words: "Connecting…" and "Connected" are RainbowKit's (its "Connecting" written with the
 * ellipsis of the site's busy states, build/rainbowKitWords.ts); "Disconnected" is the site's own.
 */
function statusText(status: Status): string {
  const words = siteWords();
  if (status === 'connected') return words.rk.connected;
  return status === 'disconnected' ? words.status.disconnected : words.rk.connecting;
}

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
      {statusText(status)}
    </span>
  );
}
