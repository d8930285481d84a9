/**
 * `npm run bench`: Portico's page weight against a stock RainbowKit app (bench/baseline), built and measured
 * in the same run, in headless Debian Chromium with every outside request blocked. Prints the figures and the
 * issue-6 budget, the first-paint trace and budget, and writes bench-results/page-weight.json. A benchmark, not a test: it exits 0 whatever the
 * budget says, unless `--strict` is given.
 *
 *   npm run bench -- --runs 7 --lighthouse-runs 3 [--no-lighthouse] [--strict]
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { serveSite } from '../harness/site/serveSite.ts';
import { firstLoad } from './firstLoad.ts';
import { checkBudget, FIRST_PAINT_RATIO } from './page/budget.ts';
import { buildApps } from './page/buildApps.ts';
import { type AppName, appNames, type ConditionResult, collect } from './page/collect.ts';
import { conditions, describeCondition } from './page/conditions.ts';
import { type FirstPaintTrace, formatTrace } from './page/firstPaintTrace.ts';
import { formatFloor, measureFloor } from './page/floor.ts';
import type { LighthouseSample } from './page/lighthouse.ts';
import { type LighthouseSummary, lighthouseRuns } from './page/lighthouseRuns.ts';
import { chromiumPath, type JsResponse } from './page/measurePage.ts';
import { formatBudget, formatLighthouse, formatResults } from './page/report.ts';
import type { Summary } from './page/stats.ts';
import { COOP, formatWithoutHeader, withoutHeader } from './page/withoutHeader.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '7' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const lighthouseCount = values['no-lighthouse'] ? 0 : Number(values['lighthouse-runs']);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${values.runs}.`);

const roots = await buildApps();
const ceiling = JSON.parse(await readFile(resolve(projectRoot, 'bench/first-load-budget.json'), 'utf8')) as {
  firstLoadJsGzipBytes: number;
};
const staticLoad = { portico: await firstLoad(roots.portico), baseline: await firstLoad(roots.baseline) };
/** Every page of Portico's build (home, 404, /token, pages added with `portico page add`), statically. */
const pageFiles = (await readdir(roots.portico)).filter((file) => file.endsWith('.html')).sort();
const astroFiles = await readdir(resolve(roots.portico, '_astro'));
const pageLoads = await Promise.all(
  pageFiles.map(async (file) => {
    const load = await firstLoad(roots.portico, file);
    // The page's own wallet-aware components (<WalletAware component="…">): chunks loaded after the first paint.
    const html = await readFile(resolve(roots.portico, file), 'utf8');
    const components = [...html.matchAll(/data-portico-mount="([A-Za-z0-9]+)"/g)].map((m) => m[1] ?? '');
    const componentChunks = astroFiles.filter((name) =>
      components.some((component) => name.startsWith(`${component}.`) && name.endsWith('.js')),
    );
    const componentGzipBytes = (
      await Promise.all(
        componentChunks.map(
          async (name) => gzipSync(await readFile(resolve(roots.portico, '_astro', name))).length,
        ),
      )
    ).reduce((sum, bytes) => sum + bytes, 0);
    const home = new Set(staticLoad.portico.chunks.map((chunk) => chunk.file));
    const own = load.chunks.filter((chunk) => !home.has(chunk.file));
    return {
      page: file,
      gzipBytes: load.gzipBytes,
      ratioToBaseline: load.gzipBytes / staticLoad.baseline.gzipBytes,
      ownChunks: own.map((chunk) => chunk.file),
      ownGzipBytes: own.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
      components,
      componentGzipBytes,
    };
  }),
);

const servers = {
  portico: await serveSite({ root: roots.portico, compress: true }),
  baseline: await serveSite({ root: roots.baseline, compress: true }),
};
const urls = { portico: servers.portico.url, baseline: servers.baseline.url };
const results: ConditionResult[] = [];
let lighthouse: LighthouseSummary | null = null;
let withoutOpenerPolicy: LighthouseSample[] = [];
let floor: Summary | null = null;
try {
  console.info(`Chromium ${chromiumPath}; ${runs} runs per app and condition`);
  for (const condition of conditions) results.push(await collect(urls, condition, runs));
  const phone = conditions.find((condition) => condition.name === 'throttled');
  if (phone) floor = await measureFloor(roots.portico, phone, runs);
  if (lighthouseCount > 0) {
    lighthouse = await lighthouseRuns(urls, lighthouseCount);
    withoutOpenerPolicy = await withoutHeader(roots.portico, COOP, lighthouseCount);
  }
} finally {
  await Promise.all(appNames.map((app) => servers[app].stop()));
}

const budget = await checkBudget({
  results,
  lighthouse,
  porticoStatic: staticLoad.portico,
  porticoRoot: roots.portico,
  porticoUrl: urls.portico,
  ceiling,
});

