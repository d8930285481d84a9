import type { Config, Connector } from 'wagmi';
import { connect, disconnect } from 'wagmi/actions';
import { openQrPanel, type QrLinks } from './qrPanel.ts';

/** How a QR-code connect ended: connected, left by the visitor, or failed (refused, expired, no relay). */
export type QrConnectOutcome = { kind: 'connected' } | { kind: 'left' } | { kind: 'failed'; error: unknown };

interface QrDetails {
  readonly name?: string;
  readonly qrCode?: { readonly getUri?: (uri: string) => string };
  readonly mobile?: { readonly getUri?: (uri: string) => string };
}

/** RainbowKit's wallet details on a connector (`createConnectors.ts` puts them there). */
function qrDetails(connector: Connector): QrDetails {
  return (connector as Connector & { rkDetails?: QrDetails }).rkDetails ?? {};
}

/** A phone: the wallet's app is on this device, so its app link is opened instead of a code to scan. */
function onPhone(): boolean {
  return window.matchMedia?.('(pointer: coarse) and (max-width: 767px)').matches ?? false;
}

/** The panel's links for one pairing link; a wallet's link builder that throws or returns junk is left out. */
export function qrLinks(details: QrDetails, uri: string, phone: boolean): QrLinks {
  const attempt = (build: ((uri: string) => string) | undefined) => {
    try {
      const value = build?.(uri);
      return typeof value === 'string' && value.length > 0 ? value : null;
    } catch {
      return null;
    }
  };
  const open = phone ? attempt(details.mobile?.getUri) : null;
  // On a phone with the wallet's app link there is nothing to scan: the code would have to be read by this phone.
  return { qr: open ? null : (attempt(details.qrCode?.getUri) ?? uri), copy: uri, open };
}

/**
 * Connects a wallet that pairs by QR code (WalletConnect) from the page's own dialog, where the visitor picked it:
 * `walletId` is the option picked there. The dialog shows the code wagmi's connector announces (`display_uri`) instead of handing over to another
 * dialog. The visitor leaving the code (Back, or closing the dialog) ends the pairing.
 */
export async function connectByQrCode(
  config: Config,
  connector: Connector,
  walletId: string,
): Promise<QrConnectOutcome> {
  const details = qrDetails(connector);
  const name = details.name ?? connector.name;
  const panel = openQrPanel(name, walletId);
  if (!panel) return { kind: 'left' };
  const onMessage = (message: { type: string; data?: unknown }) => {
    if (message.type !== 'display_uri' || typeof message.data !== 'string') return;
    if (!message.data.startsWith('wc:')) return;
    void panel.show(qrLinks(details, message.data, onPhone()));
  };
  connector.emitter.on('message', onMessage);
  try {
    const outcome = await Promise.race([
      connect(config, { connector }).then(
        (): QrConnectOutcome => ({ kind: 'connected' }),
        (error: unknown): QrConnectOutcome => ({ kind: 'failed', error }),
      ),
      panel.left.then((): QrConnectOutcome => ({ kind: 'left' })),
    ]);
    if (outcome.kind === 'left') {
      // The pairing would stay open on the relay until it expires, and wagmi say "connecting" until then, holding
      // every other connect back: the visitor has left it, so it is ended, through wagmi (its state follows).
      await disconnect(config, { connector }).catch(() => undefined);
    }
    return outcome;
  } finally {
    connector.emitter.off('message', onMessage);
    panel.close();
  }
}
