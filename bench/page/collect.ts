/**
 * Runs both apps under each condition, alternating which goes first, and turns the samples into figures:
 * median / min / max per app and the Portico / baseline ratio of the medians.
 */
import type { Condition } from './conditions.ts';
import {
  type ConnectSample,
  type JsResponse,
  type LoadSample,
  measureConnect,
  measureLoad,
} from './measurePage.ts';
import { ratio, type Summary, summarize } from './stats.ts';

export type AppName = 'portico' | 'baseline';
export const appNames: readonly AppName[] = ['portico', 'baseline'];

export interface AppSamples {
  readonly load: LoadSample[];
  readonly connect: ConnectSample[];
}

/**
 * A figure's key, its label, its unit, and the one number it takes from each sample: a figure of the page's
 * load reads each load sample, one of the connect dialog each connect sample.
 */
type FigureSpec = {
  readonly key: string;
  readonly label: string;
  readonly unit: 'bytes' | 'ms' | 'count';
} & (
  | { readonly load: (sample: LoadSample) => number | null }
  | { readonly connect: (sample: ConnectSample) => number | null }
);

const sum = (js: readonly JsResponse[], field: 'wireBytes' | 'rawBytes') =>
  js.reduce((total, response) => total + response[field], 0);

export const figureSpecs: readonly FigureSpec[] = [
  {
    key: 'jsGzipBytes',
    label: 'first-load JS, on the wire (gzip)',
    unit: 'bytes',
    load: (l) => sum(l.js, 'wireBytes'),
  },
  { key: 'jsRawBytes', label: 'first-load JS, decoded', unit: 'bytes', load: (l) => sum(l.js, 'rawBytes') },
  { key: 'jsRequests', label: 'first-load JS requests', unit: 'count', load: (l) => l.js.length },
  { key: 'fcpMs', label: 'first contentful paint', unit: 'ms', load: (l) => l.fcpMs },
  {
    key: 'connectMs',
    label: 'Connect Wallet visible + click opens dialog',
    unit: 'ms',
    connect: (c) => c.connectMs,
  },
  {
    key: 'rainbowKitMs',
    label: "(RainbowKit's own dialog open)",
    unit: 'ms',
    connect: (c) => c.rainbowKitMs,
  },
  { key: 'buttonMs', label: '(Connect Wallet first clickable)', unit: 'ms', connect: (c) => c.buttonMs },
  { key: 'scriptMs', label: 'main-thread scripting', unit: 'ms', load: (l) => l.scriptMs },
  { key: 'heapBytes', label: 'JS heap used', unit: 'bytes', load: (l) => l.heapBytes },
  {
    key: 'jsAfterConnectGzipBytes',
    label: '(JS by the time the dialog is open, gzip)',
    unit: 'bytes',
    connect: (c) => sum(c.js, 'wireBytes'),
  },
  {
    key: 'blockedRequests',
    label: 'outside requests blocked (at load)',
    unit: 'count',
    load: (l) => l.blocked.length,
  },
];

/** The figure's number from each of one app's samples, in the order they were taken. */
const read = (spec: FigureSpec, samples: AppSamples): (number | null)[] =>
  'load' in spec ? samples.load.map(spec.load) : samples.connect.map(spec.connect);

export interface Figure {
  readonly key: string;
  readonly label: string;
  readonly unit: FigureSpec['unit'];
  readonly portico: Summary | null;
  readonly baseline: Summary | null;
  readonly ratio: number | null;
}

export interface ConditionResult {
  readonly condition: Condition;
  readonly samples: Record<AppName, AppSamples>;
  readonly figures: readonly Figure[];
}

export async function collect(
  urls: Record<AppName, string>,
  condition: Condition,
  runs: number,
): Promise<ConditionResult> {
  const samples: Record<AppName, AppSamples> = {
    portico: { load: [], connect: [] },
    baseline: { load: [], connect: [] },
  };
  for (let run = 0; run < runs; run++) {
    // Alternate the order so slow drift on a shared machine does not favour one app.
    const order = run % 2 === 0 ? appNames : [...appNames].reverse();
    for (const app of order) {
      samples[app].load.push(await measureLoad(urls[app], condition));
      samples[app].connect.push(await measureConnect(urls[app], condition));
    }
    console.info(`  ${condition.name}: run ${run + 1}/${runs} done`);
  }
  const figures = figureSpecs.map((spec) => {
    const portico = summarize(read(spec, samples.portico));
    const baseline = summarize(read(spec, samples.baseline));
    return {
      key: spec.key,
      label: spec.label,
      unit: spec.unit,
      portico,
      baseline,
      ratio: ratio(portico, baseline),
    };
  });
  return { condition, samples, figures };
}
