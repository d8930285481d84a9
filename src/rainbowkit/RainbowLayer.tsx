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

const AccountPanel = lazy(() => import('../account/AccountPanel.tsx'));
const theme = createRainbowKitTheme(runtimeSettings.theme);

/** RainbowKit (dark, the logo as avatar, the app's name) with its button and the account panel. */
export default function RainbowLayer() {
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
        <ConnectButton chainStatus="icon" showBalance={false} accountStatus="address" />
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
