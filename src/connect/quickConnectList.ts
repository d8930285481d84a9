import type { Wallet } from '@rainbow-me/rainbowkit';
import type { PorticoSettings, WalletId } from '../config/types.ts';
import { createWalletList } from '../wallets/walletList.ts';

/**
 * When a wallet is offered although its RainbowKit definition says "not installed" at build time: those
 * definitions decide from `window`, which the build does not have, so the page decides again at run time
 * the same way (RainbowKit leaves a wallet out when it is neither installed nor downloadable here).
 */
export type QuickShowRule = 'always' | 'in-frame' | 'brave-browser';

const runtimeRules: Partial<Record<WalletId, QuickShowRule>> = {
  safe: 'in-frame',
  brave: 'brave-browser',
};

export interface QuickWallet {
  readonly id: string;
  readonly name: string;
  /** EIP-6963 identity: when a wallet announces it, RainbowKit lists that wallet under "Installed" instead. */
  readonly rdns: string | null;
  readonly icon: string;
  readonly iconBackground: string;
  readonly show: QuickShowRule;
}

export interface QuickGroup {
  readonly groupName: string;
  readonly wallets: readonly QuickWallet[];
}

/**
 * The dialog's wallet list as static data, computed at build time from the same definitions RainbowKit's
 * dialog reads, so the page can show the list from its HTML before any JavaScript module has loaded.
 */
export async function quickConnectGroups(settings: PorticoSettings): Promise<QuickGroup[]> {
  const { walletList } = createWalletList(settings);
  const groups: QuickGroup[] = [];
  const seen = new Set<string>();
  for (const { groupName, wallets } of walletList) {
    const quick: QuickWallet[] = [];
    for (const create of wallets) {
      const wallet: Wallet = create({
        projectId: settings.walletConnectProjectId ?? '',
        appName: settings.appName,
      } as never);
      if (seen.has(wallet.id)) continue;
      seen.add(wallet.id);
      quick.push({
        id: wallet.id,
        name: wallet.name,
        rdns: wallet.rdns ?? null,
        icon: typeof wallet.iconUrl === 'function' ? await wallet.iconUrl() : wallet.iconUrl,
        iconBackground: wallet.iconBackground,
        show: showRule(wallet),
      });
    }
    if (quick.length > 0) groups.push({ groupName, wallets: quick });
  }
  return groups;
}

function showRule(wallet: Wallet): QuickShowRule {
  const rule = runtimeRules[wallet.id as WalletId];
  if (rule) return rule;
  if (wallet.installed === false) {
    // A new wallet whose availability depends on the browser: teach `runtimeRules` (and the page) about it.
    throw new Error(`Wallet "${wallet.id}" is not installed at build time and has no run-time rule.`);
  }
  return 'always';
}
