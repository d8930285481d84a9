import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from 'viem';
import { deploySafeSingletons } from '../safe/contracts/index.ts';
import { seedMulticall3 } from './seedMulticall.ts';
import { seedToken } from './seedToken.ts';

// What real BSC has and the tests need, put on the local upstream node before it is forked.
// Each step lists the source files it depends on: they key the baked state in .harness/, so editing
// a step (or the Safe engineer's deployment code) re-bakes on the next run.

export type SeedStep = {
  name: string;
  /** Files and folders (relative to harness/) whose contents change what this step writes. */
  sources: readonly string[];
  run(client: Client): Promise<void>;
};

export const SEED_STEPS: readonly SeedStep[] = [
  {
    // Safe v1.4.1 at the canonical addresses, through the singleton factory;
    // owned by the Safe engineer in harness/safe/contracts.
    name: 'safe-v1.4.1',
    sources: ['safe/contracts'],
    run: async (client) => {
      await deploySafeSingletons(client);
    },
  },
  {
    // wagmi batches reads through Multicall3 at its canonical address.
    name: 'multicall3',
    sources: ['chain/seedMulticall.ts'],
    run: (client) => seedMulticall3(client),
  },
  {
    name: 'bsc-usd',
    sources: ['chain/seedToken.ts', 'chain/constants.ts'],
    run: (client) => seedToken(client),
  },
];

const HARNESS_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(path: string): string[] {
  try {
    return readdirSync(path, { withFileTypes: true, recursive: true })
      .filter((d) => d.isFile() && !d.name.endsWith('.test.ts'))
      .map((d) => join(d.parentPath, d.name))
      .sort();
  } catch {
    return [path];
  }
}

function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string })
    .version;
}

/** sha256 over the seed's sources, this file, and the versions of anvil and the artifact package. */
export function seedHash(steps: readonly SeedStep[] = SEED_STEPS): string {
  const hash = createHash('sha256');
  hash.update(`anvil ${packageVersion('@foundry-rs/anvil')}\n`);
  hash.update(`safe-contracts ${packageVersion('@safe-global/safe-contracts')}\n`);
  hash.update(`viem ${packageVersion('viem')}\n`);
  const files = [
    fileURLToPath(import.meta.url),
    ...steps.flatMap((s) => s.sources.map((p) => join(HARNESS_ROOT, p))),
  ];
  for (const file of files.flatMap(filesUnder)) {
    hash.update(`${file.slice(HARNESS_ROOT.length)}\n`);
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('<missing>');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export async function runSeed(client: Client, steps: readonly SeedStep[] = SEED_STEPS): Promise<void> {
  for (const step of steps) {
    try {
      await step.run(client);
    } catch (error) {
      throw new Error(`Seeding the upstream chain failed at step "${step.name}".`, { cause: error });
    }
  }
}
