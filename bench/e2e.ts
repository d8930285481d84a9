// `npm run bench:e2e [-- --repeats N] [-- --only <spec or folder>…] [-- --workers 2] [-- --report <json>]`: how fast
// the hermetic end-to-end suite is, on this machine, and where each second of it goes.
// - fork ready: one fork source (the seeded upstream), then a worker's fork started and stopped 5 times (median);
// - the whole Playwright suite at 1 worker, at 2 workers and at the default count when that is another
//   (harness/playwright/workers.ts; wall time, N times each; default 1);
// - per scenario: the median of its durations over every run;
// - a projection for 4 and 8 shards (`--shard i/n`, each a machine like this one at the default count) from the
//   per-test times;
// - where the time went, per spec file and per test, at the default count: page loads, island start-ups, connects
//   through the UI, chain work, Safe host work, the wallet's set-up and the rest (the test's own waits, its browser
//   context), from the spans every test carries (harness/playwright/spans.ts).
// `--only` runs just those specs (at the default count, or `--workers`), with no shard projection: a quick look at
// part of the suite. `--report` reads a JSON report Playwright already wrote (PORTICO_PW_REPORTER=json) instead of
// running anything.
// Prints Markdown tables (the ones published in docs/testing.md) and writes bench-results/e2e.json.
// A report, not a test: nothing here fails on a slow number.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startFork, startForkSource } from '../harness/chain/startChain.ts';
import { SPAN_KINDS, SPANS_ATTACHMENT, type Span, type SpanKind } from '../harness/playwright/spans.ts';
import { defaultWorkers } from '../harness/playwright/workers.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'bench-results');
mkdirSync(out, { recursive: true });
const { values } = parseArgs({
  options: {
    repeats: { type: 'string', default: '1' },
    only: { type: 'string', multiple: true, default: [] },
    workers: { type: 'string' },
    report: { type: 'string' },
  },
});
const repeats = Math.max(1, Number(values.repeats) || 1);
const only = values.only ?? [];
const partial = only.length > 0 || values.report !== undefined;

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// Fork ready: what each Playwright worker waits for before its first test (the source is started once per run).
const forkRuns: number[] = [];
if (!values.report) {
  const source = await startForkSource();
  try {
    for (let i = 0; i < 5; i += 1) {
      const fork = await startFork(source);
      forkRuns.push(fork.forkReadyMs);
      await fork.stop();
    }
  } finally {
    await source.stop();
  }
}

type Attachment = { name: string; contentType: string; body?: string };
type Result = { duration: number; status: string; startTime: string; attachments?: Attachment[] };
type Spec = { title: string; file: string; tests: { results: Result[] }[] };
type Suite = { title: string; file?: string; specs?: Spec[]; suites?: Suite[] };
/** Where a test's wall time went: milliseconds per kind, `rest` for what no span covers. */
type Breakdown = Record<SpanKind | 'rest', number>;
type TestRun = { file: string; ms: number; breakdown?: Breakdown };
type Run = { workers: number; wallMs: number; tests: Map<string, TestRun>; failed: string[] };

/**
 * A test's wall time by kind: each moment goes to the first kind in SPAN_KINDS that has a span open then (a page
 * load inside a connect is the page load's), the moments no span covers to `rest`.
 */
function breakdown(start: number, duration: number, spans: readonly Span[]): Breakdown {
  const end = start + duration;
  const totals = Object.fromEntries([...SPAN_KINDS, 'rest'].map((kind) => [kind, 0])) as Breakdown;
  const cuts = [
    ...new Set([start, end, ...spans.flatMap((s) => [s.start, s.end]).filter((t) => t > start && t < end)]),
  ].sort((a, b) => a - b);
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const from = cuts[i] ?? 0;
    const to = cuts[i + 1] ?? 0;
    const open = new Set(spans.filter((s) => s.start <= from && s.end >= to).map((s) => s.kind));
    const kind = SPAN_KINDS.find((k) => open.has(k)) ?? 'rest';
    totals[kind] += to - from;
  }
  return totals;
}

