import { rainbowWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets';
import { bsc } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { createConfig, http } from 'wagmi';
import { findConnector } from '../connect/findConnector.ts';
import { createConnectors } from './createConnectors.ts';

const connectorsFor = () =>
  createConfig({
    chains: [bsc],
    transports: { [bsc.id]: http('http://127.0.0.1:1') },
    multiInjectedProviderDiscovery: false,
    ssr: false,
    connectors: createConnectors([{ groupName: 'Popular', wallets: [rainbowWallet, walletConnectWallet] }], {
      appName: 'Portico',
      appDescription: 'test',
      projectId: 'test-project',
    }),
  }).connectors;

type Details = { id?: string; showQrModal?: unknown; isWalletConnectModalConnector?: unknown };
const details = (connector: unknown) => (connector as { rkDetails?: Details }).rkDetails ?? {};

describe('createConnectors', () => {
  it("behavior: one connector per wallet, none of them opening WalletConnect's own QR modal", () => {
    const connectors = connectorsFor();
    expect(connectors.map((connector) => details(connector).id)).toEqual(['rainbow', 'walletConnect']);
    for (const connector of connectors) {
      expect(details(connector).showQrModal).toBeUndefined();
      expect(details(connector).isWalletConnectModalConnector).toBeUndefined();
    }
  });

  it("behavior: the dialog's WalletConnect pick finds WalletConnect's connector, never the QR modal connector", () => {
    const connectors = connectorsFor();
    const found = findConnector(connectors, 'walletConnect');
    expect(details(found).id).toBe('walletConnect');
    expect(details(found).showQrModal).toBeUndefined();
    expect(details(findConnector(connectors, 'rainbow')).id).toBe('rainbow');
  });
});
