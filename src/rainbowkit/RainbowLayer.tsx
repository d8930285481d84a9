import '@rainbow-me/rainbowkit/styles.css';
import './accessibleColors.css';
import { ConnectButton, RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { lazy, Suspense } from 'react';
import { useAccount } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { PendingConnect } from '../connect/PendingConnect.tsx';
import { InPage } from '../ui/InPage.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { KeepFocus } from './KeepFocus.tsx';
import { LogoAvatar } from './LogoAvatar.tsx';
import { RecentTransactions } from './RecentTransactions.tsx';
import { RepairMarkup } from './RepairMarkup.tsx';
import { createRainbowKitTheme } from './theme.ts';
import type { RainbowLayerProps } from './WalletUi.tsx';

const AccountPanel = lazy(() => import('../account/AccountPanel.tsx'));
const theme = createRainbowKitTheme(runtimeSettings.theme);

/** RainbowKit (dark, the logo as avatar, the app's name) with its button and the account panel. */
export default function RainbowLayer({ standIn }: RainbowLayerProps) {
  const { status } = useAccount();
  return (
    <RainbowKitProvider
      theme={theme}
      avatar={LogoAvatar}
      appInfo={{ appName: runtimeSettings.appName }}
      initialChain={runtimeSettings.chain.id}
      showRecentTransactions
    >
      <PendingConnect />
      <KeepFocus />
      <RepairMarkup />
      <RecentTransactions />
      <div className="connect-area">
        <ConnectionStatus />
        {/* Shown by CSS (site.css) only while RainbowKit's button is empty or still invisible. */}
        <span className="rk-stand-in">{standIn}</span>
        <span className="rk-button">
          <ConnectButton chainStatus="icon" showBalance={false} accountStatus="address" />
        </span>
      </div>
      {status === 'connected' ? (
        <InPage targetId="portico-account">
          <Suspense fallback={null}>
            <AccountPanel />
          </Suspense>
        </InPage>
      ) : null}
    </RainbowKitProvider>
  );
}
