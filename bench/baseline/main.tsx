/**
 * The benchmark's baseline: a RainbowKit app wired as RainbowKit's documentation and its official Vite
 * example wire it (`getDefaultConfig`, everything imported eagerly), with Portico's seven wallets, chain,
 * dark theme and toast container. Benchmark code only; it is never shipped.
 */
import '@rainbow-me/rainbowkit/styles.css';
import 'react-toastify/dist/ReactToastify.css';
import { ConnectButton, darkTheme, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit';
import {
  braveWallet,
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  safeWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer } from 'react-toastify';
import { bsc } from 'viem/chains';
import { WagmiProvider } from 'wagmi';

const config = getDefaultConfig({
  appName: 'Portico baseline',
  // A well-formed dummy id, so the WalletConnect wallets are included as in a stock app. The benchmark
  // blocks every request that leaves loopback, so this id never reaches WalletConnect.
  projectId: '0123456789abcdef0123456789abcdef',
  chains: [bsc],
  wallets: [
    {
      groupName: 'Popular',
      wallets: [
        injectedWallet,
        safeWallet,
        rainbowWallet,
        coinbaseWallet,
        metaMaskWallet,
        walletConnectWallet,
        braveWallet,
      ],
    },
  ],
});

const queryClient = new QueryClient();

function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider theme={darkTheme()}>
          <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 12 }}>
            <ConnectButton />
          </header>
          <ToastContainer theme="dark" limit={20} />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The baseline page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
