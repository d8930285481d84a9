/** Lighthouse, several times per app and preset; the median of each figure. */
import type { AppName } from './collect.ts';
import { type LighthousePreset, type LighthouseSample, runLighthouse } from './lighthouse.ts';
import { type Summary, summarize } from './stats.ts';

export interface LighthouseFigures {
  readonly score: Summary | null;
  readonly fcpMs: Summary | null;
  readonly lcpMs: Summary | null;
  readonly tbtMs: Summary | null;
  readonly cls: Summary | null;
  readonly outsideRequests: number;
  readonly samples: readonly LighthouseSample[];
}

export type LighthouseSummary = Record<AppName, Record<LighthousePreset, LighthouseFigures>>;

const presets: readonly LighthousePreset[] = ['mobile', 'desktop'];

export async function lighthouseRuns(
  urls: Record<AppName, string>,
  runs: number,
): Promise<LighthouseSummary> {
  const samples: Record<AppName, Record<LighthousePreset, LighthouseSample[]>> = {
    portico: { mobile: [], desktop: [] },
    baseline: { mobile: [], desktop: [] },
  };
  for (let run = 0; run < runs; run++) {
    for (const preset of presets) {
      for (const app of run % 2 === 0
        ? (['portico', 'baseline'] as const)
        : (['baseline', 'portico'] as const)) {
        samples[app][preset].push(await runLighthouse(urls[app], preset));
      }
    }
    console.info(`  lighthouse: run ${run + 1}/${runs} done`);
  }
  const figures = (list: LighthouseSample[]): LighthouseFigures => ({
    score: summarize(list.map((s) => s.score)),
    fcpMs: summarize(list.map((s) => s.fcpMs)),
    lcpMs: summarize(list.map((s) => s.lcpMs)),
    tbtMs: summarize(list.map((s) => s.tbtMs)),
    cls: summarize(list.map((s) => s.cls)),
    outsideRequests: Math.max(0, ...list.map((s) => s.outsideRequests)),
    samples: list,
  });
  return {
    portico: { mobile: figures(samples.portico.mobile), desktop: figures(samples.portico.desktop) },
    baseline: { mobile: figures(samples.baseline.mobile), desktop: figures(samples.baseline.desktop) },
  };
}
