import type { ReactNode } from 'react';
import { type Config, WagmiContext } from 'wagmi';

/**
 * Gives the island's components wagmi's config: what `WagmiProvider` does, without its hydration step. With
 * `reconnectOnMount={false}` that step empties wagmi's connections, and outside server rendering it runs on every
 * render of the provider, not once. The island's first render is a transition (src/islands/Portico.tsx), which React
 * starts again when the store changes under it: a wallet that connected in that moment (an approval in the page's
 * dialog, taken up by wagmi's own `accountsChanged` handling) was emptied out of the state while its status stayed
 * "connected", leaving a connected page with no account. The connections wagmi would empty are never read back
 * (storage.ts `withoutConnections`), and auto-connect reconnects (src/wallets/AutoConnect.tsx): nothing is left for
 * that step to do.
 */
export function WagmiConfigProvider({ config, children }: { config: Config; children: ReactNode }) {
  return <WagmiContext.Provider value={config}>{children}</WagmiContext.Provider>;
}