/** The tests of a Playwright JSON report: each one's spec file, last duration and where it went. */
function readReport(report: string): Pick<Run, 'tests' | 'failed'> {
  const tests = new Map<string, TestRun>();
  const failed: string[] = [];
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      spec.tests.forEach((test, i) => {
        const result = test.results.at(-1);
        if (!result) return;
        const name = [...path, spec.title, ...(spec.tests.length > 1 ? [String(i)] : [])].join(' › ');
        const attached = result.attachments?.find((a) => a.name === SPANS_ATTACHMENT)?.body;
        const spans = attached
          ? (JSON.parse(Buffer.from(attached, 'base64').toString()) as Span[])
          : undefined;
        tests.set(name, {
          file: spec.file,
          ms: result.duration,
          ...(spans ? { breakdown: breakdown(Date.parse(result.startTime), result.duration, spans) } : {}),
        });
        if (result.status !== 'passed' && result.status !== 'skipped') failed.push(name);
      });
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of (JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }).suites)
    walk(suite, []);
  return { tests, failed };
}

function runSuite(workers: number, index: number): Run {
  const report = resolve(out, `e2e-playwright-w${workers}-${index}.json`);
  const started = performance.now();
  spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/@playwright/test/cli.js'), 'test', `--workers=${workers}`, ...only],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORTICO_PW_REPORTER: 'json', PLAYWRIGHT_JSON_OUTPUT_NAME: report, CI: '' },
    },
  );
  const wallMs = performance.now() - started;
  return { workers, wallMs, ...readReport(report) };
}

const byDefault = values.workers ? Number(values.workers) : defaultWorkers();
const counts = partial ? [byDefault] : [...new Set([1, 2, byDefault])];
const runs: Run[] = [];
if (values.report) runs.push({ workers: byDefault, wallMs: Number.NaN, ...readReport(values.report) });
else for (let i = 0; i < repeats; i += 1) for (const workers of counts) runs.push(runSuite(workers, i));

const names = [...new Set(runs.flatMap((run) => [...run.tests.keys()]))];
const msOf = (run: Run, name: string) => run.tests.get(name)?.ms ?? [];
const scenarios = names
  .map((name) => ({ name, ms: median(runs.flatMap((run) => msOf(run, name))) }))
  .sort((a, b) => b.ms - a.ms);
const wall = (workers: number) => median(runs.filter((r) => r.workers === workers).map((r) => r.wallMs));
const testSum = (workers: number) =>
  median(
    runs.filter((r) => r.workers === workers).map((r) => [...r.tests.values()].reduce((a, b) => a + b.ms, 0)),
  );

// Projection: a shard is a fresh machine like this one running its slice of the tests at the default worker count.
// Its time is the fixed part of a run (global setup: fork source and builds; worker start-up; what is not inside a
// test, measured as wall time at 1 worker minus the sum of test times) plus its slice's test time at that count
// (the sum at that count over the count, scaled to the slice). Playwright cuts shards as contiguous runs of equal
// test counts. Only for whole-suite runs: it needs the 1-worker run.
const fixedMs = partial ? Number.NaN : Math.max(0, wall(1) - testSum(1));
const perTestAtDefault = testSum(byDefault) / Math.max(1, testSum(1));
const ordered = names.map((name) =>
  median(runs.filter((r) => r.workers === 1).flatMap((r) => msOf(r, name))),
);
function projectShards(shards: number): number {
  if (partial) return Number.NaN;
  const size = Math.ceil(ordered.length / shards);
  let slowest = 0;
  for (let i = 0; i < shards; i += 1) {
    const slice = ordered.slice(i * size, (i + 1) * size).reduce((a, b) => a + b, 0);
    slowest = Math.max(slowest, fixedMs + (slice * perTestAtDefault) / byDefault);
  }
  return slowest;
}

// Where the time went, at the default count: each test's breakdown from its median run (the run whose duration is
// its median, or the first of the two around it), summed per spec file.
const KINDS = [...SPAN_KINDS, 'rest'] as const;
const atDefault = runs.filter((r) => r.workers === byDefault);
const perTest = names.flatMap((name) => {
  const taken = atDefault.flatMap((r) => r.tests.get(name) ?? []).sort((a, b) => a.ms - b.ms);
  const chosen = taken[Math.floor((taken.length - 1) / 2)];
  return chosen?.breakdown ? [{ name, file: chosen.file, ms: chosen.ms, breakdown: chosen.breakdown }] : [];
});
const perFile = [...new Set(perTest.map((t) => t.file))]
  .map((file) => {
    const tests = perTest.filter((t) => t.file === file);
    const sum = Object.fromEntries(
      KINDS.map((kind) => [kind, tests.reduce((a, t) => a + t.breakdown[kind], 0)]),
    ) as Breakdown;
    return { file, tests: tests.length, ms: tests.reduce((a, t) => a + t.ms, 0), breakdown: sum };
  })
  .sort((a, b) => b.ms - a.ms);
