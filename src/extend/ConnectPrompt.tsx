import { usePorticoAccount } from './usePorticoAccount.ts';

/**
 * What a wallet-aware component shows a visitor who is not connected: one sentence and the same "Connect Wallet"
 * as the header (it opens the same dialog). While auto-connect is still asking, it says so instead.
 */
export function ConnectPrompt({ text = 'Connect a wallet to use this page.' }: { text?: string }) {
  const { status } = usePorticoAccount();
  if (status === 'connecting') return <p className="connect-prompt">Checking your wallet…</p>;
  return (
    <p className="connect-prompt">
      {text}{' '}
      {/* Opens the page's one wallet dialog, as every "Connect Wallet" does (src/connect/walletDialog.js). */}
      <button type="button" className="connect-fallback" data-portico-connect="">
        Connect Wallet
      </button>
    </p>
  );
}
