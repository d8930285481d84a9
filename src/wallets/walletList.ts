import type { Wallet, WalletList } from '@rainbow-me/rainbowkit';
import {
  binanceWallet,
  bitgetWallet,
  braveWallet,
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  okxWallet,
  rainbowWallet,
  safepalWallet,
  tokenPocketWallet,
  trustWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets';
import {
  type PorticoSettings,
  type WalletEntry,
  type WalletId,
  walletConnectWalletIds,
} from '../config/types.ts';
import { porticoSafeWallet } from './safeWallet/safeWallet.ts';

type CreateWallet = WalletList[number]['wallets'][number];

export interface WalletListResult {
  readonly walletList: WalletList;
  /** Configured wallets left out because no WalletConnect project id is set. */
  readonly leftOut: readonly WalletId[];
}

// TEMPORARY until the CLI's generated factories land.
const extra: Record<string, CreateWallet> = {
  binance: binanceWallet,
  trust: trustWallet,
  okx: okxWallet,
  bitget: bitgetWallet,
  tokenPocket: tokenPocketWallet,
  safepal: safepalWallet,
};
const needsWc = new Set(['rainbow', 'metaMask', 'walletConnect', ...Object.keys(extra)]);

export interface ConfiguredWallet {
  readonly id: string;
  readonly create: CreateWallet;
  readonly needsWalletConnect: boolean;
}

export function configuredWalletGroups(
  settings: PorticoSettings,
): readonly { readonly groupName: string; readonly wallets: readonly ConfiguredWallet[] }[] {
  const factories: Record<string, CreateWallet> = {
    injected: injectedWallet,
    safe: porticoSafeWallet(settings.safe),
    rainbow: rainbowWallet,
    coinbase: coinbaseWallet,
    metaMask: metaMaskWallet,
    walletConnect: walletConnectWallet,
    brave: braveWallet,
    ...extra,
  };
  const placeholder = settings.walletConnectProjectId ?? '00000000000000000000000000000000';
  return settings.walletGroups.map((group) => ({
    groupName: group.groupName,
    wallets: group.wallets.map((entry) => {
      const factory = withColours(factories[entry.id] as CreateWallet, entry);
      return {
        id: entry.id,
        needsWalletConnect: needsWc.has(entry.id),
        create: (params) => factory({ ...params, projectId: params.projectId || placeholder }),
      };
    }),
  }));
}

/** Turns the generated groups into RainbowKit's wallet list, in configured order. */
export function createWalletList(settings: PorticoSettings): WalletListResult {
  const factories: Record<WalletId, CreateWallet> = {
    injected: injectedWallet,
    safe: porticoSafeWallet(settings.safe),
    rainbow: rainbowWallet,
    coinbase: coinbaseWallet,
    metaMask: metaMaskWallet,
    walletConnect: walletConnectWallet,
    brave: braveWallet,
  };
  const leftOut: WalletId[] = [];
  const walletList: WalletList = [];
  for (const group of settings.walletGroups) {
    const wallets: CreateWallet[] = [];
    for (const entry of group.wallets) {
      if (!settings.walletConnectProjectId && walletConnectWalletIds.includes(entry.id)) {
        leftOut.push(entry.id);
        continue;
      }
      wallets.push(withColours(factories[entry.id], entry));
    }
    if (wallets.length > 0) walletList.push({ groupName: group.groupName, wallets });
  }
  return { walletList, leftOut };
}

function withColours(create: CreateWallet, entry: WalletEntry): CreateWallet {
  if (!entry.iconAccent && !entry.iconBackground) return create;
  return (params) => {
    const wallet: Wallet = create(params);
    return {
      ...wallet,
      ...(entry.iconAccent ? { iconAccent: entry.iconAccent } : {}),
      ...(entry.iconBackground ? { iconBackground: entry.iconBackground } : {}),
    };
  };
}