const total = Object.fromEntries(
  KINDS.map((kind) => [kind, perFile.reduce((a, f) => a + f.breakdown[kind], 0)]),
) as Breakdown;
const round = (b: Breakdown) =>
  Object.fromEntries(KINDS.map((kind) => [kind, Math.round(b[kind])])) as Breakdown;

const result = {
  forkReadyMs: Math.round(median(forkRuns)),
  forkReadyRunsMs: forkRuns.map(Math.round),
  repeats,
  only,
  defaultWorkers: byDefault,
  wallMs: Object.fromEntries(counts.map((n) => [`workers${n}`, Math.round(wall(n))])),
  projectedMs: partial
    ? null
    : { shards4: Math.round(projectShards(4)), shards8: Math.round(projectShards(8)) },
  fixedMs: partial ? null : Math.round(fixedMs),
  tests: names.length,
  scenarioMedianMs: Math.round(median(scenarios.map((s) => s.ms))),
  scenarios: scenarios.map(({ name, ms }) => ({ name, ms: Math.round(ms) })),
  timeByKindMs: round(total),
  perFile: perFile.map((f) => ({ ...f, ms: Math.round(f.ms), breakdown: round(f.breakdown) })),
  perTest: perTest.map((t) => ({ ...t, ms: Math.round(t.ms), breakdown: round(t.breakdown) })),
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
    n === 1 || partial ? '' : `: ${change < 0 ? '−' : '+'}${Math.abs(change).toFixed(0)} % against 1 worker`;
  return `| ${partial ? `${only.join(' ') || 'the report'}, ${n} workers, ${names.length} tests` : `whole suite, ${what}`} | ${seconds(wall(n))}${against} |`;
}
writeFileSync(resolve(out, 'e2e.json'), `${JSON.stringify(result, null, 2)}\n`);

if (!values.report) {
  console.info(`| measure | time |
| --- | --- |
| fork ready per worker (median of ${forkRuns.length}) | ${result.forkReadyMs} ms |
${counts.map(wallRow).join('\n')}`);
  if (!partial)
    console.info(`| projected, 4 shards × ${byDefault} workers | ${seconds(projectShards(4))} |
| projected, 8 shards × ${byDefault} workers | ${seconds(projectShards(8))} |
| fixed part of a run (setup, builds, start-up) | ${seconds(fixedMs)} |`);
  console.info(`| median scenario | ${result.scenarioMedianMs} ms |\n`);
}
const LABELS: Record<(typeof KINDS)[number], string> = {
  chain: 'chain',
  pageLoad: 'page loads',
  island: 'island start-ups',
  connect: 'UI connects',
  safe: 'Safe host',
  setup: 'wallet set-up',
  rest: 'rest',
};
const cells = (b: Breakdown) => KINDS.map((kind) => `${(b[kind] / 1000).toFixed(1)}`).join(' | ');
console.info(`Where the time went at ${byDefault} workers (seconds, summed over each file's tests):\n`);
console.info(`| spec | tests | summed | ${KINDS.map((k) => LABELS[k]).join(' | ')} |`);
console.info(`| --- | --- | --- | ${KINDS.map(() => '---').join(' | ')} |`);
for (const f of perFile)
  console.info(`| \`${f.file}\` | ${f.tests} | ${(f.ms / 1000).toFixed(1)} | ${cells(f.breakdown)} |`);
const totalMs = perFile.reduce((a, f) => a + f.ms, 0);
console.info(`| **all** | ${perTest.length} | ${(totalMs / 1000).toFixed(1)} | ${cells(total)} |\n`);
console.info('| slowest scenarios (median) | ms |\n| --- | --- |');
for (const s of scenarios.slice(0, 10))
  console.info(`| ${s.name.replaceAll('|', '\\|')} | ${Math.round(s.ms)} |`);
if (result.failed.length) console.info(`\nfailed in some run: ${result.failed.join('; ')}`);
console.info(`\nAll ${scenarios.length} scenarios, each with its breakdown: ${resolve(out, 'e2e.json')}`);
