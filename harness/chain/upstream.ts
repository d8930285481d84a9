import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createClient, type Hex, http } from 'viem';
import { HARNESS_DIR } from '../processes.ts';
import { type AnvilInstance, launchAnvil } from './anvil.ts';
import { BSC_CHAIN_ID } from './constants.ts';
import { runSeed, SEED_STEPS, type SeedStep, seedHash } from './seed.ts';

export type StartUpstreamParameters = {
  /** Reuse (or write) the baked state in .harness/. Default true. */
  bake?: boolean;
  steps?: readonly SeedStep[];
};

export type Upstream = AnvilInstance & {
  /** True when the state came from .harness/ rather than being seeded in this call. */
  fromBake: boolean;
  statePath: string | undefined;
  readyMs: number;
};

const common = { chainId: BSC_CHAIN_ID } as const;

/** Drops bakes of earlier seeds (left a few minutes, in case a parallel run is still loading one). */
function pruneOldBakes(keep: string): void {
  const cutoff = Date.now() - 10 * 60_000;
  for (const name of readdirSync(HARNESS_DIR)) {
    const path = join(HARNESS_DIR, name);
    if (!/^upstream-[0-9a-f]+\.json$/.test(name) || path === keep) continue;
    try {
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { force: true });
    } catch {
      // Another run pruned it first.
    }
  }
}

/**
 * A local stand-in for a BSC RPC (chain id 56) holding the seeded contracts. The first run seeds it and bakes
 * the state to .harness/upstream-<seed hash>.json; later runs load that file, which is much faster than
 * replaying the deployments.
 */
export async function startUpstream(p: StartUpstreamParameters = {}): Promise<Upstream> {
  const started = performance.now();
  const steps = p.steps ?? SEED_STEPS;
  const bake = p.bake ?? true;
  const statePath = bake ? join(HARNESS_DIR, `upstream-${seedHash(steps)}.json`) : undefined;
  if (statePath && existsSync(statePath)) {
    const node = await launchAnvil({ label: 'upstream', options: { ...common, loadState: statePath } });
    return { ...node, fromBake: true, statePath, readyMs: performance.now() - started };
  }
  const node = await launchAnvil({ label: 'upstream', options: common });
  try {
    const client = createClient({ transport: http(node.rpcUrl, { retryCount: 0 }) });
    await runSeed(client, steps);
    // One empty block so the seeded state sits below the head the fork pins to.
    await client.request({ method: 'evm_mine', params: [] } as never);
    if (statePath) {
      const dumped = (await client.request({ method: 'anvil_dumpState', params: [] } as never)) as Hex;
      const json = gunzipSync(Buffer.from(dumped.slice(2), 'hex'));
      mkdirSync(HARNESS_DIR, { recursive: true });
      // temp + rename: a parallel run never loads a half-written file.
      const temp = `${statePath}.${process.pid}.tmp`;
      writeFileSync(temp, json);
      renameSync(temp, statePath);
      pruneOldBakes(statePath);
    }
  } catch (error) {
    await node.stop();
    throw error;
  }
  return { ...node, fromBake: false, statePath, readyMs: performance.now() - started };
}
