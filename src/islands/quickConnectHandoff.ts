/**
 * The page's own dialog (components/QuickConnect.astro) is shown while RainbowKit's is still loading. These
 * helpers let the island take over from it: read what the visitor asked for, close it without forgetting
 * that, and continue the visitor's choice inside RainbowKit's dialog.
 */
export type ConnectFlags = Window & {
  __porticoConnectRequested?: boolean;
  __porticoWalletRequested?: string | null;
};

const flags = () => window as ConnectFlags;

export function connectRequested(): boolean {
  return Boolean(flags().__porticoConnectRequested);
}

/** Opens the page's dialog (the island's stand-in button uses this until RainbowKit is there). */
export function openQuickConnect(): void {
  document.dispatchEvent(new Event('portico:quick-connect'));
}

/** Closes the page's dialog and clears the request; returns the wallet the visitor had picked, if any. */
export function takeQuickConnect(): string | null {
  const wallet = flags().__porticoWalletRequested ?? null;
  flags().__porticoConnectRequested = false;
  flags().__porticoWalletRequested = null;
  const dialog = document.getElementById('portico-quick-connect');
  if (dialog instanceof HTMLDialogElement && dialog.open) {
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