process.stdout.write(`${formatResults(results)}\n`);
/** The throttled (mobile) load whose first paint was the median one: where its time went (firstPaintTrace.ts). */
const throttledRuns = results.find((r) => r.condition.name === 'throttled');
const medianTrace = (app: AppName): FirstPaintTrace | null => {
  const traces = (throttledRuns?.samples[app].load ?? [])
    .map((sample) => sample.trace)
    .filter((trace): trace is FirstPaintTrace => trace !== null)
    .sort((a, b) => a.fcpMs - b.fcpMs);
  return traces[Math.floor((traces.length - 1) / 2)] ?? null;
};
const traces = { portico: medianTrace('portico'), baseline: medianTrace('baseline') };
process.stdout.write(
  `\nBefore the first paint, mobile preset (the median run's trace; main thread by self time):\n${appNames
    .map((app) => {
      const trace = traces[app];
      return trace ? formatTrace(app === 'portico' ? 'Portico' : 'stock app', trace) : `  ${app}: no trace`;
    })
    .join('\n')}\n`,
);
const mobileFcp = throttledRuns?.figures.find((figure) => figure.key === 'fcpMs');
process.stdout.write(
  `${formatFloor(floor, mobileFcp?.portico ?? null, mobileFcp?.baseline ?? null, FIRST_PAINT_RATIO)}\n`,
);
if (lighthouse) process.stdout.write(`${formatLighthouse(lighthouse)}\n`);
if (withoutOpenerPolicy.length)
  process.stdout.write(`${formatWithoutHeader('Portico', COOP, withoutOpenerPolicy)}\n`);
process.stdout.write(`${formatBudget(budget)}\n`);
process.stdout.write(
  `\nStatic first-load JS (index.html, static imports only): Portico ${staticLoad.portico.gzipBytes} B gzip, ` +
    `baseline ${staticLoad.baseline.gzipBytes} B gzip.\n`,
);
process.stdout.write(
  `\nEvery page, static first-load JS (gzip; beyond the home page's shared code):\n${pageLoads
    .map(
      (p) =>
        `  ${p.page.padEnd(24)} ${String(p.gzipBytes).padStart(8)} B  ${p.ratioToBaseline.toFixed(2)}× baseline  ` +
        `+${p.ownGzipBytes} B own at first load, +${p.componentGzipBytes} B components after it ` +
        `(${p.components.join(', ') || 'none'})`,
    )
    .join('\n')}\n`,
);

const unthrottled = results.find((r) => r.condition.name === 'unthrottled');
const lastLoad = (app: AppName) => unthrottled?.samples[app].load.at(-1)?.js ?? [];
/** JavaScript a connect run fetched that a load run did not: the dialog's code and what it pulls in. */
const dialogJs = (app: AppName) => {
  const before = new Set(lastLoad(app).map((js) => js.url));
  return (unthrottled?.samples[app].connect.at(-1)?.js ?? []).filter((js) => !before.has(js.url));
};
const listJs = (title: string, list: readonly JsResponse[]) =>
  `\n${title}\n${[...list]
    .sort((a, b) => b.wireBytes - a.wireBytes)
    .slice(0, 10)
    .map((js) => `  ${(js.wireBytes / 1024).toFixed(1).padStart(7)} KB  ${js.url.split('/').pop()}`)
    .join('\n')}\n`;
process.stdout.write(
  listJs('Portico, JS at first load (one unthrottled run), biggest first:', lastLoad('portico')),
);
process.stdout.write(listJs('Portico, JS added by opening the dialog:', dialogJs('portico')));

const output = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, loadavg: loadavg() },
  chromium: chromiumPath,
  runs,
  lighthouseRuns: lighthouseCount,
  conditions: conditions.map(describeCondition),
  figures: Object.fromEntries(
    results.map((r) => [r.condition.name, Object.fromEntries(r.figures.map((f) => [f.key, f]))]),
  ),
  lighthouse: lighthouse && {
    portico: { mobile: { ...lighthouse.portico.mobile }, desktop: { ...lighthouse.portico.desktop } },
    baseline: { mobile: { ...lighthouse.baseline.mobile }, desktop: { ...lighthouse.baseline.desktop } },
  },
  budget,
  firstPaintTrace: traces,
  firstPaintFloor: floor,
  staticFirstLoad: {
    portico: {
      gzipBytes: staticLoad.portico.gzipBytes,
      rawBytes: staticLoad.portico.rawBytes,
      chunks: staticLoad.portico.chunks,
    },
    baseline: { gzipBytes: staticLoad.baseline.gzipBytes, rawBytes: staticLoad.baseline.rawBytes },
    pages: pageLoads,
  },
  // One unthrottled load of each app, request by request, to see what to make lazy.
  loadedJs: { portico: lastLoad('portico'), baseline: lastLoad('baseline') },
  dialogJs: { portico: dialogJs('portico'), baseline: dialogJs('baseline') },
  samples: Object.fromEntries(
    results.map((r) => [
      r.condition.name,
      Object.fromEntries(
        appNames.map((app) => [
          app,
          {
            load: r.samples[app].load.map(({ js, ...rest }) => ({ ...rest, jsRequests: js.length })),
            connect: r.samples[app].connect.map(({ js, ...rest }) => ({ ...rest, jsRequests: js.length })),
          },
        ]),
      ),
    ]),
  ),
};
await mkdir(resolve(projectRoot, 'bench-results'), { recursive: true });
await writeFile(
  resolve(projectRoot, 'bench-results/page-weight.json'),
  `${JSON.stringify(output, null, 2)}\n`,
);
process.stdout.write('Written to bench-results/page-weight.json.\n');
if (values.strict && budget.some((line) => !line.pass)) process.exitCode = 1;
