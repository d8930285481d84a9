import { useEffect } from 'react';
import { useConfig } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { isInIframe } from '../safe/frame.ts';

/**
 * Auto-connect on load. wagmi's own reconnect tries the most recent wallet first, so a visitor who
 * last used MetaMask would come back as MetaMask even inside Safe{Wallet}. Inside a frame the Safe
 * connector therefore gets the first try on its own; everything else follows the usual order.
 */
export function AutoConnect() {
  const config = useConfig();
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const safe = config.connectors.find((connector) => connector.id === 'safe');
      if (safe && isInIframe()) {
        const connections = await reconnect(config, { connectors: [safe] }).catch(() => []);
        if (cancelled || connections.length > 0) return;
      }
      // Safe already had its try (and its getInfo wait); do not pay that wait twice.
      const others = config.connectors.filter((connector) => connector !== safe || !isInIframe());
      await reconnect(config, { connectors: others }).catch(() => undefined);
    })();
    return () => {
      cancelled = true;
    };
  }, [config]);
  return null;
}
