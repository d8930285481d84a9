import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useAccount } from 'wagmi';
import { siteWords } from '../i18n/siteWords.ts';
import { loadRainbowLayer, RainbowLayer } from '../rainbowkit/loadRainbowLayer.ts';
import { earlyAccount } from './accountMemory.ts';
import { dropAccountWanted, useAccountWantedClicks } from './accountWanted.ts';
import { type ConnectionStatus, useConnectionStatus } from './connectionStatus.ts';
import { drawHeaderControl, type HeaderState } from './drawHeader.js';
import { headerParts } from './headerParts.ts';
import { usePick } from './usePick.ts';

/** What reaching for the control is: RainbowKit's layer starts loading then (what the visitor needs once connected). */
const INTENT = ['pointerenter', 'focus', 'touchstart'] as const;

/**
 * The connection state in words: "Connecting…" and "Connected" are RainbowKit's (its "Connecting" written with the
 * ellipsis of the site's busy states, build/rainbowKitWords.ts); "Disconnected" is the site's own.
 */
function statusText(status: ConnectionStatus): string {
  const words = siteWords();
  if (status === 'connected') return words.rk.connected;
  return status === 'disconnected' ? words.status.disconnected : words.rk.connecting;
}

/**
 * The island's side of the header's one wallet control. It draws no element of its own: it redraws the page's
 * `<button>` in place (src/connect/rules.js `drawHeaderControl`, the inline script's rule too), so the element a
 * keyboard user stands on, and a click made as it first shows, are the same from the first paint to the last:
 *
 * - disconnected: "Connect Wallet", which opens the page's wallet dialog (dialog/walletDialog.ts);
 * - connected: the account, or "Wrong network" on a chain the site does not serve; a click asks for RainbowKit's
 *   account (or network) dialog, kept until it can open (accountWanted.ts, rainbowkit/OpenWantedAccount.tsx);
 * - while auto-connect is still asking: the account the inline script drew (marked until the wallet confirms it).
 *
 * RainbowKit's layer is loaded when a visitor is connected, asks for the account, or reaches for the control.
 * RainbowKit's dialogs give focus back to the element that opened them, and the page's dialog is a native
 * `<dialog>` that does the same: with one element there is nothing to repair.
 */
export function HeaderControl() {
  const { address, chain } = useAccount();
  const status = useConnectionStatus();
  // What the inline script drew before the island (a returning visitor's account), read once.
  const [early] = useState(earlyAccount);
  const pick = usePick();
  const clicks = useAccountWantedClicks();
  const [layerWanted, setLayerWanted] = useState(false);

  useEffect(() => {
    if (status === 'connected' || clicks > 0) setLayerWanted(true);
  }, [status, clicks]);
  // No account, and none on its way from the dialog: a click kept on the account drawn earlier has nothing to open.
  useEffect(() => {
    if (status === 'disconnected' && !pick) dropAccountWanted();
  }, [status, pick]);

  const state: HeaderState =
    status === 'connected' && address
      ? chain
        ? { kind: 'account', address, confirmed: true }
        : { kind: 'wrong-network' }
      : (status === 'connecting' || status === 'reconnecting') && early
        ? { kind: 'account', address: early.address, confirmed: early.confirmed }
        : { kind: 'connect' };
  const drawn = state.kind === 'account' ? `${state.address}:${state.confirmed}` : state.kind;

  // Before the browser paints: the island's first frame already says what wagmi says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` stands for `state`, which is new every render.
  useLayoutEffect(() => {
    const parts = headerParts();
    if (!parts) return;
    parts.area.removeAttribute('data-portico-fallback');
    drawHeaderControl(parts.button, state, siteWords());
    parts.status.textContent = statusText(status);
    parts.status.dataset.status = status;
    // Announced from now on: the page's "Loading…" and the first state are not news.
    parts.status.setAttribute('aria-live', 'polite');
  }, [drawn, status]);

  useEffect(() => {
    const button = headerParts()?.button;
    if (!button) return;
    const intent = () => void loadRainbowLayer();
    for (const type of INTENT) button.addEventListener(type, intent, { passive: true });
    return () => {
      for (const type of INTENT) button.removeEventListener(type, intent);
    };
  }, []);

  if (!layerWanted) return null;
  return (
    <Suspense fallback={null}>
      <RainbowLayer />
    </Suspense>
  );
}
