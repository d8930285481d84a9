import type { Wallet, WalletList } from '@rainbow-me/rainbowkit';
import { type CreateWallet, walletConnectWallets, walletFactories } from '../config/generatedWallets.ts';
import type { PorticoSettings, WalletEntry, WalletId } from '../config/types.ts';
import { porticoSafeWallet } from './safeWallet/safeWallet.ts';

export type { CreateWallet };

export interface WalletListResult {
  readonly walletList: WalletList;
  /** Configured wallets left out because no WalletConnect project id is set. */
  readonly leftOut: readonly WalletId[];
}

/** One configured wallet: its id, RainbowKit's factory (colours applied; the site's own for `safe`) and its need. */
export interface ConfiguredWallet {
  readonly id: string;
  readonly create: CreateWallet;
  /** RainbowKit throws without a WalletConnect project id for this wallet: it pairs by WalletConnect. */
  readonly needsWalletConnect: boolean;
}

/**
 * Every configured wallet by group, in order, including those left out for want of a project id: `create` then
 * makes the definition with a placeholder project id, enough to read its name, icon, rdns, links (never to connect).
 */
export function configuredWalletGroups(
  settings: PorticoSettings,
): readonly { readonly groupName: string; readonly wallets: readonly ConfiguredWallet[] }[] {
  return settings.walletGroups.map((group) => ({
    groupName: group.groupName,
    wallets: group.wallets.map((entry) => ({
      id: entry.id,
      create: withColours(factoryOf(entry.id, settings), entry),
      needsWalletConnect: walletConnectWallets.includes(entry.id),
    })),
  }));
}

/**
 * Turns the generated groups into RainbowKit's wallet list, in configured order. Without a project id the
 * WalletConnect wallets are left out (RainbowKit would throw) and named in `leftOut`; a group left empty is dropped.
 */
export function createWalletList(settings: PorticoSettings): WalletListResult {
  const leftOut: WalletId[] = [];
  const walletList: WalletList = [];
  for (const group of configuredWalletGroups(settings)) {
    const wallets: CreateWallet[] = [];
    for (const wallet of group.wallets) {
      if (!settings.walletConnectProjectId && wallet.needsWalletConnect) leftOut.push(wallet.id);
      else wallets.push(wallet.create);
    }
    if (wallets.length > 0) walletList.push({ groupName: group.groupName, wallets });
  }
  return { walletList, leftOut };
}

/** RainbowKit's factory from the generated module, or the site's own Safe entry. */
function factoryOf(id: WalletId, settings: PorticoSettings): CreateWallet {
  if (id === 'safe') return porticoSafeWallet(settings.safe);
  const create = Object.hasOwn(walletFactories, id) ? walletFactories[id] : undefined;
  if (!create) {
    // generated.ts and generatedWallets.ts are written together: a miss means one was edited by hand.
    throw new Error(
      `Wallet "${id}" has no factory in src/config/generatedWallets.ts; run \`npm run portico -- config\`.`,
    );
  }
  return create;
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
