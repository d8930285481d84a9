/**
 * The page's own dialog (QuickConnect.astro, driven by beforeIsland.js) is shown while RainbowKit's is still
 * loading. These helpers let the island take over from it: read what the visitor asked for, close it without
 * forgetting that, and continue the visitor's choice inside RainbowKit's dialog.
 *
 * The names below are the whole contract between the inline script and the island. The inline script is shipped
 * as written and cannot import them, so it spells the same strings; `handoff.test.ts` checks that it does.
 */

/** The `id` of the page's `<dialog>`. */
export const QUICK_CONNECT_DIALOG_ID = 'portico-quick-connect';
/** On `window`, from the inline script: the visitor asked to connect (and may have picked a wallet). */
export const CONNECT_REQUESTED_EVENT = 'portico:connect-requested';
/** On `document`, from the island's stand-in button: open the page's dialog. */
export const OPEN_QUICK_CONNECT_EVENT = 'portico:quick-connect';
/** On `document`, from the island: RainbowKit's code could not load, so the page's dialog says so. */
export const LOAD_FAILED_EVENT = 'portico:load-failed';
/** `window` flag: a connect was asked for and not yet handed over. */
export const CONNECT_REQUESTED_FLAG = '__porticoConnectRequested';
/** `window` slot: the wallet the visitor picked in the page's dialog, if any. */
export const WALLET_REQUESTED_FLAG = '__porticoWalletRequested';

/** The flags on `window`, keyed by the names above (direct property access below is checked against them). */
export type ConnectFlags = Window & {
  [CONNECT_REQUESTED_FLAG]?: boolean;
  [WALLET_REQUESTED_FLAG]?: string | null;
};

const flags = () => window as ConnectFlags;

export function connectRequested(): boolean {
  return Boolean(flags().__porticoConnectRequested);
}

/** Opens the page's dialog (the island's stand-in button uses this until RainbowKit is there). */
export function openQuickConnect(): void {
  document.dispatchEvent(new Event(OPEN_QUICK_CONNECT_EVENT));
}

/** Marks a connect as asked for, then opens the page's dialog. */
export function requestConnect(): void {
  flags().__porticoConnectRequested = true;
  openQuickConnect();
}

/** Tells the page's dialog that RainbowKit's code could not load. */
export function reportLoadFailed(): void {
  document.dispatchEvent(new Event(LOAD_FAILED_EVENT));
}

/** Closes the page's dialog and clears the request; returns the wallet the visitor had picked, if any. */
export function takeQuickConnect(): string | null {
  const wallet = flags().__porticoWalletRequested ?? null;
  flags().__porticoConnectRequested = false;
  flags().__porticoWalletRequested = null;
  const dialog = document.getElementById(QUICK_CONNECT_DIALOG_ID);
  if (dialog instanceof HTMLDialogElement && dialog.open) {
    // Any non-empty value: the inline script then knows the dialog was handed over, not closed by the visitor.
    dialog.dataset.handoff = 'rainbowkit';
    dialog.close();
  }
  return wallet;
}

/**
 * Clicks `walletId`'s option in RainbowKit's dialog once it is rendered, as the visitor would have; gives up
 * quietly after `timeoutMs` (the dialog then simply stays open on its list).
 */
export function pickInRainbowKit(walletId: string, timeoutMs = 5000): () => void {
  const selector = `[data-testid="rk-wallet-option-${CSS.escape(walletId)}"]`;
  const tryPick = () => {
    const option = document.querySelector<HTMLElement>(selector);
    if (!option) return false;
    option.click();
    return true;
  };
  if (tryPick()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryPick()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
