import type { Plugin } from 'vite';

/**
 * What WalletConnect's provider imports for its own QR-code modal (Reown AppKit, the `w3m-modal` element; the older
 * `@walletconnect/modal`). Portico's connectors never ask for it (no `showQrModal`: src/wallets/createConnectors.ts):
 * the page's own dialog draws a WalletConnect wallet's code (src/connect/qrPanel.ts). The provider still names it in
 * a dynamic `import()`, which is enough for the bundler to build and ship it, so it is answered here instead.
 */
export const WALLETCONNECT_MODAL_MODULES = ['@reown/appkit/core', '@walletconnect/modal'] as const;

const STUB_ID = '\0portico:no-walletconnect-modal';

/**
 * Vite plugin: the modules above resolve to a stub whose `createAppKit` throws, so no modal code is built. Should a
 * connector ever ask for the modal, the provider reports that it is missing instead of drawing a second dialog.
 */
export function withoutWalletConnectModal(): Plugin {
  const modal = new Set<string>(WALLETCONNECT_MODAL_MODULES);
  return {
    name: 'portico:without-walletconnect-modal',
    enforce: 'pre',
    resolveId(id) {
      return modal.has(id) ? STUB_ID : null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return [
        'const missing = () => { throw new Error("Portico draws WalletConnect codes in its own dialog: no QR modal is built."); };',
        'export const createAppKit = missing;',
        'export const WalletConnectModal = missing;',
        'export default missing;',
      ].join('\n');
    },
  };
}
