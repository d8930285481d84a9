import type { Wallet } from '@rainbow-me/rainbowkit';
import { createConnector } from 'wagmi';
import { safe } from 'wagmi/connectors';
import { originsToRegExps } from '../../config/allowedOrigins.ts';
import type { SafeSettings } from '../../config/types.ts';
import { isInIframe } from '../../safe/frame.ts';
import { installSafeMessageFilter } from '../../safe/messageFilter.ts';

/**
 * The site's own Safe wallet entry. RainbowKit's `safeWallet()` calls wagmi's `safe()` with no options,
 * which accepts answers from any framing origin and gives up on `getInfo` after 10 ms. This entry has
 * the same shape but passes the allowed hosts (anchored, escaped) and a realistic wait.
 * The Safe Apps SDK itself is imported by the connector only inside an iframe.
 */
export function porticoSafeWallet(options: SafeSettings): () => Wallet {
  return () => ({
    id: 'safe',
    name: 'Safe',
    iconAccent: '#12ff80',
    iconBackground: '#ffffff',
    iconUrl: async () => (await import('./safeIcon.ts')).safeIcon,
    // RainbowKit lists a wallet only when installed; outside a frame there is no Safe to talk to.
    installed: typeof window !== 'undefined' && isInIframe(window),
    downloadUrls: {},
    createConnector: (walletDetails) => {
      // Before any Safe Apps SDK exists: junk `message` traffic never reaches its listener.
      if (typeof window !== 'undefined' && isInIframe(window)) {
        installSafeMessageFilter(originsToRegExps(options.allowedOrigins));
      }
      return createConnector((config) => ({
        ...safe({
          allowedDomains: originsToRegExps(options.allowedOrigins),
          // Respect a person's own "Disconnect" inside Safe instead of reconnecting on every load.
          shimDisconnect: true,
          unstable_getInfoTimeout: options.getInfoTimeoutMs,
        })(config),
        ...walletDetails,
      }));
    },
  });
}
