/**
 * The floor under the first-paint figures: the first contentful paint of a page with one heading and one
 * paragraph, served with the same `_headers` as Portico's build, under the same throttled condition. No page can
 * paint before it on this machine and browser, so it says how much of Portico's first paint is the page's own work
 * and how much is the emulated network and the browser (a new renderer process for a page that sends
 * `Cross-Origin-Opener-Policy`, see withoutHeader.ts). A diagnostic beside the budget, not a budget.
 */
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveSite } from '../../harness/site/serveSite.ts';
import type { Condition } from './conditions.ts';
import { measureLoad } from './measurePage.ts';
import { type Summary, summarize } from './stats.ts';

/** The least a page can be: what the floor page serves. */
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>' +
  '<body><h1>Floor</h1><p>One heading and one paragraph: the least a page can paint.</p></body></html>';

/** `runs` first contentful paints of the floor page, served with the `_headers` of the build in `siteRoot`. */
export async function measureFloor(
  siteRoot: string,
  condition: Condition,
  runs: number,
): Promise<Summary | null> {
  const root = await mkdtemp(join(tmpdir(), 'portico-floor-'));
  try {
    await writeFile(join(root, 'index.html'), FLOOR_HTML);
    await copyFile(join(siteRoot, '_headers'), join(root, '_headers'));
    const server = await serveSite({ root, compress: true });
    const paints: Array<number | null> = [];
    try {
      for (let run = 0; run < runs; run++) paints.push((await measureLoad(server.url, condition)).fcpMs);
    } finally {
      await server.stop();
    }
    console.info(`  floor page (${condition.name}): ${runs} runs done`);
    return summarize(paints);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** One paragraph: the floor, its ratio to the stock app, and Portico's first paint above it. */
export function formatFloor(
  floor: Summary | null,
  portico: Summary | null,
  stock: Summary | null,
  budgetRatio: number,
): string {
  if (!floor) return '\nFloor: not measured.';
  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [
    `\nFloor, mobile preset (${floor.n} runs): a page of one heading and one paragraph with Portico's headers paints ` +
      `at ${ms(floor.median)} (${ms(floor.min)}–${ms(floor.max)})`,
  ];
  if (stock) {
    const share = floor.median / stock.median;
    lines.push(
      `  = ${share.toFixed(2)}× the stock app's first paint; the budget's ${budgetRatio.toFixed(2)}× is ` +
        `${ms(budgetRatio * stock.median)}, ${share > budgetRatio ? 'below the floor: no page meets it here' : 'above the floor'}`,
    );
  }
  if (portico) lines.push(`  Portico's page adds ${ms(portico.median - floor.median)} above the floor`);
  return lines.join('\n');
}
