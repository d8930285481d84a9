/**
 * `npm run bench:click`: what a first-time visitor's click on "Connect Wallet" makes the page download, on the phone
 * preset (bench/page/conditions.ts "throttled"): the island and RainbowKit's layer, counted from the click until the
 * layer has loaded (`html[data-portico-rainbowkit="loaded"]`) and no script has been requested for two seconds. Every
 * JavaScript response is listed with its size on the wire (gzip, as served). Median of --runs (default 3).
 *
 *   npm run bench:click -- [--runs 3] [--site <a built dist>]
 *
 * Without `--site` it measures this checkout's production build (`buildSite`, reused when unchanged); `--site`
 * measures another build, e.g. an earlier commit's, so two builds compare on one machine.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Request } from '@playwright/test';
import { buildSite } from '../harness/site/buildSite.ts';
import { serveSite } from '../harness/site/serveSite.ts';
import { conditions, contextOptions, throttle } from './page/conditions.ts';
import { chromiumFlags, chromiumPath } from './page/measurePage.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, site: { type: 'string' } },
});
const runs = Number(values.runs);
const phone = conditions.find((condition) => condition.name === 'throttled');
if (!phone) throw new Error('no phone preset');

const root = values.site
  ? resolve(values.site)
  : (await buildSite({ outDir: '.harness/bench/portico' })).outDir;
const server = await serveSite({ root, compress: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

interface Fetched {
  readonly url: string;
  readonly bytes: number;
}

async function oneVisit(): Promise<Fetched[]> {
  const context = await browser.newContext(contextOptions(phone as NonNullable<typeof phone>));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, phone as NonNullable<typeof phone>);
  await page.goto(new URL('index.html', server.url).href, { waitUntil: 'load' });
  const fetched: Promise<Fetched>[] = [];
  let last = Date.now();
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(request.url())) return;
    last = Date.now();
    fetched.push(
      request.sizes().then(
        (sizes) => ({ url: request.url(), bytes: sizes.responseBodySize }),
        () => ({ url: request.url(), bytes: 0 }),
      ),
    );
  };
  page.on('requestfinished', onFinished);
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).tap();
  await page.waitForFunction(
    () => document.documentElement.dataset.porticoRainbowkit === 'loaded',
    undefined,
    {
      timeout: 120_000,
    },
  );
  // A benchmark, not a test: the moment is "no script for two seconds" (lazy chunks follow the layer).
  while (Date.now() - last < 2_000) await page.waitForTimeout(250);
  page.off('requestfinished', onFinished);
  const result = await Promise.all(fetched);
  await context.close();
  return result;
}

const totals: { requests: number; bytes: number; files: Fetched[] }[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const files = await oneVisit();
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    totals.push({ requests: files.length, bytes, files });
    console.info(`run ${run + 1}: ${files.length} scripts, ${(bytes / 1024).toFixed(1)} KB on the wire`);
  }
} finally {
  await browser.close();
  await server.stop();
}
const median = [...totals].sort((a, b) => a.bytes - b.bytes)[Math.floor(totals.length / 2)];
if (median) {
  console.info(
    `\nmedian: ${median.requests} scripts, ${(median.bytes / 1024).toFixed(1)} KB (gzip) after the click`,
  );
  for (const file of [...median.files].sort((a, b) => b.bytes - a.bytes))
    console.info(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
}
