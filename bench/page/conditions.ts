import type { BrowserContextOptions, CDPSession } from '@playwright/test';

/**
 * The two conditions every page figure is measured under. "Throttled" applies Lighthouse's mobile slow-4G
 * figures the way DevTools throttling does (`mobileSlow4G` in lighthouse/core/config/constants.js: 150 ms RTT
 * × 3.75 request latency, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up) plus its 4× CPU slowdown and its Moto G
 * Power user agent and viewport.
 */
export interface Condition {
  readonly name: 'unthrottled' | 'throttled' | 'throttled-desktop';
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

const [unthrottled, throttled] = conditions as [Condition, Condition];
const { mobile: _phone, ...throttledDevice } = throttled;

/**
 * The connect benchmark adds the throttled preset at a desktop size: below 768 px RainbowKit's stock dialog
 * switches to its phone layout, which does not list an injected EIP-6963 wallet at all, so on the phone preset
 * the stock app cannot connect the test wallet and has no time to compare with.
 */
export const connectConditions: readonly Condition[] = [
  unthrottled,
  { ...throttledDevice, name: 'throttled-desktop' },
  throttled,
];

export function describeCondition(condition: Condition): string {
  if (!condition.network) return `${condition.name}: desktop, no CPU or network throttling`;
  const { latencyMs, downKbps, upKbps } = condition.network;
  const device = condition.mobile
    ? `mobile UA ${condition.mobile.width}×${condition.mobile.height}`
    : 'desktop UA 1350×940';
  return (
    `${condition.name}: ${device}, ` +
    `${condition.cpuSlowdown}× CPU, ${latencyMs} ms latency, ${downKbps} kbps down, ${upKbps} kbps up`
  );
}

/** The browser context a condition asks for: its phone's user agent, size and touch, or a desktop window. */
export function contextOptions(condition: Condition): BrowserContextOptions {
  const { mobile } = condition;
  return mobile
    ? {
        userAgent: mobile.userAgent,
        viewport: { width: mobile.width, height: mobile.height },
        deviceScaleFactor: mobile.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      }
    : { viewport: { width: 1350, height: 940 } };
}

/** Applies a condition's CPU slowdown and network figures to a page, as DevTools throttling does. */
export async function throttle(cdp: CDPSession, condition: Condition): Promise<void> {
  if (condition.cpuSlowdown > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuSlowdown });
  if (condition.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: condition.network.latencyMs,
      // DevTools and Lighthouse count a kilobit as 1024 bits.
      downloadThroughput: (condition.network.downKbps * 1024) / 8,
      uploadThroughput: (condition.network.upKbps * 1024) / 8,
    });
  }
}
