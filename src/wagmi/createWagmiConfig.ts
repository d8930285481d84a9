import { type Config, createConfig } from 'wagmi';
import type { PorticoSettings } from '../config/types.ts';
import { installAnnouncementFilter } from '../wallets/announcements.ts';
import { createConnectors } from '../wallets/createConnectors.ts';
import { hardenInjectedConnectors } from '../wallets/hardenInjected.ts';
import { createWalletList } from '../wallets/walletList.ts';
import { createChain } from './chain.ts';
import { createWagmiStorage } from './storage.ts';
import { createTransport } from './transports.ts';

/**
 * The one place the wagmi config is built: settings → chain, transport, connectors, storage.
 * Without a project id RainbowKit refuses WalletConnect wallets, so they are left out (the build warns);
 * the id passed here then only satisfies RainbowKit's signature and is never used. Injected wallets that
 * answer a connect with malformed data are refused (`hardenInjectedConnectors`).
 */
export function createWagmiConfig(settings: PorticoSettings, storage: Storage): Config {
  const chain = createChain(settings.chain);
  const { walletList } = createWalletList(settings);
  const connectors = createConnectors(walletList, {
    appName: settings.appName,
    appDescription: settings.appDescription,
    projectId: settings.walletConnectProjectId ?? 'unused-without-walletconnect',
  });
  // Before wagmi's discovery store listens: malformed EIP-6963 announcements never reach it.
  if (typeof window !== 'undefined') installAnnouncementFilter(window);
  const config = createConfig({
    chains: [chain],
    connectors,
    transports: { [chain.id]: createTransport(settings.chain, settings.transport) },
    pollingInterval: settings.transport.pollingIntervalMs,
    multiInjectedProviderDiscovery: true,
    storage: createWagmiStorage(storage),
    ssr: false,
  });
  hardenInjectedConnectors(config);
  return config;
}
