import type { Address } from 'viem';
import { useAccount } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { useConnectionStatus } from '../connect/connectionStatus.ts';

/** The visitor's account as a wallet-aware component sees it. */
export interface PorticoAccount {
  /** The connected address, once the wallet (or the Safe) has confirmed it in this page load. */
  readonly address: Address | undefined;
  /** `connecting` covers auto-connect asking the last wallet or the Safe host after a load, and a pick on its way. */
  readonly status: 'connected' | 'connecting' | 'disconnected';
  /** The chain the wallet is on (undefined when disconnected). */
  readonly chainId: number | undefined;
  /** The wallet is on the site's chain (BNB Smart Chain, 56): reads and writes may go ahead. */
  readonly onSiteChain: boolean;
  /** Connected as a Safe inside Safe{Wallet}: writes become Safe transactions the owners confirm. */
  readonly isSafe: boolean;
}

/** Account, chain and connection state in one object, the same for every component on every page. */
export function usePorticoAccount(): PorticoAccount {
  const { address, chainId, connector } = useAccount();
  const status = useConnectionStatus();
  const connected = status === 'connected';
  return {
    address: connected ? address : undefined,
    status: connected ? 'connected' : status === 'disconnected' ? 'disconnected' : 'connecting',
    chainId: connected ? chainId : undefined,
    onSiteChain: connected && chainId === runtimeSettings.chain.id,
    isSafe: connected && connector?.id === 'safe',
  };
}
