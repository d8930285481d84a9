import { useEffect, useSyncExternalStore } from 'react';
import { type Config, type Connector, useConfig } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { isInIframe } from '../safe/frame.ts';

/** Connectors whose provider is an SDK download: probed on load only if the visitor used them last. */
const sdkBacked = new Set(['walletConnect', 'metaMask', 'coinbaseWallet', 'baseAccount']);

/**
 * Whether auto-connect has yet to ask. wagmi's state says "disconnected" until a reconnect starts, which is after the
 * island's first render; until auto-connect has asked (or found there is nobody to ask), Portico's own connection
 * status says "connecting" (src/connect/connectionStatus.ts), so no first frame reads "not connected" for a visitor
 * who is about to be. Portico's state, not wagmi's: Portico writes nothing into wagmi's.
 */
let asking = true;
const listeners = new Set<() => void>();

function doneAsking(): void {
  if (!asking) return;
  asking = false;
  for (const listener of listeners) listener();
}

/** True from the island's start until auto-connect has started its last reconnect, or decided on none. */
export function useAutoConnectAsking(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asking,
  );
}

export interface AutoConnectProps {
  /** A wallet was picked in the page's dialog and is being connected: auto-connect stands aside (not in a frame). */
  readonly pickUnderWay?: () => boolean;
}

/**
 * Auto-connect on load, without a click: the first of the island's two routes into wagmi (the other is `connect`,
 * for every pick: src/connect/ConnectBridge.tsx).
 *
 * wagmi's own reconnect tries the most recent wallet first, so a visitor who last used MetaMask would
 * come back as MetaMask even inside Safe{Wallet}: inside a frame the Safe connector gets the first try
 * on its own. And it asks every connector for its provider, which downloads the WalletConnect,
 * MetaMask and Coinbase SDKs for everyone: only the wallet last used may do that.
 */
export function AutoConnect({ pickUnderWay = () => false }: AutoConnectProps) {
  const config = useConfig();
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const framed = isInIframe();
      const safe = config.connectors.find((connector) => connector.id === 'safe');
      if (safe && framed) {
        const connections = await reconnect(config, { connectors: [safe] }).catch(() => []);
        if (cancelled || connections.length > 0) return doneAsking();
      }
      // A wallet picked in the page's dialog (a first visit's island starts at that very reach): the pick is the
      // visitor's choice and the island connects it. Reconnecting every wallet now would take the approval the pick
      // just got through whichever connector answers first (the generic injected one, "Browser Wallet").
      if (!framed && pickUnderWay()) return doneAsking();
      const candidates = await reconnectCandidates(config, framed ? safe : undefined);
      if (candidates.length > 0) {
        // wagmi says "connecting" from this call on, synchronously.
        const reconnecting = reconnect(config, { connectors: candidates }).catch(() => undefined);
        doneAsking();
        await reconnecting;
      } else doneAsking();
    })();
    return () => {
      cancelled = true;
    };
  }, [config, pickUnderWay]);
  return null;
}

async function reconnectCandidates(
  config: Config,
  alreadyTried: Connector | undefined,
): Promise<Connector[]> {
  const recent = await Promise.resolve(config.storage?.getItem('recentConnectorId')).catch(() => null);
  return config.connectors.filter(
    (connector) => connector !== alreadyTried && (!sdkBacked.has(connector.type) || connector.id === recent),
  );
}
