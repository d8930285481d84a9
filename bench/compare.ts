/**
 * `npm run bench:compare -- --before <built site>`: is this build slower than an earlier one? The budgets' figures
 * for this build, an earlier build of the site and the stock RainbowKit app, measured in one run with the three
 * taking turns (the order rotates every run), so that a machine that slows down or speeds up during the run weighs
 * on all three alike. Two separate `npm run bench` runs compare two moments of the machine as much as two builds:
 * on this project's 2-core machine, back-to-back runs put "click opens dialog" at 0.32× for one build and 0.29× for
 * the one before it, while one interleaved run of the same two builds (ten turns) put both at 0.32×.
 *
 * Figures (medians, min–max), each with its ratio to the stock app:
 *   - first contentful paint and "Connect Wallet" visible + click opens dialog, throttled phone preset (bench/page);
 *   - navigation → connected and returning visitor → address, throttled desktop preset (bench/connect), with
 *     `--connect` (it starts a forked chain).
 *
 *   npm run bench:compare -- --before <dir> [--runs 10] [--connect]
 *
 * An earlier build, made from a checkout of that revision beside this one (its own build code):
 *   git worktree add ../before <rev> && cp -al node_modules ../before/
 *   (cd ../before && npx node -e "import('./harness/site/buildSite.ts').then((m) => m.buildSite({ outDir: 'site' }))")
 *   npm run bench:compare -- --before ../before/site
 * Writes bench-results/compare.json.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startEnvironment } from '../harness/environment.ts';
import { serveSite } from '../harness/site/serveSite.ts';
import { measureConnectVisit } from './connect/run.ts';
import { buildApps } from './page/buildApps.ts';
import { conditions, connectConditions } from './page/conditions.ts';
import { measureConnect, measureLoad } from './page/measurePage.ts';
import { ratio, type Summary, summarize } from './page/stats.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    runs: { type: 'string', default: '10' },
    connect: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${values.runs}.`);
if (!values.before)
  throw new Error('--before <dir> is required: a built site (a folder with an index.html).');
const beforeRoot = resolve(values.before);
await access(resolve(beforeRoot, 'index.html')).catch(() => {
  throw new Error(`--before ${values.before}: no index.html there. Give the folder of a built site.`);
});

const apps = ['this', 'before', 'stock'] as const;
type App = (typeof apps)[number];
const phone = conditions.find((c) => c.name === 'throttled');
const desktop = connectConditions.find((c) => c.name === 'throttled-desktop');
if (!phone || !desktop) throw new Error('bench/page/conditions.ts no longer has the throttled presets.');

const built = await buildApps();
const roots: Record<App, string> = { this: built.portico, before: beforeRoot, stock: built.baseline };
const servers = Object.fromEntries(
  await Promise.all(apps.map(async (app) => [app, await serveSite({ root: roots[app], compress: true })])),
) as Record<App, Awaited<ReturnType<typeof serveSite>>>;
const env = values.connect
  ? await startEnvironment({ runDir: resolve(root, '.harness/bench-compare') })
  : undefined;

const figures = {
  fcpMs: 'first contentful paint (phone)',
  dialogMs: 'click opens dialog (phone)',
  connectedMs: '1. navigation → connected (desktop)',
  returningMs: '2. returning visitor → address (desktop)',
} as const;
type Figure = keyof typeof figures;
const samples = Object.fromEntries(
  apps.map((app) => [app, Object.fromEntries(Object.keys(figures).map((f) => [f, [] as (number | null)[]]))]),
) as Record<App, Record<Figure, (number | null)[]>>;

try {
  for (let run = 0; run < runs; run++) {
    // Each app goes first, second and last in turn.
    const order = apps.map((_, i) => apps[(i + run) % apps.length] as App);
    for (const app of order) {
      const { url } = servers[app];
      samples[app].fcpMs.push((await measureLoad(url, phone)).fcpMs);
      samples[app].dialogMs.push((await measureConnect(url, phone)).connectMs);
      if (env) {
        const visit = await measureConnectVisit(url, desktop, env.worker.fork.rpcUrl);
        samples[app].connectedMs.push(visit.connectedMs);
        samples[app].returningMs.push(visit.returningMs);
      }
    }
    console.info(`run ${run + 1}/${runs} done (${order.join(', ')})`);
  }
} finally {
  await Promise.all(apps.map((app) => servers[app].stop()));
  await env?.stop();
}

const cell = (s: Summary | null) =>
  s ? `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})` : '–';
const times = (r: number | null) => (r === null ? '–' : `${r.toFixed(2)}×`);
const table = (Object.keys(figures) as Figure[])
  .filter((figure) => env || (figure !== 'connectedMs' && figure !== 'returningMs'))
  .map((figure) => {
    const [now, before, stock] = apps.map((app) => summarize(samples[app][figure]));
    return {
      figure,
      label: figures[figure],
      this: now ?? null,
      before: before ?? null,
      stock: stock ?? null,
      thisRatio: ratio(now ?? null, stock ?? null),
      beforeRatio: ratio(before ?? null, stock ?? null),
    };
  });
console.info(`\nms from navigation start, median (min–max) of ${runs}; ratio = the build / the stock app`);
console.info(
  `${'figure'.padEnd(42)}${'this build'.padEnd(22)}${'before'.padEnd(22)}${'stock app'.padEnd(22)}ratio this / before`,
);
for (const row of table)
  console.info(
    `${row.label.padEnd(42)}${cell(row.this).padEnd(22)}${cell(row.before).padEnd(22)}${cell(row.stock).padEnd(22)}${times(row.thisRatio)} / ${times(row.beforeRatio)}`,
  );
await mkdir(resolve(root, 'bench-results'), { recursive: true });
await writeFile(
  resolve(root, 'bench-results/compare.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: cpus().length, loadavg: loadavg() }, before: beforeRoot, runs, table, samples }, null, 2)}\n`,
);
console.info('\nwrote bench-results/compare.json');
process.exit(0);
