/**
 * Issue 6's budget, checked against one benchmark run. Each line is PASS or FAIL with the figures it used;
 * the benchmark reports them and exits 0 unless `--strict` is given.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderBlockingRequests } from '../../build/firstPaintStyles.ts';
import type { FirstLoad } from '../firstLoad.ts';
import { sdkMarkers, sdksIn } from '../sdkMarkers.ts';
import type { ConditionResult } from './collect.ts';
import type { LighthouseSummary } from './lighthouseRuns.ts';
import { summarize } from './stats.ts';

export interface BudgetLine {
  readonly rule: string;
  readonly pass: boolean;
  readonly detail: string;
}

export interface BudgetInput {
  readonly results: readonly ConditionResult[];
  readonly lighthouse: LighthouseSummary | null;
  readonly porticoStatic: FirstLoad;
  readonly porticoRoot: string;
  readonly porticoUrl: string;
  readonly ceiling: { readonly firstLoadJsGzipBytes: number };
}

const fmtRatio = (r: number | null) => (r === null ? 'n/a' : r.toFixed(2));

export async function checkBudget(input: BudgetInput): Promise<BudgetLine[]> {
  const lines: BudgetLine[] = [];
  for (const result of input.results) {
    const js = result.figures.find((f) => f.key === 'jsGzipBytes');
    lines.push({
      rule: `first-load JS (gzip) ≤ 0.40 × baseline, ${result.condition.name}`,
      pass: js?.ratio !== null && js?.ratio !== undefined && js.ratio <= 0.4,
      detail: `ratio ${fmtRatio(js?.ratio ?? null)}`,
    });
  }
  const throttled = input.results.find((r) => r.condition.name === 'throttled');
  if (throttled) {
    const connect = throttled.figures.find((f) => f.key === 'connectMs');
    const opened = throttled.samples.portico.connect.filter((c) => c.connectMs !== null).length;
    lines.push({
      rule: 'working Connect button under throttling ≤ 0.5 × baseline',
      pass: connect?.ratio !== null && connect?.ratio !== undefined && connect.ratio <= 0.5,
      detail: `ratio ${fmtRatio(connect?.ratio ?? null)}; dialog opened in ${opened}/${throttled.samples.portico.connect.length} runs`,
    });
  }
  lines.push({
    rule: '"Connect Wallet" in the raw HTML',
    pass: input.porticoStatic.connectInHtml,
    detail: input.porticoStatic.connectInHtml ? 'present in index.html' : 'missing from index.html',
  });
  const mobile = input.lighthouse?.portico.mobile.score ?? null;
  lines.push({
    rule: 'Lighthouse mobile performance ≥ 95',
    pass: mobile !== null && mobile.median >= 95,
    detail: mobile ? `median ${mobile.median} (min ${mobile.min}, max ${mobile.max})` : 'not run',
  });
  lines.push(...(await lazyLoadingLines(input)));
  lines.push(dialogLine(input.results));
  lines.push(...(await firstPaintLines(input)));
  lines.push({
    rule: 'static first-load JS ≤ ceiling in bench/first-load-budget.json',
    pass: input.porticoStatic.gzipBytes <= input.ceiling.firstLoadJsGzipBytes,
    detail: `${input.porticoStatic.gzipBytes} B ≤ ${input.ceiling.firstLoadJsGzipBytes} B`,
  });
  return lines;
}

/**
 * The dialog's code may be lazy, but a click must never wait on anything else: every connect run must open
 * the dialog. The detail gives the wait between the first click and the open dialog, the part of the connect
 * time the dialog's own loading adds.
 */
function dialogLine(results: readonly ConditionResult[]): BudgetLine {
  const allOpened = results.every((r) => r.samples.portico.connect.every((c) => c.connectMs !== null));
  const waits = results.map((r) => {
    const wait = summarize(
      r.samples.portico.connect.map((c) =>
        c.connectMs !== null && c.buttonMs !== null ? c.connectMs - c.buttonMs : null,
      ),
    );
    return `${r.condition.name} ${wait ? Math.round(wait.median) : 'n/a'} ms`;
  });
  return {
    rule: "the dialog's code is there when the first click needs it",
    pass: allOpened,
    detail: `${allOpened ? 'dialog opened in every run' : 'some runs never opened the dialog'}; first click → dialog: ${waits.join(', ')}`,
  };
}

