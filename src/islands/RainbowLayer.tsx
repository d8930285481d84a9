import '@rainbow-me/rainbowkit/styles.css';
import { ConnectButton, RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { lazy, Suspense } from 'react';
import { useAccount } from 'wagmi';
import { settings } from '../config/settings.ts';
import { PendingConnect } from '../connect/PendingConnect.tsx';
import { createTheme } from '../theme/portico.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { InPage } from './InPage.tsx';
import { LogoAvatar } from './LogoAvatar.tsx';

const AccountPanel = lazy(() => import('./AccountPanel.tsx'));
const theme = createTheme(settings.theme);

/** RainbowKit (dark, the logo as avatar, the app's name) with its button and the account panel. */
export default function RainbowLayer() {
  const { status } = useAccount();
  return (
    <RainbowKitProvider
      theme={theme}
      avatar={LogoAvatar}
      appInfo={{ appName: settings.appName }}
      initialChain={settings.chain.id}
      showRecentTransactions
    >
      <PendingConnect />
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
