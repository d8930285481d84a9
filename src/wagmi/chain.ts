import { type Chain, defineChain } from 'viem';
import type { ChainSettings } from '../config/types.ts';

/** The one chain the site supports, built from the generated settings (RPC order preserved). */
export function createChain(chain: ChainSettings): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [...chain.rpcUrls] } },
    blockExplorers: { default: { name: chain.blockExplorer.name, url: chain.blockExplorer.url } },
    contracts: {
      // Multicall3 is deployed at its canonical address on BNB Smart Chain.
      multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 15921452 },
    },
  });
}
