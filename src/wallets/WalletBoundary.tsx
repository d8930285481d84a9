import { Component, type ErrorInfo, type ReactNode } from 'react';
import { siteWords } from '../i18n/siteWords.ts';

interface State {
  readonly failed: boolean;
}

/**
 * Around the wallet-aware UI (the header's connect control and the account panel it portals into the page):
 * whatever a wallet or a library throws while drawing, the header keeps a working "Connect Wallet" button and
 * one line saying what happened, instead of React unmounting the whole island and leaving an empty header.
 * The button draws the wallet UI afresh and opens the page's wallet dialog, as every "Connect Wallet" does
 * (`data-portico-connect`: src/connect/walletDialog.js).
 */
interface Props {
  readonly children: ReactNode;
}

export class WalletBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(
      `Portico: the wallet view failed and was reset. ${text.slice(0, 300)}`,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const words = siteWords();
    return (
      <div className="connect-area">
        <span className="wallet-trouble" role="status" data-testid="wallet-trouble">
          {words.header.walletTrouble}
        </span>
        <button
          type="button"
          className="connect-fallback"
          data-testid="connect-fallback"
          data-portico-connect=""
          onClick={() => this.setState({ failed: false })}
        >
          {words.rk.connectWallet}
        </button>
      </div>
    );
  }
}
