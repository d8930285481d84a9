// `npm run bench:e2e [-- --repeats N]`: how fast the hermetic end-to-end suite is, on this machine.
// - fork ready: one fork source (the seeded upstream), then a worker's fork started and stopped 5 times (median);
// - the whole Playwright suite at 1 worker, at 2 workers and at the default count when that is another
//   (harness/playwright/workers.ts; wall time, N times each; default 1);
// - per scenario: the median of its durations over every run;
// - a projection for 4 and 8 shards (`--shard i/n`, each a machine like this one at the default count) from the
//   per-test times.
// Prints a Markdown table (the one published in docs/testing.md) and writes bench-results/e2e.json.
// A report, not a test: nothing here fails on a slow number.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startFork, startForkSource } from '../harness/chain/startChain.ts';
import { defaultWorkers } from '../harness/playwright/workers.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'bench-results');
mkdirSync(out, { recursive: true });
const { values } = parseArgs({ options: { repeats: { type: 'string', default: '1' } } });
const repeats = Math.max(1, Number(values.repeats) || 1);

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// Fork ready: what each Playwright worker waits for before its first test (the source is started once per run).
const source = await startForkSource();
const forkRuns: number[] = [];
try {
  for (let i = 0; i < 5; i += 1) {
    const fork = await startFork(source);
    forkRuns.push(fork.forkReadyMs);
    await fork.stop();
  }
} finally {
  await source.stop();
}

type Spec = { title: string; tests: { results: { duration: number; status: string }[] }[] };
type Suite = { title: string; file?: string; specs?: Spec[]; suites?: Suite[] };
type Run = { workers: number; wallMs: number; tests: Map<string, number>; failed: string[] };

function runSuite(workers: number, index: number): Run {
  const report = resolve(out, `e2e-playwright-w${workers}-${index}.json`);
  const started = performance.now();
  spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/@playwright/test/cli.js'), 'test', `--workers=${workers}`],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORTICO_PW_REPORTER: 'json', PLAYWRIGHT_JSON_OUTPUT_NAME: report, CI: '' },
    },
  );
  const wallMs = performance.now() - started;
  const tests = new Map<string, number>();
  const failed: string[] = [];
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      spec.tests.forEach((test, i) => {
        const result = test.results.at(-1);
        if (!result) return;
        const name = [...path, spec.title, ...(spec.tests.length > 1 ? [String(i)] : [])].join(' › ');
        tests.set(name, result.duration);
        if (result.status !== 'passed' && result.status !== 'skipped') failed.push(name);
      });
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of (JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }).suites)
    walk(suite, []);
  return { workers, wallMs, tests, failed };
}

const byDefault = defaultWorkers();
const counts = [...new Set([1, 2, byDefault])];
const runs: Run[] = [];
for (let i = 0; i < repeats; i += 1) for (const workers of counts) runs.push(runSuite(workers, i));

const names = [...new Set(runs.flatMap((run) => [...run.tests.keys()]))];
const scenarios = names
  .map((name) => ({ name, ms: median(runs.flatMap((run) => run.tests.get(name) ?? [])) }))
  .sort((a, b) => b.ms - a.ms);
const wall = (workers: number) => median(runs.filter((r) => r.workers === workers).map((r) => r.wallMs));
const testSum = (workers: number) =>
  median(
    runs.filter((r) => r.workers === workers).map((r) => [...r.tests.values()].reduce((a, b) => a + b, 0)),
  );

// Projection: a shard is a fresh machine like this one running its slice of the tests at the default worker count.
// Its time is the fixed part of a run (global setup: fork source and builds; worker start-up; what is not inside a
// test, measured as wall time at 1 worker minus the sum of test times) plus its slice's test time at that count
// (the sum at that count over the count, scaled to the slice). Playwright cuts shards as contiguous runs of equal
// test counts.
const fixedMs = Math.max(0, wall(1) - testSum(1));
const perTestAtDefault = testSum(byDefault) / Math.max(1, testSum(1));
const ordered = names.map((name) =>
  median(runs.filter((r) => r.workers === 1).flatMap((r) => r.tests.get(name) ?? [])),
);
function projectShards(shards: number): number {
  const size = Math.ceil(ordered.length / shards);
  let slowest = 0;
  for (let i = 0; i < shards; i += 1) {
    const slice = ordered.slice(i * size, (i + 1) * size).reduce((a, b) => a + b, 0);
    slowest = Math.max(slowest, fixedMs + (slice * perTestAtDefault) / byDefault);
  }
  return slowest;
}

const result = {
  forkReadyMs: Math.round(median(forkRuns)),
  forkReadyRunsMs: forkRuns.map(Math.round),
  repeats,
  defaultWorkers: byDefault,
  wallMs: Object.fromEntries(counts.map((n) => [`workers${n}`, Math.round(wall(n))])),
  projectedMs: { shards4: Math.round(projectShards(4)), shards8: Math.round(projectShards(8)) },
  fixedMs: Math.round(fixedMs),
  tests: names.length,
  scenarioMedianMs: Math.round(median(scenarios.map((s) => s.ms))),
  scenarios: scenarios.map(({ name, ms }) => ({ name, ms: Math.round(ms) })),
  failed: [...new Set(runs.flatMap((run) => run.failed))],
};
/** The table row of the whole suite at `n` workers, with its change against 1 worker. */
function wallRow(n: number): string {
  const what =
    n === 1
      ? `1 worker (${names.length} tests)`
      : `${n} workers${n === byDefault ? ' (the default here)' : ''}`;
  const change = (wall(n) / wall(1) - 1) * 100;
  const against =
    n === 1 ? '' : `: ${change < 0 ? '−' : '+'}${Math.abs(change).toFixed(0)} % against 1 worker`;
  return `| whole suite, ${what} | ${seconds(wall(n))}${against} |`;
}
writeFileSync(resolve(out, 'e2e.json'), `${JSON.stringify(result, null, 2)}\n`);

console.info(`| measure | time |
| --- | --- |
| fork ready per worker (median of ${forkRuns.length}) | ${result.forkReadyMs} ms |
${counts.map(wallRow).join('\n')}
| projected, 4 shards × ${byDefault} workers | ${seconds(result.projectedMs.shards4)} |
| projected, 8 shards × ${byDefault} workers | ${seconds(result.projectedMs.shards8)} |
| fixed part of a run (setup, builds, start-up) | ${seconds(result.fixedMs)} |
| median scenario | ${result.scenarioMedianMs} ms |
`);
console.info('| slowest scenarios (median) | ms |\n| --- | --- |');
for (const s of scenarios.slice(0, 10))
  console.info(`| ${s.name.replaceAll('|', '\\|')} | ${Math.round(s.ms)} |`);
if (result.failed.length) console.info(`\nfailed in some run: ${result.failed.join('; ')}`);
console.info(`\nAll ${scenarios.length} scenarios: ${resolve(out, 'e2e.json')}`);
