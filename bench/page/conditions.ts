/**
 * The two conditions every page figure is measured under. "Throttled" applies Lighthouse's mobile slow-4G
 * figures the way DevTools throttling does (`mobileSlow4G` in lighthouse/core/config/constants.js: 150 ms RTT
 * × 3.75 request latency, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up) plus its 4× CPU slowdown and its Moto G
 * Power user agent and viewport.
 */
export interface Condition {
  readonly name: 'unthrottled' | 'throttled';
  readonly cpuSlowdown: number;
  /** `undefined`: no network emulation. */
  readonly network?: { readonly latencyMs: number; readonly downKbps: number; readonly upKbps: number };
  readonly mobile?: {
    readonly userAgent: string;
    readonly width: number;
    readonly height: number;
    readonly deviceScaleFactor: number;
  };
  /** Upper bound for one page load to reach the connect dialog. */
  readonly timeoutMs: number;
}

export const conditions: readonly Condition[] = [
  { name: 'unthrottled', cpuSlowdown: 1, timeoutMs: 30_000 },
  {
    name: 'throttled',
    cpuSlowdown: 4,
    network: { latencyMs: 562.5, downKbps: 1474.56, upKbps: 675 },
    mobile: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
        'Chrome/136.0.0.0 Mobile Safari/537.36',
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
    },
    timeoutMs: 120_000,
  },
];

export function describeCondition(condition: Condition): string {
  if (!condition.network) return `${condition.name}: desktop, no CPU or network throttling`;
  const { latencyMs, downKbps, upKbps } = condition.network;
  return (
    `${condition.name}: mobile UA ${condition.mobile?.width}×${condition.mobile?.height}, ` +
    `${condition.cpuSlowdown}× CPU, ${latencyMs} ms latency, ${downKbps} kbps down, ${upKbps} kbps up`
  );
}
