import { createClient, type Hex, http } from 'viem';
import { type AnvilInstance, launchAnvil } from './anvil.ts';
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

/** What a fork is made from: the seeded local upstream or an outside RPC (`BSC_RPC_URL`), at a pinned block. */
export type ForkSource = {
  forkUrl: string;
  forkBlockNumber: bigint;
  /** True for the harness's seeded upstream (no disk cache, no rate limit, BSC-USD already seeded). */
  local: boolean;
  /** The local upstream node, when no outside RPC was given. */
  upstream?: { rpcUrl: string; fromBake: boolean; readyMs: number };
  /** Stops the upstream (nothing for an outside RPC); safe to call more than once. */
  stop(): Promise<void>;
};

/**
 * The source forks are made from, started once per run: an outside RPC when `forkUrl` or `BSC_RPC_URL` is given,
 * otherwise the seeded local upstream. Playwright's global setup starts it; each worker forks it.
 */
export async function startForkSource(
  p: Pick<StartChainParameters, 'forkUrl' | 'forkBlockNumber' | 'bake'> = {},
): Promise<ForkSource> {
  const outsideUrl = p.forkUrl ?? (process.env.BSC_RPC_URL?.trim() || undefined);
  let upstream: Upstream | undefined;
  try {
    let forkBlockNumber = p.forkBlockNumber ?? (outsideUrl ? envForkBlock() : undefined);
    if (!outsideUrl) upstream = await startUpstream({ bake: p.bake ?? true });
    const forkUrl = outsideUrl ?? (upstream as Upstream).rpcUrl;
    const upstreamClient = createClient({ transport: http(forkUrl, { retryCount: 0 }) });
    forkBlockNumber ??= BigInt((await upstreamClient.request({ method: 'eth_blockNumber' })) as Hex);
    return {
      forkUrl,
      forkBlockNumber,
      local: upstream !== undefined,
      ...(upstream
        ? { upstream: { rpcUrl: upstream.rpcUrl, fromBake: upstream.fromBake, readyMs: upstream.readyMs } }
        : {}),
      stop: async () => {
        await upstream?.stop();
      },
    };
  } catch (error) {
    await upstream?.stop();
    throw error;
  }
}

export type Fork = AnvilInstance & {
  chainId: typeof BSC_CHAIN_ID;
  /** Milliseconds from the call until the fork answered eth_chainId. */
  forkReadyMs: number;
};

/** One chain-56 anvil fork of `source` on a free loopback port; test accounts hold BSC-USD on it. */
export async function startFork(
  source: Omit<ForkSource, 'stop'>,
  p: Pick<StartChainParameters, 'blockTime'> = {},
): Promise<Fork> {
  const started = performance.now();
  const fork = await launchAnvil({
    label: 'fork',
    options: {
      chainId: BSC_CHAIN_ID,
      forkUrl: source.forkUrl,
      forkBlockNumber: source.forkBlockNumber,
      // The local upstream's blocks differ per seed; never let anvil's disk cache (keyed by chain id and
      // block) mix them up with real BSC data. A real fork at a pinned block may use the cache.
      noStorageCaching: source.local,
      noRateLimit: source.local,
      ...(p.blockTime !== undefined ? { blockTime: p.blockTime } : {}),
    },
    startTimeoutMs: source.local ? 20_000 : 120_000,
  });
  try {
    const client = createClient({ transport: http(fork.rpcUrl, { retryCount: 0 }) });
    const chainId = Number((await client.request({ method: 'eth_chainId' })) as Hex);
    if (chainId !== BSC_CHAIN_ID) throw new Error(`The fork reports chain id ${chainId}, expected 56.`);
    const forkReadyMs = performance.now() - started;
    if (!source.local) {
      // A real BSC fork has the real BSC-USD; give the test accounts their balances.
      await dealToken(client, {
        token: BSC_USD_ADDRESS,
        holders: TEST_ACCOUNTS.map((a) => a.address),
        amount: TEST_BSC_USD_BALANCE,
      });
    }
    return { ...fork, chainId: BSC_CHAIN_ID, forkReadyMs };
  } catch (error) {
    await fork.stop();
    throw error;
  }
}

/** Starts a chain-56 anvil fork on a free loopback port, with its own upstream (see harness/README.md). */
export async function startChain(p: StartChainParameters = {}): Promise<StartChainReturnType> {
  const started = performance.now();
  const source = await startForkSource(p);
  try {
    const fork = await startFork(source, p);
    return {
      rpcUrl: fork.rpcUrl,
      chainId: BSC_CHAIN_ID,
      accounts: TEST_ACCOUNTS,
      forkReadyMs: performance.now() - started,
      forkUrl: source.forkUrl,
      forkBlockNumber: source.forkBlockNumber,
      ...(source.upstream ? { upstream: source.upstream } : {}),
      stop: async () => {
        await Promise.all([fork.stop(), source.stop()]);
      },
    };
  } catch (error) {
    await source.stop();
    throw error;
  }
}

/** A plain chain-56 anvil, no fork and nothing deployed: for tests that deploy contracts themselves. */
export function startBareChain(): Promise<AnvilInstance> {
  return launchAnvil({ label: 'bare', options: { chainId: BSC_CHAIN_ID } });
}
