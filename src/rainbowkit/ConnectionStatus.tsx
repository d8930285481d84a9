import { useAccount } from 'wagmi';
import { siteWords } from '../i18n/siteWords.ts';

type Status = ReturnType<typeof useAccount>['status'];

/**
 * The connection state in words: "Connected" is RainbowKit's; "Connecting…" is the site's own, since RainbowKit's
 * has no ellipsis (and says it in its connect modal, not beside a button).
 */
function statusText(status: Status): string {
  const words = siteWords();
  if (status === 'connected') return words.rk.connected;
  return status === 'disconnected' ? words.status.disconnected : words.status.connecting;
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
