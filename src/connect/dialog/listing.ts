import { checkAnnouncement, type Provider } from '../rules.js';

/** What the dialog lists, kept up to date with what this browser announces. */
export interface Listing {
  /** Moves RainbowKit's recent wallets (at most three) under "Recent", first: done at each opening. */
  placeRecent(): void;
  /** The provider to ask at the pick of `wallet`, when this browser offers it (never inside a frame). */
  providerFor(wallet: string): Provider | undefined;
}

/** Most recent wallets listed, as RainbowKit's modal lists them. */
const RECENT_SHOWN = 3;

/**
 * Starts listing in `dialog`: which configured rows show (the rules of src/connect/quickConnectList.ts, decided again
 * in the browser), the wallets this browser announces over EIP-6963 (under "Installed", or in a configured wallet's
 * own row when the rdns matches: listed once), and RainbowKit's recent wallets. Every announcement is checked as the
 * island's wagmi discovery checks it (`checkAnnouncement`): both list the same wallets. Wallet-supplied text goes in
 * as text, icons only as data: images.
 */
export function startListing(dialog: HTMLDialogElement, inFrame: boolean): Listing {
  const installed = dialog.querySelector<HTMLElement>('[data-qc-installed]');
  const recent = dialog.querySelector<HTMLElement>('[data-qc-recent]');
  const brave = Boolean((window as { ethereum?: { isBraveWallet?: unknown } }).ethereum?.isBraveWallet);
  const providers = new Map<string, Provider>();

  /** A configured wallet this browser announces shows as installed; its download row gives way to it. */
  const refresh = () => {
    for (const item of dialog.querySelectorAll<HTMLElement>('[data-qc-show]')) {
      const rule = item.dataset.qcShow;
      const here = providers.has(item.dataset.qcRdns ?? '');
      item.hidden =
        (rule === 'in-frame' && !inFrame) ||
        (rule === 'brave-browser' && !brave) ||
        (rule === 'extension' && !here) ||
        (rule === 'download' && here);
    }
    // A group with nothing to show has no heading either.
    for (const group of dialog.querySelectorAll<HTMLElement>('.qc-group'))
      group.hidden = !group.querySelector('li:not([hidden])');
  };

  const list = (detail: unknown) => {
    const checked = checkAnnouncement(detail);
    const rows = installed?.querySelector('ul');
    if (typeof checked === 'string' || !rows || providers.has(checked.info.rdns)) return;
    const { info } = checked;
    providers.set(info.rdns, checked.provider);
    // A configured wallet: its own row now asks this extension (by rdns, wagmi's id for it too), marked with
    // RainbowKit's word for it (the "Installed" group's heading).
    const own = [...dialog.querySelectorAll<HTMLElement>('li[data-qc-rdns]')]
      .find((row) => row.dataset.qcRdns === info.rdns)
      ?.querySelector<HTMLElement>('[data-qc-wallet]');
    if (own) {
      own.dataset.qcWallet = info.rdns;
      const tag = document.createElement('span');
      tag.className = 'qc-tag';
      tag.textContent = installed?.querySelector('h3')?.textContent ?? '';
      own.append(' ', tag);
      return refresh();
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'qc-wallet';
    button.dataset.qcWallet = info.rdns;
    button.dataset.testid = `wallet-option-${info.rdns}`;
    const icon = document.createElement('img');
    icon.alt = '';
    icon.width = 28;
    icon.height = 28;
    icon.src = info.icon;
    const name = document.createElement('span');
    name.textContent = info.name;
    button.append(icon, name);
    const item = document.createElement('li');
    item.dataset.qcId = info.rdns;
    item.append(button);
    rows.append(item);
    refresh();
  };

  refresh();
  addEventListener('eip6963:announceProvider', (event) => list((event as CustomEvent<unknown>).detail));
  dispatchEvent(new Event('eip6963:requestProvider'));

  /** RainbowKit's recent wallets (`rk-recent`: wallet ids, newest first), checked: anything else is skipped. */
  const placeRecent = () => {
    const shown = recent?.querySelector('ul');
    if (!recent || !shown) return;
    let ids: unknown = [];
    try {
      ids = JSON.parse(localStorage.getItem('rk-recent') ?? '[]');
    } catch {}
    const wanted = Array.isArray(ids) ? ids.filter((id) => typeof id === 'string').slice(0, 10) : [];
    // Rows placed here on an earlier opening go back to their own group first.
    for (const item of [...shown.children]) {
      if (!(item instanceof HTMLElement) || !item.dataset.qcHome) continue;
      dialog.querySelector(`[data-qc-home-of="${CSS.escape(item.dataset.qcHome)}"]`)?.replaceWith(item);
      delete item.dataset.qcHome;
    }
    let placed = 0;
    for (const id of wanted) {
      if (placed === RECENT_SHOWN) break;
      // By RainbowKit's wallet id, or by rdns: a configured wallet connected through its extension.
      const item = [...dialog.querySelectorAll<HTMLElement>('[data-qc-id]')].find(
        (row) => (row.dataset.qcId === id || row.dataset.qcRdns === id) && !row.hidden,
      );
      if (!item || item.parentElement === shown) continue;
      const mark = document.createElement('li');
      mark.hidden = true;
      mark.dataset.qcHomeOf = id;
      item.replaceWith(mark);
      item.dataset.qcHome = id;
      shown.append(item);
      placed += 1;
    }
    recent.hidden = placed === 0;
    refresh();
  };

  const providerFor = (wallet: string): Provider | undefined => {
    if (inFrame) return undefined;
    const injected = (window as { ethereum?: unknown }).ethereum;
    return providers.get(wallet) ?? (wallet === 'injected' && isProvider(injected) ? injected : undefined);
  };

  return { placeRecent, providerFor };
}

function isProvider(provider: unknown): provider is Provider {
  try {
    return (
      typeof provider === 'object' &&
      provider !== null &&
      typeof (provider as { request?: unknown }).request === 'function'
    );
  } catch {
    // A provider whose `request` is a throwing getter is no provider.
    return false;
  }
}