/** Which SDKs Portico's chunks, as loaded in the browser before any click, contain. */
async function lazyLoadingLines(input: BudgetInput): Promise<BudgetLine[]> {
  const loaded = new Map<string, readonly string[]>();
  for (const result of input.results) {
    for (const sample of result.samples.portico.load) {
      for (const { url } of sample.js) {
        if (loaded.has(url) || !url.startsWith(input.porticoUrl)) continue;
        const path = join(input.porticoRoot, decodeURIComponent(new URL(url).pathname));
        const source = await readFile(path, 'utf8').catch(() => '');
        loaded.set(url, sdksIn(source));
      }
    }
  }
  return sdkMarkers.map(({ sdk, allowed }) => {
    const chunks = [...loaded].filter(([, sdks]) => sdks.includes(sdk)).map(([url]) => url.split('/').pop());
    return {
      rule: `${sdk} loads ${allowed}`,
      pass: chunks.length === 0,
      detail:
        chunks.length === 0 ? 'not loaded before a click' : `loaded at first load: ${chunks.join(', ')}`,
    };
  });
}

/** The first paint and a click that opens the dialog, each at most this share of the stock app's time. */
export const FIRST_PAINT_RATIO = 0.3;

/**
 * "The first paint carries only the page": medians on the throttled mobile preset against the stock app of the
 * same run, Lighthouse, and every built page's head read for requests that block the first paint.
 */
async function firstPaintLines(input: BudgetInput): Promise<BudgetLine[]> {
  const lines: BudgetLine[] = [];
  const mobile = input.results.find((r) => r.condition.name === 'throttled');
  const against = (key: string, limit: number, rule: string) => {
    const figure = mobile?.figures.find((f) => f.key === key);
    const r = figure?.ratio ?? null;
    lines.push({
      rule: `${rule} ≤ ${limit.toFixed(2)} × stock app (mobile preset, medians)`,
      pass: r !== null && r <= limit,
      detail: figure
        ? `ratio ${fmtRatio(r)} (${Math.round(figure.portico?.median ?? Number.NaN)} vs ${Math.round(figure.baseline?.median ?? Number.NaN)})`
        : 'not measured',
    });
  };
  against('fcpMs', FIRST_PAINT_RATIO, 'first contentful paint');
  against('connectMs', FIRST_PAINT_RATIO, 'click opens dialog');
  against('jsGzipBytes', 0.2, 'first-load JS (gzip)');
  const lh = input.lighthouse?.portico;
  const mobileScore = lh?.mobile.score?.median ?? null;
  const tbt = lh?.mobile.tbtMs?.median ?? null;
  lines.push({
    rule: 'Lighthouse mobile performance ≥ 99, total blocking time ≤ 50 ms',
    pass: mobileScore !== null && mobileScore >= 99 && tbt !== null && tbt <= 50,
    detail: lh ? `median score ${mobileScore}, TBT ${tbt === null ? 'n/a' : Math.round(tbt)} ms` : 'not run',
  });
  const desktopScore = lh?.desktop.score?.median ?? null;
  lines.push({
    rule: 'Lighthouse desktop performance = 100',
    pass: desktopScore === 100,
    detail: lh ? `median score ${desktopScore}` : 'not run',
  });
  const cls = [lh?.mobile.cls?.max, lh?.desktop.cls?.max].filter((v): v is number => v !== undefined);
  lines.push({
    rule: 'cumulative layout shift 0 (Lighthouse, both presets, every run)',
    pass: lh !== undefined && cls.length === 2 && cls.every((v) => v === 0),
    detail: lh ? `max mobile / desktop ${cls.map((v) => String(v)).join(' / ')}` : 'not run',
  });
  const pages = (await readdir(input.porticoRoot)).filter((file) => file.endsWith('.html')).sort();
  const blocking = (
    await Promise.all(
      pages.map(async (page) =>
        renderBlockingRequests(await readFile(join(input.porticoRoot, page), 'utf8')).map(
          (r) => `${page}: ${r}`,
        ),
      ),
    )
  ).flat();
  lines.push({
    rule: "nothing in any page's head blocks the first paint but the HTML",
    pass: blocking.length === 0,
    detail: blocking.length === 0 ? `${pages.length} pages checked` : blocking.join('; '),
  });
  return lines;
}
