import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccount, useConfig, useConnect, useConnectors } from 'wagmi';
import { toUserMessage } from '../errors/toUserMessage.ts';
import { siteWords } from '../i18n/siteWords.ts';
import { notifyError } from '../notify/toast.ts';
import { storage } from '../storage/installStorageGuard.ts';
import { useAutoConnectAsking } from '../wallets/AutoConnect.tsx';
import { connectByQrCode } from './connectByQrCode.ts';
import { failWalletDialog, finishWalletDialog } from './dialog/walletDialog.ts';
import { findConnector } from './findConnector.ts';
import { clearPick, currentPick } from './pick.ts';
import { pickError } from './pickError.ts';
import { rememberRecentWallet } from './recentWallets.ts';
import { usePick } from './usePick.ts';

/** How long a picked wallet may take to be announced to wagmi (EIP-6963 connectors appear asynchronously). */
const DISCOVERY_MS = 3_000;
const tryAgain = (error: unknown) =>
  `${toUserMessage(error, { request: 'connect' }).message} ${siteWords().dialog.pickAgain}`;

/**
 * Connects the wallet a visitor picked in the page's dialog (the only place a wallet is picked): that pick is the
 * visitor's one action. Every pick takes the same route into wagmi, `connect` (the other route is auto-connect's
 * reconnect at the start, src/wallets/AutoConnect.tsx), once the island's start-up allows (auto-connect has asked and
 * settled, the connector is there):
 *
 * - a wallet this browser offers was already asked by the dialog's owner at the moment of the pick (`pick.ts`): its
 *   approval is connected without a second prompt (its connector asks `eth_accounts`: src/wallets/hardenInjected.ts),
 *   its refusal becomes the same toast as any refused connect;
 * - one that pairs by QR code shows its code in the same dialog (`connectByQrCode.ts`).
 *
 * The dialog stays on screen until the wallet has answered: it closes on success, or says what happened and lets
 * the visitor pick again. A connect that succeeds is recorded in RainbowKit's recent wallets.
 */
export function ConnectBridge() {
  const pick = usePick();
  const config = useConfig();
  const connectors = useConnectors();
  const { status } = useAccount();
  const autoConnectAsking = useAutoConnectAsking();
  const { connectAsync } = useConnect();
  const inFlight = useRef(false);
  const waiting = pick?.state === 'picked' || pick?.state === 'approved' ? pick.wallet : null;
  const waitedTooLong = useWaitedTooLong(waiting);

  const connected = useCallback((walletId: string) => {
    rememberRecentWallet(storage, walletId);
    finishWalletDialog();
  }, []);

  useEffect(() => {
    // Connected with nothing picked (auto-connect answered late, another tab connected): the dialog has done its job.
    if (!pick && status === 'connected') finishWalletDialog();
    if (!pick || pick.state === 'asking' || inFlight.current) return;
    // Read live, not from the render: the dialog may have dropped the pick since (the visitor closed it).
    if (currentPick() !== pick) return;
    if (pick.state === 'failed') {
      clearPick();
      if (pick.quiet) return;
      const error = pickError(pick.failure);
      notifyError(error, { request: 'connect' });
      failWalletDialog(pick.wallet, tryAgain(error));
      return;
    }
    if (status === 'connected') {
      clearPick();
      connected(pick.wallet);
      return;
    }
    // Auto-connect is still asking the last wallet (or the Safe host): connecting now would race it.
    if (autoConnectAsking || status === 'connecting' || status === 'reconnecting') return;
    const connector = findConnector(connectors, pick.wallet);
    if (!connector) {
      if (!waitedTooLong) return;
      clearPick();
      failWalletDialog(pick.wallet, siteWords().dialog.notHere);
      return;
    }
    inFlight.current = true;
    const settle = () => {
      inFlight.current = false;
      clearPick();
    };
    // A wallet that pairs by QR code: its code is drawn in this same dialog (on a phone, its app opens).
    if (pick.state === 'picked' && connector.type === 'walletConnect') {
      connectByQrCode(config, connector, pick.wallet)
        .then((outcome) => {
          if (outcome.kind === 'connected') connected(pick.wallet);
          else if (outcome.kind === 'failed') {
            notifyError(outcome.error, { request: 'connect' });
            failWalletDialog(pick.wallet, tryAgain(outcome.error));
          } else failWalletDialog(pick.wallet, '');
        })
        .finally(settle);
      return;
    }
    connectAsync({ connector })
      .then(
        () => connected(pick.wallet),
        (error: unknown) => {
          // An approved wallet may have connected by itself meanwhile (wagmi takes up an announced wallet's
          // `accountsChanged`): then this connect was one too many, not a failure.
          if (config.state.current === connector.uid) return connected(pick.wallet);
          failWalletDialog(pick.wallet, tryAgain(error));
        },
      )
      .finally(settle);
  }, [pick, status, autoConnectAsking, connectors, config, waitedTooLong, connectAsync, connected]);

  return null;
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
