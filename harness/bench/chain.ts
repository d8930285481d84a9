// npm run bench:chain [-- runs]: starts the chain N times and reports fork-ready times
// (JSON to bench-results/chain.json). The first start may seed and bake; it is reported apart.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChain } from '../chain/startChain.ts';

const runs = Number(process.argv[2] ?? process.env.BENCH_RUNS ?? 10);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`Runs must be a positive integer, got ${process.argv[2]}.`);

const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const first = await startChain();
await first.stop();
const samples: number[] = [];
const upstreamSamples: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const chain = await startChain();
  samples.push(chain.forkReadyMs);
  upstreamSamples.push(chain.upstream?.readyMs ?? 0);
  await chain.stop();
}

const result = {
  benchmark: 'chain fork ready',
  runs,
  forkReadyMedianMs: round(median(samples)),
  forkReadyMinMs: round(Math.min(...samples)),
  forkReadyMaxMs: round(Math.max(...samples)),
  upstreamReadyMedianMs: round(median(upstreamSamples)),
  firstStart: { forkReadyMs: round(first.forkReadyMs), fromBake: first.upstream?.fromBake ?? null },
  samplesMs: samples.map(round),
  mode: first.upstream ? 'local seeded upstream' : 'BSC_RPC_URL',
  node: process.version,
  at: new Date().toISOString(),
};
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench-results', 'chain.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.info(JSON.stringify(result));
