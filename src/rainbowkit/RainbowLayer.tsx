import '@rainbow-me/rainbowkit/styles.css';
import './accessibleColors.css';
import { RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { lazy, Suspense } from 'react';
import { useAccount } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { pageLanguage, siteWords } from '../i18n/siteWords.ts';
import { InPage } from '../ui/InPage.tsx';
import { LogoAvatar } from './LogoAvatar.tsx';
import { rainbowKitLocale } from './locale.ts';
import { OpenWantedAccount } from './OpenWantedAccount.tsx';
import { RecentTransactions } from './RecentTransactions.tsx';
import { RepairMarkup } from './RepairMarkup.tsx';
import { createRainbowKitTheme } from './theme.ts';

const AccountPanel = lazy(() => import('../account/AccountPanel.tsx'));
const theme = createRainbowKitTheme(runtimeSettings.theme);

/**
 * RainbowKit (dark, the logo as avatar, the app's name) for a connected visitor: its account dialog and its network
 * dialog, opened from the header's own control (src/connect/HeaderControl.tsx, through OpenWantedAccount), and the
 * account panel. RainbowKit draws no button: its connect modal is never opened (the page's one wallet dialog is).
 */
export default function RainbowLayer() {
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
        <InPage targetId="portico-account">
          <Suspense fallback={null}>
            <AccountPanel />
          </Suspense>
        </InPage>
      ) : null}
    </RainbowKitProvider>
  );
}
