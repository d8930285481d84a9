// The storage guard must run before any wallet library touches `window.localStorage`.
import { storage } from '../storage/installStorageGuard.ts';
import '@rainbow-me/rainbowkit/styles.css';
import 'react-toastify/dist/ReactToastify.css';
import { RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { WagmiProvider } from 'wagmi';
import { settings } from '../config/settings.ts';
import { notifyError } from '../notify/toast.ts';
import { createTheme } from '../theme/portico.ts';
import { createPorticoConfig } from '../wagmi/createPorticoConfig.ts';
import { createPersistOptions } from '../wagmi/persister.ts';
import { createQueryClient } from '../wagmi/queryClient.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { AutoConnect } from './AutoConnect.tsx';
import { ConnectArea } from './ConnectArea.tsx';
import { InPage } from './InPage.tsx';
import { LogoAvatar } from './LogoAvatar.tsx';
import { PendingConnect } from './PendingConnect.tsx';

const wagmiConfig = createPorticoConfig(settings, storage);
const theme = createTheme(settings.theme);

/** The one island: WagmiProvider > QueryClientProvider (persisted) > RainbowKitProvider > page UI + toasts. */
export default function Portico() {
  const [queryClient] = useState(() => createQueryClient(notifyError));
  const [persistOptions] = useState(() => createPersistOptions(storage));
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RainbowKitProvider
          theme={theme}
          avatar={LogoAvatar}
          appInfo={{ appName: settings.appName }}
          initialChain={settings.chain.id}
          showRecentTransactions
        >
          <AutoConnect />
          <PendingConnect />
          <ConnectArea />
          <InPage targetId="portico-account">
            <AccountPanel />
          </InPage>
          <ToastContainer theme="dark" limit={20} position="bottom-right" newestOnTop />
        </RainbowKitProvider>
      </PersistQueryClientProvider>
    </WagmiProvider>
  );
}
