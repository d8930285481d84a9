import { createClient, type Hex, http } from 'viem';
import { type AnvilInstance, launchAnvil } from '../anvil.ts';
import {
  BSC_CHAIN_ID,
  BSC_USD_ADDRESS,
  TEST_ACCOUNTS,
  TEST_BSC_USD_BALANCE,
  type TestAccount,
} from './constants.ts';
import { dealToken } from './dealToken.ts';
import { startUpstream, type Upstream } from './upstream.ts';

export type StartChainParameters = {
  /** RPC to fork. Default: `BSC_RPC_URL`; without one a seeded local upstream node is started and forked. */
  forkUrl?: string | undefined;
  /** Block to fork at. Default: `BSC_FORK_BLOCK`, else the upstream's head. */
  forkBlockNumber?: bigint | undefined;
  /** Reuse the baked upstream state in .harness/ (local upstream only). Default true. */
  bake?: boolean;
  /** Interval mining in seconds; default: a block per transaction. */
  blockTime?: number;
};

export type StartChainReturnType = {
  rpcUrl: string;
  chainId: typeof BSC_CHAIN_ID;
  accounts: readonly TestAccount[];
  /** Milliseconds from the call until the fork answered eth_chainId (including the upstream start). */
  forkReadyMs: number;
  forkUrl: string;
  forkBlockNumber: bigint;
  /** The local upstream node, when no outside RPC was given. */
  upstream?: { rpcUrl: string; fromBake: boolean; readyMs: number };
  /** Stops the fork and the upstream; safe to call more than once. */
  stop(): Promise<void>;
};

function envForkBlock(): bigint | undefined {
  const raw = process.env.BSC_FORK_BLOCK?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw)) throw new Error(`BSC_FORK_BLOCK must be a block number, got "${raw}".`);
  return BigInt(raw);
}

/** Starts a chain-56 anvil fork on a free loopback port (see harness/README.md). */
export async function startChain(p: StartChainParameters = {}): Promise<StartChainReturnType> {
  const started = performance.now();
  const outsideUrl = p.forkUrl ?? (process.env.BSC_RPC_URL?.trim() || undefined);
  let upstream: Upstream | undefined;
  let fork: AnvilInstance | undefined;
  try {
    let forkUrl: string;
    let forkBlockNumber = p.forkBlockNumber ?? (outsideUrl ? envForkBlock() : undefined);
    if (outsideUrl) {
      forkUrl = outsideUrl;
    } else {
      upstream = await startUpstream({ bake: p.bake ?? true });
      forkUrl = upstream.rpcUrl;
    }
    const upstreamClient = createClient({ transport: http(forkUrl, { retryCount: 0 }) });
    forkBlockNumber ??= BigInt((await upstreamClient.request({ method: 'eth_blockNumber' })) as Hex);
    fork = await launchAnvil({
      label: 'fork',
      options: {
        chainId: BSC_CHAIN_ID,
        forkUrl,
        forkBlockNumber,
        // The local upstream's blocks differ per seed; never let anvil's disk cache (keyed by chain id and
        // block) mix them up with real BSC data. A real fork at a pinned block may use the cache.
        noStorageCaching: upstream !== undefined,
        noRateLimit: upstream !== undefined,
        ...(p.blockTime !== undefined ? { blockTime: p.blockTime } : {}),
      },
      startTimeoutMs: upstream ? 20_000 : 120_000,
    });
    const client = createClient({ transport: http(fork.rpcUrl, { retryCount: 0 }) });
    const chainId = Number((await client.request({ method: 'eth_chainId' })) as Hex);
    if (chainId !== BSC_CHAIN_ID) throw new Error(`The fork reports chain id ${chainId}, expected 56.`);
    const forkReadyMs = performance.now() - started;
    if (!upstream) {
      // A real BSC fork has the real BSC-USD; give the test accounts their balances.
      await dealToken(client, {
        token: BSC_USD_ADDRESS,
        holders: TEST_ACCOUNTS.map((a) => a.address),
        amount: TEST_BSC_USD_BALANCE,
      });
    }
    const nodes = [fork, upstream];
    return {
      rpcUrl: fork.rpcUrl,
      chainId: BSC_CHAIN_ID,
      accounts: TEST_ACCOUNTS,
      forkReadyMs,
      forkUrl,
      forkBlockNumber,
      ...(upstream
        ? { upstream: { rpcUrl: upstream.rpcUrl, fromBake: upstream.fromBake, readyMs: upstream.readyMs } }
        : {}),
      stop: async () => {
        await Promise.all(nodes.map((node) => node?.stop()));
      },
    };
  } catch (error) {
    await Promise.all([fork?.stop(), upstream?.stop()]);
    throw error;
  }
}
