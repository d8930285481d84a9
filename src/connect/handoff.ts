/**
 * The page's own dialog (QuickConnect.astro, driven by beforeIsland.js) opens on a first click, before any module
 * has loaded, and stays the dialog of that connect: a wallet picked there is connected by the island
 * (ConnectBridge.tsx) and the dialog says how it went. These helpers are the island's side of that dialog.
 *
 * The names below are the whole contract between the inline script and the island. The inline script is shipped
 * minified, not bundled, and cannot import them, so it spells the same strings; `handoff.test.ts` checks that it does.
 */

/** The `id` of the page's `<dialog>`. */
export const QUICK_CONNECT_DIALOG_ID = 'portico-quick-connect';
/** On `window`, from the inline script: the visitor asked to connect (and may have picked a wallet). */
export const CONNECT_REQUESTED_EVENT = 'portico:connect-requested';
/** On `document`, from the island's stand-in button: open the page's dialog. */
export const OPEN_QUICK_CONNECT_EVENT = 'portico:quick-connect';
/** On `document`, from the island: RainbowKit's code could not load, so the page's dialog says so. */
export const LOAD_FAILED_EVENT = 'portico:load-failed';
/** On `window`, from the island: open RainbowKit's dialog ("Connect Wallet" clicked once its code was here). */
export const RAINBOWKIT_WANTED_EVENT = 'portico:rainbowkit-wanted';
/** `window` flag: a connect was asked for and not yet handed over. */
export const CONNECT_REQUESTED_FLAG = '__porticoConnectRequested';
/** On `window`, from the inline script: the visitor picked a wallet in the page's dialog (named by the slot below). */
export const WALLET_PICKED_EVENT = 'portico:wallet-picked';
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

/** The wallet the visitor picked in the page's dialog and that is not connected yet, if any. */
export function pickedWallet(): string | null {
  return flags().__porticoWalletRequested ?? null;
}

function quickDialog(): HTMLDialogElement | null {
  const dialog = document.getElementById(QUICK_CONNECT_DIALOG_ID);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/** Whether the page's dialog is on screen. */
export function quickConnectOpen(): boolean {
  return quickDialog()?.open ?? false;
}

/** Closes the page's dialog because the connect is done (not by the visitor) and clears the request. */
export function finishQuickConnect(): void {
  flags().__porticoConnectRequested = false;
  flags().__porticoWalletRequested = null;
  const dialog = quickDialog();
  if (dialog?.open) {
    // Any non-empty value: the inline script then knows the dialog was closed for the visitor, not by them.
    dialog.dataset.handoff = 'connected';
    dialog.close();
  }
}

/**
 * The visitor left a QR-code wallet's code ("Back to wallets", or closed the dialog): the pick is cleared, and in a
 * dialog still open the list is back with focus on the wallet they had picked.
 */
export function leaveQuickConnectPick(): void {
  const tried = pickedWallet();
  flags().__porticoWalletRequested = null;
  const dialog = quickDialog();
  if (!dialog?.open) return;
  for (const busy of dialog.querySelectorAll('[aria-busy]')) busy.removeAttribute('aria-busy');
  const status = dialog.querySelector('[data-qc-status]');
  if (status) status.textContent = '';
  const option = tried ? dialog.querySelector(`[data-qc-wallet="${CSS.escape(tried)}"]`) : null;
  if (option instanceof HTMLElement) option.focus();
}

let rainbowKitWanted = false;

/** Asks for RainbowKit's connect dialog: `PendingConnect` opens it once RainbowKit is loaded and auto-connect settled. */
export function wantRainbowKit(): void {
  rainbowKitWanted = true;
  window.dispatchEvent(new Event(RAINBOWKIT_WANTED_EVENT));
}

/** Whether RainbowKit's dialog was asked for and not opened yet; `take` clears the request. */
export function rainbowKitRequested(take = false): boolean {
  const wanted = rainbowKitWanted;
  if (take) rainbowKitWanted = false;
  return wanted;
}

/**
 * The picked wallet did not connect: the page's dialog stays open with every option usable again, says `text`,
 * and keeps focus on the wallet that was tried (so Enter tries it again).
 */
export function failQuickConnect(text: string): void {
  const tried = pickedWallet();
  flags().__porticoWalletRequested = null;
  const dialog = quickDialog();
  if (!dialog) return;
  for (const busy of dialog.querySelectorAll('[aria-busy]')) busy.removeAttribute('aria-busy');
  const status = dialog.querySelector('[data-qc-status]');
  if (status) status.textContent = text;
  const option = tried ? dialog.querySelector(`[data-qc-wallet="${CSS.escape(tried)}"]`) : null;
  if (dialog.open && option instanceof HTMLElement && document.activeElement !== option) option.focus();
}

/**
 * Keeps keyboard focus in the header's connect slot while its button is swapped (the static button, then
 * RainbowKit's): the slot itself holds focus (tabindex -1) rather than letting it fall to the body.
 */
export function holdFocusInConnectSlot(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && !active.closest('dialog:not([open])'))
    return;
  const slot = document.querySelector<HTMLElement>('.connect-slot');
  if (!slot) return;
  const button = slot.querySelector<HTMLElement>('button');
  if (button) {
    button.focus();
    return;
  }
  slot.tabIndex = -1;
  slot.focus();
}

/**
 * After a connect from the page's dialog, focus goes to the account button once the header shows it (RainbowKit's
 * button replaces the static one a moment later, and may redraw itself once more); until then it is held in the
 * connect slot. It stops as soon as the visitor moves focus elsewhere themselves.
 */
export function focusAccountButtonWhenShown(timeoutMs = 15_000): void {
  const slot = () => document.querySelector<HTMLElement>('.connect-slot');
  const tick = () => {
    const active = document.activeElement;
    // Focus left inside the closed dialog is about to fall to the body: it counts as lost.
    const lost =
      !active ||
      active === document.body ||
      !active.isConnected ||
      active.closest('dialog:not([open])') !== null;
    if (!lost && active !== slot() && !active.closest('.connect-slot')) return stop();
    const button = document.querySelector<HTMLElement>('.connect-slot [data-testid="rk-account-button"]');
    if (button && (lost || active === slot())) button.focus();
    else if (lost) holdFocusInConnectSlot();
  };
  const observer = new MutationObserver(tick);
  const timer = window.setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  tick();
}
