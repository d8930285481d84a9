/**
 * The WalletConnect project id of the harness's WalletConnect build: well-formed (32 lowercase hex characters) and
 * never registered, because the relay it reaches is the harness's double (./relay.ts), never WalletConnect's.
 */
export const HARNESS_WALLETCONNECT_PROJECT_ID = '504f525449434f000000000000000001';
