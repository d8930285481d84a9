import type { Wallet, WalletList } from '@rainbow-me/rainbowkit';
import type { CreateConnectorFn } from 'wagmi';

/** Connector types whose SDKs are heavy: they load when a visitor picks them, never at start-up. */
const sdkBackedTypes = new Set(['walletConnect', 'metaMask', 'coinbaseWallet', 'baseAccount']);

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface CreateConnectorsParameters {
  readonly appName: string;
  readonly appDescription: string;
  readonly projectId: string;
}

/**
 * Turns RainbowKit wallet definitions into wagmi connectors carrying the `rkDetails` RainbowKit's
 * dialog reads (groups, order, icons), as RainbowKit's own `connectorsForWallets` does.
 *
 * Doing it here keeps RainbowKit's component bundle (its dialog, QR code, ENS and user-agent
 * parsing) out of the first load: that bundle is imported only when the dialog is wanted. It also
 * drops the eager `setup()` of SDK-backed connectors, which would load the WalletConnect and
 * MetaMask SDKs as soon as the config is created.
 */
export function createConnectors(walletList: WalletList, p: CreateConnectorsParameters): CreateConnectorFn[] {
  const metadata = {
    name: p.appName,
    description: p.appDescription,
    url: typeof window === 'undefined' ? '' : window.location.origin,
    icons: [],
  };
  const seen = new Set<string>();
  const connectors: CreateConnectorFn[] = [];
  let index = -1;
  walletList.forEach(({ groupName, wallets }, groupPosition) => {
    for (const createWallet of wallets) {
      index += 1;
      const wallet: Wallet = createWallet({
        projectId: p.projectId,
        appName: p.appName,
        options: { metadata },
        walletConnectParameters: { metadata },
      } as never);
      if (wallet.iconAccent && !hex.test(wallet.iconAccent)) {
        throw new Error(`Property \`iconAccent\` is not a hex value for wallet: ${wallet.name}`);
      }
      if (seen.has(wallet.id) || wallet.hidden?.()) continue;
      seen.add(wallet.id);
      const { createConnector, hidden: _hidden, ...meta } = wallet;
      const details = () => ({
        rkDetails: withoutUndefined({
          ...meta,
          index,
          groupIndex: groupPosition + 1,
          groupName,
          isRainbowKitConnector: true,
        }),
      });
      // One connector per wallet. RainbowKit's own list adds a twin of "WalletConnect" that opens WalletConnect's
      // modal (`showQrModal`); here the page's dialog draws every code itself, so there is no twin and no modal
      // (build/withoutWalletConnectModal.ts keeps its code out of the build).
      connectors.push(lazySetup(createConnector(details() as never)));
    }
  });
  return connectors;
}

function lazySetup(create: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const connector = create(config);
    if (!sdkBackedTypes.has(connector.type)) return connector;
    const { setup: _eager, ...rest } = connector;
    return rest as typeof connector;
  };
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
