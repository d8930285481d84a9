import {
  type Address,
  type Chain,
  createTestClient,
  type Hash,
  type HttpTransport,
  http,
  type PublicActions,
  publicActions,
  type TestClient,
  type TransactionReceipt,
  type WalletActions,
  walletActions,
} from 'viem';
import { bsc } from 'viem/chains';
import { BSC_USD_ADDRESS } from '../chain/constants.ts';
import { dealToken } from '../chain/dealToken.ts';
import { jsonRpc } from '../rpc/jsonRpc.ts';

/** The fork's viem client: anvil's test actions, public actions and wallet actions. */
export type ForkClient = TestClient<'anvil', HttpTransport, Chain, undefined, true> &
  PublicActions<HttpTransport, Chain> &
  WalletActions<Chain, undefined>;

/** A viem test client (anvil mode, with public and wallet actions) on the worker's fork, plus shortcuts. */
export function createChainFixture(rpcUrl: string) {
  // Named, so the package's type declarations can spell it (an inferred type would point into viem's internals).
  const client: ForkClient = createTestClient({
    mode: 'anvil',
    chain: { ...bsc, rpcUrls: { default: { http: [rpcUrl] } } },
    transport: http(rpcUrl, { retryCount: 0 }),
  })
    .extend(publicActions)
    .extend(walletActions);
  return Object.assign(client, {
    /** The fork's own RPC URL (anvil, not the relay: faults never apply here). */
    rpcUrl,
    /** Any JSON-RPC method, raw: `await chain.rpc('anvil_dropTransaction', [hash])`. */
    rpc: <T = unknown>(method: string, params: unknown[] = []) => jsonRpc<T>(rpcUrl, method, params),
    /** Gives `holder` exactly `amount` (smallest unit) of an ERC-20 by writing its balance slot; BSC-USD by default. */
    async deal(p: { holder: Address; amount: bigint; token?: Address }): Promise<void> {
      await dealToken(client, { token: p.token ?? BSC_USD_ADDRESS, holders: [p.holder], amount: p.amount });
    },
    /** Stops mining: transactions wait in the pool until {@link releaseMining} or `mine()`. */
    holdMining: () => client.setAutomine(false),
    /** Mines what waits (one block) and goes back to a block per transaction. */
    async releaseMining(): Promise<void> {
      await client.mine({ blocks: 1 });
      await client.setAutomine(true);
    },
    /** The receipt of a transaction, waiting for it to be mined (up to `timeout` ms, default 10 s). */
    receipt: (hash: Hash, timeout = 10_000): Promise<TransactionReceipt> =>
      client.waitForTransactionReceipt({ hash, timeout, pollingInterval: 100 }),
  });
}

export type ChainFixture = ReturnType<typeof createChainFixture>;
