import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccount, useConfig, useConnect, useConnectors } from 'wagmi';
import { toUserMessage } from '../errors/toUserMessage.ts';
import { notifyError } from '../notify/toast.ts';
import { connectByQrCode } from './connectByQrCode.ts';
import { directConnect, findConnector, handOver, useDirectConnect } from './directConnect.ts';
import {
  failQuickConnect,
  finishQuickConnect,
  focusAccountButtonWhenShown,
  leaveQuickConnectPick,
  pickedWallet,
  WALLET_PICKED_EVENT,
} from './handoff.ts';

/** How long a picked wallet may take to be announced to wagmi (EIP-6963 connectors appear asynchronously). */
const DISCOVERY_MS = 3_000;
const NOT_HERE = 'That wallet is not available in this browser. Choose another wallet, or reload the page.';
const tryAgain = (error: unknown) =>
  `${toUserMessage(error, { request: 'connect' }).message} Pick a wallet to try again.`;

/**
 * Connects the wallet a visitor picked in the page's own dialog: that pick is the visitor's one action, so it is
 * never replayed into another dialog.
 *
 * - A wallet this browser offers was already asked by the inline script at the moment of the pick
 *   (`directConnect.ts`): its approval is handed to wagmi by a reconnect (no second prompt), its refusal becomes
 *   the same toast as any refused connect.
 * - A wallet that pairs by QR code (WalletConnect) shows its code in the page's dialog (`connectByQrCode.ts`).
 * - Any other wallet (an SDK's: Coinbase, MetaMask's SDK) is connected here with wagmi's `connect` once the
 *   island's start-up allows (auto-connect settled, the connector there).
 *
 * The page's dialog stays on screen until the wallet has answered: it closes on success (focus goes to the account
 * button), or says what happened and lets the visitor pick again.
 */
export function ConnectBridge() {
  const [pickedId, clearPick] = usePickedWallet();
  const [direct, clearDirect] = useDirectConnect();
  const config = useConfig();
  const connectors = useConnectors();
  const { status } = useAccount();
  const { connectAsync } = useConnect();
  const inFlight = useRef(false);
  const waitingFor = pickedId ?? (direct?.state === 'approved' ? direct.wallet : null);
  const waitedTooLong = useWaitedTooLong(waitingFor);

  const connect = useCallback(
    (connector: Parameters<typeof connectAsync>[0]['connector']) => {
      inFlight.current = true;
      connectAsync({ connector })
        .then(() => {
          finishQuickConnect();
          focusAccountButtonWhenShown();
        })
        .catch((error: unknown) => failQuickConnect(tryAgain(error)))
        .finally(() => {
          inFlight.current = false;
          clearPick();
        });
    },
    [connectAsync, clearPick],
  );

  // What the inline script's own request came to.
  useEffect(() => {
    if (!direct || direct.state === 'asking' || inFlight.current) return;
    if (direct.state === 'failed') {
      clearDirect();
      clearPick();
      if (direct.quiet) return;
      notifyError(direct.error, { request: 'connect' });
      failQuickConnect(tryAgain(direct.error));
      return;
    }
    if (status === 'connected') {
      clearDirect();
      clearPick();
      finishQuickConnect();
      focusAccountButtonWhenShown();
      return;
    }
    // Auto-connect is asking (and takes the approved wallet up itself: prepareDirectHandover).
    if (status === 'connecting' || status === 'reconnecting') return;
    const connector = findConnector(connectors, direct.wallet);
    if (!connector) {
      if (!waitedTooLong) return;
      clearDirect();
      clearPick();
      failQuickConnect(NOT_HERE);
      return;
    }
    inFlight.current = true;
    handOver(config, connector).then((connected) => {
      inFlight.current = false;
      clearDirect();
      // The wallet no longer confirms the account it approved (locked at once): ask it properly.
      if (!connected) return connect(connector);
      clearPick();
      finishQuickConnect();
      focusAccountButtonWhenShown();
    });
  }, [direct, clearDirect, clearPick, status, connectors, config, waitedTooLong, connect]);

  // A pick the inline script could not ask itself.
  useEffect(() => {
    if (!pickedId || inFlight.current) return;
    // Read live, not from state: the inline script records its request before it announces the pick, and takes
    // the pick back when the wallet it asked refuses (or the visitor closes the dialog).
    if (directConnect()?.wallet === pickedId) return;
    if (pickedWallet() !== pickedId) {
      clearPick();
      return;
    }
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
      failQuickConnect(NOT_HERE);
      clearPick();
      return;
    }
    // A wallet that pairs by QR code: its code is drawn in this same dialog, where the visitor picked it.
    if (connector.type === 'walletConnect') {
      inFlight.current = true;
      connectByQrCode(config, connector, pickedId)
        .then((outcome) => {
          if (outcome.kind === 'connected') {
            finishQuickConnect();
            focusAccountButtonWhenShown();
          } else if (outcome.kind === 'failed') {
            notifyError(outcome.error, { request: 'connect' });
            failQuickConnect(tryAgain(outcome.error));
          } else {
            leaveQuickConnectPick();
          }
        })
        .finally(() => {
          inFlight.current = false;
          clearPick();
        });
      return;
    }
    connect(connector);
  }, [pickedId, clearPick, connectors, status, waitedTooLong, connect, config]);

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

/** A bounded wait for a wallet's connector, counted from the moment it is waited for. */
function useWaitedTooLong(walletId: string | null): boolean {
  const [tooLong, setTooLong] = useState(false);
  useEffect(() => {
    setTooLong(false);
    if (!walletId) return;
    const timer = window.setTimeout(() => setTooLong(true), DISCOVERY_MS);
    return () => window.clearTimeout(timer);
  }, [walletId]);
  return tooLong;
}
