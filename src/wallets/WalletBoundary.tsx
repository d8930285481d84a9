import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { drawHeaderControl } from '../connect/drawHeader.js';
import { headerParts } from '../connect/headerParts.ts';
import { siteWords } from '../i18n/siteWords.ts';

interface State {
  readonly failed: boolean;
}

interface Props {
  readonly children: ReactNode;
}

/**
 * Around the wallet-aware UI (the header's control and the account panel it portals into the page): whatever a
 * wallet or a library throws while drawing, the header keeps its working "Connect Wallet" (the page's own button,
 * which opens the page's wallet dialog: src/connect/dialog/walletDialog.ts) with one line saying what happened, instead of
 * React unmounting the whole island. The next click on that button draws the wallet UI afresh.
 */
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
    const parts = headerParts();
    if (!parts) return;
    drawHeaderControl(parts.button, { kind: 'connect' }, siteWords());
    parts.button.addEventListener('click', () => this.setState({ failed: false }), { once: true });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const area = headerParts()?.area;
    if (!area) return null;
    return createPortal(
      <span className="wallet-trouble" role="status" data-testid="wallet-trouble">
        {siteWords().header.walletTrouble}
      </span>,
      area,
    );
  }
}
