import type { Wallet } from '@rainbow-me/rainbowkit';
import type { PorticoSettings } from '../config/types.ts';
import { configuredWalletGroups } from '../wallets/walletList.ts';

/**
 * When the page shows a wallet of a configured group, decided again in the browser: RainbowKit's definitions decide
 * "installed" from `window`, which the build does not have.
 *
 * - `always`: connectable from any browser (the injected wallet, an SDK's wallet, a QR-code wallet with a project id).
 * - `in-frame`: only inside a Safe{Wallet} frame (the Safe).
 * - `brave-browser`: only in Brave (its wallet is built into the browser).
 * - `extension`: only when its extension announces itself (EIP-6963, by rdns): a WalletConnect wallet while the site
 *   has no WalletConnect project id. Never announced, it is left out.
 * - `download`: an extension-only wallet: announced, it is listed as installed; otherwise its row offers the download.
 */
export type QuickShowRule = 'always' | 'in-frame' | 'brave-browser' | 'extension' | 'download';

export interface QuickWallet {
  /** RainbowKit's id of the definition: what a pick names and what RainbowKit's recent list stores. */
  readonly id: string;
  readonly name: string;
  /** EIP-6963 identity: when a wallet announces it, it is listed once, under "Installed", and asked directly. */
  readonly rdns: string | null;
  /** The icon as RainbowKit's definition gives it (a `data:` URL); `walletIcons.ts` turns it into a file. */
  readonly icon: string;
  readonly iconBackground: string;
  readonly show: QuickShowRule;
  /** Where to get it: a desktop browser's extension or app, and a phone's app store (from `downloadUrls`). */
  readonly download: { readonly desktop: string | null; readonly mobile: string | null };
}

export interface QuickGroup {
  readonly groupName: string;
  readonly wallets: readonly QuickWallet[];
}

const PLACEHOLDER_PROJECT_ID = '00000000000000000000000000000000';

/** Wallets whose place is decided by the browser itself, not by an announcement. */
const fixedRules: Readonly<Record<string, QuickShowRule>> = { safe: 'in-frame', brave: 'brave-browser' };

/**
 * The dialog's wallet list as static data, computed at build time from the same RainbowKit definitions the island
 * connects with, so the page shows the list from its HTML before any module has loaded. A wallet id configured in
 * two groups is listed once, in the first.
 */
export async function quickConnectGroups(settings: PorticoSettings): Promise<QuickGroup[]> {
  const groups: QuickGroup[] = [];
  const seen = new Set<string>();
  for (const { groupName, wallets } of configuredWalletGroups(settings)) {
    const quick: QuickWallet[] = [];
    for (const configured of wallets) {
      // A WalletConnect wallet is described with a placeholder id when the site has none: only its name, icon,
      // rdns and links are read here; the island never creates its connector then.
      const wallet: Wallet = configured.create({
        projectId: settings.walletConnectProjectId ?? PLACEHOLDER_PROJECT_ID,
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
        show: showRule(wallet, configured.needsWalletConnect && !settings.walletConnectProjectId),
        download: downloadLinks(wallet),
      });
    }
    if (quick.length > 0) groups.push({ groupName, wallets: quick });
  }
  return groups;
}

export function showRule(wallet: Wallet, needsMissingProjectId: boolean): QuickShowRule {
  const fixed = fixedRules[wallet.id];
  if (fixed) return fixed;
  if (needsMissingProjectId) return 'extension';
  // `installed` is false at build time only for wallets that live in a browser extension and nowhere else.
  return wallet.installed === false ? 'download' : 'always';
}

const httpsOnly = (url: string | undefined) => (url && /^https:\/\//.test(url) ? url : null);

/** The download page RainbowKit's "Get" would open: the extension first on a desktop, the app store on a phone. */
export function downloadLinks(wallet: Wallet): QuickWallet['download'] {
  const urls = wallet.downloadUrls ?? {};
  return {
    desktop: httpsOnly(urls.browserExtension ?? urls.chrome ?? urls.firefox ?? urls.desktop ?? urls.mobile),
    mobile: httpsOnly(urls.mobile ?? urls.ios ?? urls.android),
  };
}
