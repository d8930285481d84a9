// The storage guard must run before any wallet library touches `window.localStorage`.

import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useAccount } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { ConnectBridge } from '../connect/ConnectBridge.tsx';
import { HeaderControl } from '../connect/HeaderControl.tsx';
import { currentPick } from '../connect/pick.ts';
import { RememberAccount } from '../connect/RememberAccount.tsx';
import { Mounts } from '../extend/Mounts.tsx';
import { installPageWords } from '../i18n/siteWords.ts';
import { notifyError } from '../notify/toast.ts';
import { loadRainbowLayer } from '../rainbowkit/loadRainbowLayer.ts';
import { ForeignHostNotice } from '../safe/ForeignHostNotice.tsx';
import { storage } from '../storage/installStorageGuard.ts';
import { InPage } from '../ui/InPage.tsx';
import { createWagmiConfig } from '../wagmi/createWagmiConfig.ts';
import { createPersistOptions } from '../wagmi/persister.ts';
import { createQueryClient } from '../wagmi/queryClient.ts';
import { WagmiConfigProvider } from '../wagmi/WagmiConfigProvider.tsx';
import { AutoConnect } from '../wallets/AutoConnect.tsx';
import { WalletBoundary } from '../wallets/WalletBoundary.tsx';

const Toasts = lazy(() => import('../notify/Toasts.tsx'));
const ResumeSafeWork = lazy(() => import('../account/ResumeSafeWork.tsx'));

/** Inside a Safe: its transactions and messages still with the owners are followed on every page. */
function SafeWork() {
  const { connector } = useAccount();
  if (connector?.id !== 'safe') return null;
  return (
    <Suspense fallback={null}>
      <ResumeSafeWork />
    </Suspense>
  );
}

// The page's words, in its language, before anything renders (src/i18n/siteWords.ts).
installPageWords();
const wagmiConfig = createWagmiConfig(runtimeSettings, storage);
const pickUnderWay = () => currentPick() !== undefined;

/**
 * The one island: wagmi's config (WagmiConfigProvider) > QueryClientProvider (persisted) > the header's control, plus toasts.
 * A wallet is picked in the page's own dialog (src/connect/, driven by its inline script); `ConnectBridge` connects
 * the pick. RainbowKit's provider sits inside `HeaderControl`, loaded when a visitor is connected or reaches for the
 * control: the first load carries wagmi and auto-connect, not RainbowKit.
 */
function Portico() {
  const [queryClient] = useState(() => createQueryClient(notifyError));
  const [persistOptions] = useState(() => createPersistOptions(storage));
  return (
    <WagmiConfigProvider config={wagmiConfig}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <AutoConnect pickUnderWay={pickUnderWay} />
        <ConnectBridge />
        <RememberAccount />
        <WalletBoundary>
          <HeaderControl />
        </WalletBoundary>
        <Mounts />
        <SafeWork />
        <InPage targetId="portico-notice">
          <ForeignHostNotice />
        </InPage>
        <InPage targetId="portico-toasts">
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </InPage>
      </PersistQueryClientProvider>
    </WagmiConfigProvider>
  );
}

/** Renders once, after its first commit: the island has then taken the header's control over. */
function Rendered({ onRendered, reachedForConnect }: IslandStart) {
  useEffect(() => {
    onRendered();
    if (reachedForConnect()) void loadRainbowLayer();
  }, [onRendered, reachedForConnect]);
  return null;
}

/** What the loader (src/islands/startIsland.ts) tells the island it starts. */
export interface IslandStart {
  /** The visitor reached for a "Connect Wallet" before the island drew its own: RainbowKit's layer comes now. */
  reachedForConnect(): boolean;
  /** The island's first commit: the header's control is the island's. */
  onRendered(): void;
}

/**
 * Starts the island in `container` (an empty element: the island draws into the page's regions, not there).
 * The first render is a transition, so React renders it in slices and the page keeps answering input meanwhile.
 */
export function mountIsland(container: HTMLElement, { reachedForConnect, onRendered }: IslandStart): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <>
        <Portico />
        <Rendered onRendered={onRendered} reachedForConnect={reachedForConnect} />
      </>,
    );
  });
}
