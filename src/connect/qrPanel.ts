import { fill, siteWords } from '../i18n/siteWords.ts';
import {
  focusWalletTried,
  onWalletDialogClose,
  openWalletDialog,
  showDialogView,
  say as status,
} from './dialog/walletDialog.ts';

/** What the panel offers for one pairing link. */
export interface QrLinks {
  /** What the QR code encodes (the wallet's own form of the link, or the `wc:` link itself); null: no code. */
  readonly qr: string | null;
  /** The link to copy: the plain `wc:` pairing link any WalletConnect wallet can paste. */
  readonly copy: string;
  /**
   * A link that opens the wallet's app on this device, when the wallet has one and this is a phone: it is followed
   * at once (the visitor's tap on the wallet was the action), and stays offered in case the app did not open.
   */
  readonly open: string | null;
}

export interface QrPanel {
  /** Draws the code and enables its links (a new link replaces the old one: the wallet asked again). */
  show(links: QrLinks): Promise<void>;
  /** Settles when the visitor leaves the code: "Back to wallets", or the dialog closed by them. */
  readonly left: Promise<void>;
  /** Takes the panel down and puts the wallet list back (without moving focus). */
  close(): void;
}

const svgNs = 'http://www.w3.org/2000/svg';
/** Light modules around the code, in modules: scanners need four. */
const QUIET_ZONE = 4;
/** Links a wallet's deep link may use: its own scheme or https. Never `javascript:` or `data:`. */
const safeLink = /^(?:https:\/\/|[a-z][a-z0-9+.-]*:\/\/|wc:)/i;

/**
 * The page's own dialog shows a QR-code wallet's code in place of its wallet list, so the visitor's pick continues in
 * the dialog they made it in: focus moves to the panel's title, Tab reaches "Copy link" and "Back to wallets",
 * Escape closes the dialog (focus returns to "Connect Wallet"). Leaving the panel puts the list back with focus on
 * the wallet picked. The dialog's owner (dialog/walletDialog.ts) switches the view, says the status and moves focus;
 * this draws the code.
 */
export function openQrPanel(walletName: string, walletId: string): QrPanel | null {
  const dialog = openWalletDialog();
  if (!dialog) return null;
  const panel = dialog.querySelector<HTMLElement>('[data-qc-qr]');
  const title = dialog.querySelector<HTMLElement>('[data-qc-qr-title]');
  const code = dialog.querySelector<HTMLElement>('[data-qc-qr-code]');
  const hint = dialog.querySelector<HTMLElement>('[data-qc-qr-hint]');
  const open = dialog.querySelector<HTMLAnchorElement>('[data-qc-qr-open]');
  const copy = dialog.querySelector<HTMLButtonElement>('[data-qc-qr-copy]');
  const back = dialog.querySelector<HTMLButtonElement>('[data-qc-qr-back]');
  if (!panel || !title || !code || !hint || !open || !copy || !back) return null;

  const { dialog: say, rk } = siteWords();
  const wallet = { wallet: walletName };
  const generic = walletId === 'walletConnect';
  title.textContent = generic ? rk.scanFallback : fill(rk.scan, wallet);
  hint.textContent = generic ? say.scanHintAny : fill(say.scanHint, wallet);
  code.replaceChildren();
  code.removeAttribute('role');
  code.removeAttribute('aria-label');
  copy.disabled = true;
  open.hidden = true;
  open.removeAttribute('href');
  status(say.preparingCode);
  panel.hidden = false;
  showDialogView('qr', title);

  let link = '';
  let leave = () => {};
  const left = new Promise<void>((resolve) => {
    leave = resolve;
  });
  const onCopy = () => {
    if (!link) return;
    navigator.clipboard
      ?.writeText(link)
      .then(() => {
        status(say.linkCopied);
      })
      .catch(() => {
        status(say.copyFailed);
      });
  };
  const onBack = () => leave();
  copy.addEventListener('click', onCopy);
  back.addEventListener('click', onBack);
  // Closed because the wallet connected: that is not leaving.
  const stopWatching = onWalletDialogClose((byVisitor) => byVisitor && leave());

  const close = () => {
    copy.removeEventListener('click', onCopy);
    back.removeEventListener('click', onBack);
    stopWatching();
    // Focus on the panel goes back to the wallet picked, once the list shows again (hiding the panel would drop it).
    const focused = dialog.open && panel.contains(document.activeElement);
    showDialogView(null);
    if (focused) focusWalletTried(walletId);
    panel.hidden = true;
    code.hidden = false;
    code.replaceChildren();
    link = '';
  };

  let opened = false;
  const show = async (links: QrLinks) => {
    const opens = links.open !== null && safeLink.test(links.open);
    const qr = links.qr ?? (opens ? null : links.copy);
    const qrCodePath = qr ? (await import('./qrCodePath.ts')).qrCodePath : null;
    if (panel.hidden) return;
    link = links.copy;
    code.hidden = !qr;
    if (qr && qrCodePath) {
      code.replaceChildren(drawCode(qrCodePath(qr)));
      code.setAttribute('role', 'img');
      code.setAttribute('aria-label', fill(say.qrLabel, wallet));
    }
    copy.disabled = false;
    if (opens && links.open) {
      open.href = links.open;
      open.textContent = fill(say.openWallet, wallet);
      open.hidden = false;
      // The first link of this pick opens the app; a later one (the wallet asked again) waits for a tap.
      if (!qr && !opened) {
        opened = true;
        open.click();
      }
    }
    status(fill(say.waitingFor, wallet));
  };

  return { show, left, close };
}

function drawCode({ size, d }: { size: number; d: string }): SVGSVGElement {
  const svg = document.createElementNS(svgNs, 'svg');
  const span = size + QUIET_ZONE * 2;
  svg.setAttribute('viewBox', `${-QUIET_ZONE} ${-QUIET_ZONE} ${span} ${span}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('aria-hidden', 'true');
  svg.dataset.qrModules = String(size);
  const path = document.createElementNS(svgNs, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}
