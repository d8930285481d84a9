import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useState } from 'react';
import { useAccount } from 'wagmi';
import {
  finishQuickConnect,
  pickedWallet,
  quickConnectOpen,
  RAINBOWKIT_WANTED_EVENT,
  rainbowKitRequested,
} from './handoff.ts';

/**
 * RainbowKit's side of a connect that began elsewhere. Its connect dialog opens only when it was asked for (a click
 * on "Connect Wallet" once RainbowKit's code was there), never in place of a page's dialog the visitor is using
 * (a QR-code wallet picked there shows its code in that dialog: connectByQrCode.ts). And if the account connects while the page's dialog is open with
 * nothing picked (auto-connect answered late, another tab connected), that dialog closes.
 */
export function PendingConnect() {
  const { openConnectModal } = useConnectModal();
  const { status } = useAccount();
  const [wanted, setWanted] = useState(() => rainbowKitRequested());

  useEffect(() => {
    const onWanted = () => setWanted(true);
    window.addEventListener(RAINBOWKIT_WANTED_EVENT, onWanted);
    if (rainbowKitRequested()) onWanted();
    return () => window.removeEventListener(RAINBOWKIT_WANTED_EVENT, onWanted);
  }, []);

  useEffect(() => {
    if (status === 'connected' && quickConnectOpen() && !pickedWallet()) finishQuickConnect();
  }, [status]);

  useEffect(() => {
    // RainbowKit hands out `openConnectModal` only once it sees a settled, disconnected account.
    if (!wanted || status !== 'disconnected' || !openConnectModal) return;
    setWanted(false);
    if (!rainbowKitRequested(true)) return;
    openConnectModal();
  }, [wanted, status, openConnectModal]);

  return null;
}
