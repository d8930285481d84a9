import '@rainbow-me/rainbowkit/styles.css';
import './accessibleColors.css';
import { ConnectButton, RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { lazy, Suspense } from 'react';
import { useAccount } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { pageLanguage, siteWords } from '../i18n/siteWords.ts';
import { InPage } from '../ui/InPage.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { LogoAvatar } from './LogoAvatar.tsx';
import { rainbowKitLocale } from './locale.ts';
import { OpenWantedAccount } from './OpenWantedAccount.tsx';
import { RecentTransactions } from './RecentTransactions.tsx';
import { RepairMarkup } from './RepairMarkup.tsx';
import { createRainbowKitTheme } from './theme.ts';
import type { RainbowLayerProps } from './WalletUi.tsx';

const AccountPanel = lazy(() => import('../account/AccountPanel.tsx'));
const theme = createRainbowKitTheme(runtimeSettings.theme);

/**
 * RainbowKit (dark, the logo as avatar, the app's name) for a connected visitor: its account button and dialog, its
 * network dialog, and the account panel. Disconnected, the header shows the site's own "Connect Wallet"
 * (`notConnected`), which opens the page's one wallet dialog: RainbowKit's connect modal is never opened.
 */
export default function RainbowLayer({ standIn, notConnected }: RainbowLayerProps) {
  const { status } = useAccount();
  // RainbowKit speaks the page's language (a page has one for its whole life), not the browser's.
  const locale = rainbowKitLocale(runtimeSettings.locales, pageLanguage());
  return (
    <RainbowKitProvider
      {...(locale ? { locale } : {})}
      theme={theme}
      avatar={LogoAvatar}
      appInfo={{ appName: siteWords().appName }}
      initialChain={runtimeSettings.chain.id}
      showRecentTransactions
    >
      <RepairMarkup />
      <OpenWantedAccount />
      <RecentTransactions />
      {status === 'connected' ? (
        <div className="connect-area">
          <ConnectionStatus />
          {/* Shown by CSS (site.css) only while RainbowKit's button is empty or still invisible. */}
          <span className="rk-stand-in">{standIn}</span>
          <span className="rk-button">
            <ConnectButton chainStatus="icon" showBalance={false} accountStatus="address" />
          </span>
        </div>
      ) : (
        notConnected
      )}
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
