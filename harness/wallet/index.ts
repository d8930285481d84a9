export { toWalletRpcError, walletErrors } from './errors.ts';
export { installTestWallet, TEST_WALLET_INFO, type TestWalletController } from './installTestWallet.ts';
export type * from './types.ts';
