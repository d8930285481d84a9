import { type WalletId, walletConnectWalletIds, walletIds } from '../../src/config/types.ts';

export interface WalletInfo {
  readonly id: WalletId;
  readonly name: string;
  readonly needsWalletConnect: boolean;
}

const names: Record<WalletId, string> = {
  injected: 'Browser wallet',
  safe: 'Safe',
  rainbow: 'Rainbow',
  coinbase: 'Coinbase Wallet',
  metaMask: 'MetaMask',
  walletConnect: 'WalletConnect',
  brave: 'Brave Wallet',
};

/** Every wallet the site can offer, in the order of `walletIds` (the seam's own list). */
export const walletCatalog: readonly WalletInfo[] = walletIds.map((id) => ({
  id,
  name: names[id],
  needsWalletConnect: walletConnectWalletIds.includes(id),
}));

export function isWalletId(value: string): value is WalletId {
  return (walletIds as readonly string[]).includes(value);
}
