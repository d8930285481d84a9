import { siteWords } from '../i18n/siteWords.ts';
import { usePorticoAccount } from './usePorticoAccount.ts';

/**
 * What a wallet-aware component shows a visitor who is not connected: one sentence and the same "Connect Wallet"
 * as the header (it opens the same dialog). While auto-connect is still asking, it says so instead. `text` is in the
 * page's language (`siteWords()`); without it, the page's "Connect a wallet to use this page."
 */
export function ConnectPrompt({ text }: { text?: string }) {
  const { status } = usePorticoAccount();
  const words = siteWords();
  if (status === 'connecting') return <p className="connect-prompt">{words.dialog.checkingWallet}</p>;
  return (
    <p className="connect-prompt">
      {text ?? words.page.connectToUse}{' '}
      {/* Opens the page's one wallet dialog, as every "Connect Wallet" does (src/connect/dialog/walletDialog.ts). */}
      <button type="button" className="connect-fallback" data-portico-connect="">
        {words.rk.connectWallet}
      </button>
    </p>
  );
}
