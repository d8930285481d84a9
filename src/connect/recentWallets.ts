/**
 * RainbowKit's own record of the wallets a visitor connected, newest first (`rk-recent`, a JSON list of wallet ids).
 * The page's dialog lists the first three under "Recent" (dialog/firstPaint.js reads the same key), as RainbowKit's modal
 * does, so both sides of the site agree on what the visitor used. Kept here at most three long: the dialog shows no
 * more, and a shorter list leaks less of what a visitor holds to the next person at the computer.
 */
export const RECENT_WALLETS_KEY = 'rk-recent';
export const MAX_RECENT_WALLETS = 3;

const walletIdPattern = /^[\w.-]{1,100}$/;

/** The stored list, checked: a list of wallet ids; anything else reads as none. */
export function recentWallets(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENT_WALLETS_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is string => typeof id === 'string' && walletIdPattern.test(id));
  } catch {
    return [];
  }
}

/** Puts `walletId` first (once), keeping at most `MAX_RECENT_WALLETS`. */
export function rememberRecentWallet(storage: Pick<Storage, 'getItem' | 'setItem'>, walletId: string): void {
  if (!walletIdPattern.test(walletId)) return;
  const list = [walletId, ...recentWallets(storage).filter((id) => id !== walletId)];
  storage.setItem(RECENT_WALLETS_KEY, JSON.stringify(list.slice(0, MAX_RECENT_WALLETS)));
}
