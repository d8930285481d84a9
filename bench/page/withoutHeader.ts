/**
 * What one response header costs Lighthouse: the same build, served without that header, measured on the mobile
 * preset. A diagnostic beside the budget, not a budget: it names where a score goes that the page's own work does
 * not explain.
 *
 * Why it exists: `Cross-Origin-Opener-Policy` (which `_headers` sends, see cli/render/renderHeaders.ts) makes
 * Chromium give the page a browsing context group, and so a renderer process, of its own. Lighthouse navigates
 * from `about:blank`, so with the header the page's first task also creates its process's JavaScript context;
 * Lighthouse's simulation runs that task, four times slower, across the first paint and counts it as blocking
 * time. A visitor on Android, where Chromium isolates a site that sends COOP, pays the same.
 */
import { serveSite } from '../../harness/site/serveSite.ts';
import { type LighthouseSample, runLighthouse } from './lighthouse.ts';
import { summarize } from './stats.ts';

export const COOP = 'Cross-Origin-Opener-Policy';

/** `runs` Lighthouse mobile runs of the build in `root`, served with every `_headers` rule but `header`. */
export async function withoutHeader(root: string, header: string, runs: number): Promise<LighthouseSample[]> {
  const server = await serveSite({ root, compress: true, omitHeaders: [header] });
  const samples: LighthouseSample[] = [];
  try {
    for (let run = 0; run < runs; run++) samples.push(await runLighthouse(server.url, 'mobile'));
  } finally {
    await server.stop();
  }
  console.info(`  lighthouse without ${header}: ${runs} runs done`);
  return samples;
}

/** One line: the medians of those runs. */
export function formatWithoutHeader(
  app: string,
  header: string,
  samples: readonly LighthouseSample[],
): string {
  const score = summarize(samples.map((s) => s.score));
  const tbt = summarize(samples.map((s) => s.tbtMs));
  const fcp = summarize(samples.map((s) => s.fcpMs));
  return (
    `\nDiagnostic: ${app} served without ${header}, Lighthouse mobile (${samples.length} runs): ` +
    `median score ${score?.median ?? 'n/a'} (${score?.min ?? '?'}–${score?.max ?? '?'}), ` +
    `TBT ${tbt ? Math.round(tbt.median) : 'n/a'} ms, FCP ${fcp ? Math.round(fcp.median) : 'n/a'} ms ` +
    '(the budget is read with the header: the site keeps it)'
  );
}
