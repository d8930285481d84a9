import type { WalletId } from '../config/types.ts';

/** Wallets that cannot work without a WalletConnect Cloud project id (RainbowKit throws without one). */
export const walletConnectWalletIds: readonly WalletId[] = ['rainbow', 'metaMask', 'walletConnect'];
