/**
 * The public surface for wallet-aware components (src/components/*.tsx, placed on a page with
 * `<WalletAware component="…" />`). Components import from here only; everything else in src/ may change.
 * docs/adding-a-page.md walks through it.
 */
export { ConnectPrompt } from './ConnectPrompt.tsx';
export { type PorticoAccount, usePorticoAccount } from './usePorticoAccount.ts';
