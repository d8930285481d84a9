// `npm run bench:e2e`: how fast the hermetic end-to-end suite is. Starts the chain a few times for the
// fork-ready figure, runs the site scenarios once with Playwright's JSON reporter, and writes
// bench-results/e2e.json ({ forkReadyMs, scenarioMedianMs, totalMs, scenarios: [{ name, ms }] }).
// A report, not a test: aims (fork ready < 2 s, median scenario < 3 s) are printed, never enforced.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startChain } from '../harness/chain/startChain.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'bench-results');
mkdirSync(out, { recursive: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const forkRuns: number[] = [];
for (let i = 0; i < 5; i += 1) {
  const chain = await startChain();
  forkRuns.push(chain.forkReadyMs);
  await chain.stop();
}

const report = resolve(out, 'e2e-playwright.json');
const started = performance.now();
spawnSync(resolve(root, 'node_modules/.bin/playwright'), ['test', 'tests/e2e/site', '--reporter=json'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  maxBuffer: 64 * 1024 * 1024,
});
const totalMs = performance.now() - started;

type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
type Spec = { title: string; tests: { results: { duration: number; status: string }[] }[] };
const scenarios: { name: string; ms: number; status: string }[] = [];
const walk = (suite: Suite, path: string[]) => {
  for (const spec of suite.specs ?? []) {
    const result = spec.tests[0]?.results.at(-1);
    if (result)
      scenarios.push({ name: [...path, spec.title].join(' › '), ms: result.duration, status: result.status });
  }
  for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
};
for (const suite of (JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }).suites) walk(suite, []);

const result = {
  forkReadyMs: Math.round(median(forkRuns)),
  forkReadyRunsMs: forkRuns.map(Math.round),
  scenarioMedianMs: Math.round(median(scenarios.map((s) => s.ms))),
  totalMs: Math.round(totalMs),
  scenarios: scenarios.map(({ name, ms }) => ({ name, ms })),
  failed: scenarios.filter((s) => s.status !== 'passed').map((s) => s.name),
};
writeFileSync(resolve(out, 'e2e.json'), `${JSON.stringify(result, null, 2)}\n`);
console.info(`fork ready (median of ${forkRuns.length}): ${result.forkReadyMs} ms   aim < 2000 ms`);
console.info(`scenarios: ${scenarios.length}, median ${result.scenarioMedianMs} ms   aim < 3000 ms`);
console.info(
  `suite total (incl. global setup: chain, Safe, two builds): ${(result.totalMs / 1000).toFixed(1)} s`,
);
for (const s of [...scenarios].sort((a, b) => b.ms - a.ms).slice(0, 5))
  console.info(`  slowest: ${s.ms} ms  ${s.name}`);
if (result.failed.length) console.info(`failed: ${result.failed.join('; ')}`);
console.info(`written: ${resolve(out, 'e2e.json')}`);
