import { useCallback, useEffect, useRef, useState } from 'react';
import { type Connector, useAccount, useConnect, useConnectors } from 'wagmi';
import { toUserMessage } from '../errors/toUserMessage.ts';
import {
  failQuickConnect,
  finishQuickConnect,
  focusAccountButtonWhenShown,
  handOverToRainbowKit,
  pickedWallet,
  WALLET_PICKED_EVENT,
} from './handoff.ts';

/** How long a picked wallet may take to be announced to wagmi (EIP-6963 connectors appear asynchronously). */
const DISCOVERY_MS = 3_000;

/**
 * Connects the wallet a visitor picked in the page's own dialog: that pick is the visitor's one action, so it is
 * never replayed into another dialog. It waits, if it must, for the island's start-up (auto-connect settling,
 * the wallet's EIP-6963 connector appearing), then calls wagmi's `connect` for that wallet: wagmi stays the one
 * source of truth, and a refusal reaches the toasts through the same mutation handler as every connect. The page's
 * dialog stays on screen until the wallet has answered: it closes on success (focus goes to the account button),
 * or says what happened and lets the visitor pick again.
 */
export function ConnectBridge() {
  const [pickedId, clearPick] = usePickedWallet();
  const connectors = useConnectors();
  const { status } = useAccount();
  const { connectAsync } = useConnect();
  const inFlight = useRef(false);
  const [waitedTooLong, setWaitedTooLong] = useState(false);

  useEffect(() => {
    if (!pickedId || inFlight.current) return;
    if (status === 'connected') {
      finishQuickConnect();
      clearPick();
      return;
    }
    // Auto-connect is still asking the last wallet (or the Safe host): connecting now would race it.
    if (status === 'connecting' || status === 'reconnecting') return;
    const connector = findConnector(connectors, pickedId);
    if (!connector) {
      if (!waitedTooLong) return;
      failQuickConnect(
        'That wallet is not available in this browser. Choose another wallet, or reload the page.',
      );
      clearPick();
      return;
    }
    // A wallet that connects through a QR code needs RainbowKit's dialog, which draws it.
    if (connector.type === 'walletConnect') {
      handOverToRainbowKit();
      clearPick();
      return;
    }
    inFlight.current = true;
    connectAsync({ connector })
      .then(() => {
        finishQuickConnect();
        focusAccountButtonWhenShown();
      })
      .catch((error: unknown) => {
        failQuickConnect(
          `${toUserMessage(error, { request: 'connect' }).message} Pick a wallet to try again.`,
        );
      })
      .finally(() => {
        inFlight.current = false;
        clearPick();
      });
  }, [pickedId, clearPick, connectors, status, connectAsync, waitedTooLong]);

  // Bounded wait for the picked wallet's connector, counted from the pick.
  useEffect(() => {
    setWaitedTooLong(false);
    if (!pickedId) return;
    const timer = window.setTimeout(() => setWaitedTooLong(true), DISCOVERY_MS);
    return () => window.clearTimeout(timer);
  }, [pickedId]);

  return null;
}

/** The picked wallet: read once at mount (a pick made before the island ran) and on each pick after. */
function usePickedWallet(): [string | null, () => void] {
  const [id, setId] = useState(pickedWallet);
  useEffect(() => {
    const onPick = () => setId(pickedWallet());
    window.addEventListener(WALLET_PICKED_EVENT, onPick);
    onPick(); // a pick between the first render and this effect
    return () => window.removeEventListener(WALLET_PICKED_EVENT, onPick);
  }, []);
  const clear = useCallback(() => setId(null), []);
  return [id, clear];
}

/**
 * The connector behind a wallet of the page's dialog: an announced wallet by its EIP-6963 `rdns` (wagmi's
 * connector id), a configured one by its RainbowKit wallet id (not WalletConnect's QR-modal twin).
 */
export function findConnector(connectors: readonly Connector[], walletId: string): Connector | undefined {
  const details = (connector: Connector) =>
    (connector as Connector & { rkDetails?: { id?: string; isWalletConnectModalConnector?: boolean } })
      .rkDetails;
  return (
    connectors.find(
      (connector) => connector.id === walletId && !details(connector)?.isWalletConnectModalConnector,
    ) ??
    connectors.find(
      (connector) =>
        details(connector)?.id === walletId && !details(connector)?.isWalletConnectModalConnector,
    )
  );
}
