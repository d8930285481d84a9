/**
 * One page load in a fresh browser and profile: every request that leaves loopback is aborted and counted,
 * JavaScript is summed from the DevTools protocol's own byte counts, and the page is left until the network
 * has been quiet for a while. `load` runs measure the untouched page; `connect` runs click "Connect Wallet"
 * until the dialog opens (see pageProbe.ts).
 */
import { type Browser, type CDPSession, chromium } from '@playwright/test';
import { type Condition, contextOptions, throttle } from './conditions.ts';
import { analyzeTrace, type FirstPaintTrace, traceCategories } from './firstPaintTrace.ts';
import { PROBE_DIALOG_OPEN, probeSource } from './pageProbe.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export interface JsResponse {
  readonly url: string;
  /** Bytes on the wire (gzip here: the server compresses when asked), headers included. */
  readonly wireBytes: number;
  /** Decoded body bytes. */
  readonly rawBytes: number;
}

export interface LoadSample {
  readonly js: readonly JsResponse[];
  readonly blocked: readonly string[];
  readonly fcpMs: number | null;
  /** Main-thread script execution (DevTools `ScriptDuration`). */
  readonly scriptMs: number;
  readonly heapBytes: number;
  /** Where the time went before the first paint (throttled loads only: see firstPaintTrace.ts). */
  readonly trace: FirstPaintTrace | null;
}

export interface ConnectSample {
  /** From navigation start until a click on "Connect Wallet" has opened the dialog; null: it never did. */
  readonly connectMs: number | null;
  /** From navigation start until RainbowKit's own dialog was open (for the baseline: the same moment). */
  readonly rainbowKitMs: number | null;
  /** When a clickable "Connect Wallet" first appeared. */
  readonly buttonMs: number | null;
  /** All JavaScript by the time the network is quiet after the dialog opened. */
  readonly js: readonly JsResponse[];
  readonly blocked: readonly string[];
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

export async function measureLoad(url: string, condition: Condition): Promise<LoadSample> {
  return withPage(url, condition, false, async ({ browser, cdp, page, network }) => {
    const tracing = condition.cpuSlowdown > 1;
    if (tracing) await browser.startTracing(page, { categories: traceCategories.split(',') });
    await page.goto(url, { waitUntil: 'load', timeout: condition.timeoutMs });
    // A page drawn by its script (the stock app) may paint after its load event: the trace must reach the paint.
    if (tracing)
      await page
        .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
          timeout: condition.timeoutMs,
        })
        .catch(() => undefined);
    const trace = tracing ? analyzeTrace((await browser.stopTracing()).toString('utf8')) : null;
    await network.quiet(quietMs(condition), condition.timeoutMs);
    const fcpMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      js: network.js(),
      blocked: network.blocked,
      fcpMs,
      scriptMs: metric('ScriptDuration') * 1000,
      heapBytes: metric('JSHeapUsedSize'),
      trace,
    };
  });
}

export async function measureConnect(url: string, condition: Condition): Promise<ConnectSample> {
  return withPage(url, condition, true, async ({ page, network }) => {
    // The probe says when the dialog is open. Polling it with `page.evaluate` instead made Playwright evaluate
    // its own script in the page right after the navigation: 45–112 ms of main-thread work at 4× CPU in four
    // traces, between the first paint and the first contentful paint, in the very interval timed (both apps).
    const opened = page
      .waitForEvent('console', {
        predicate: (message) => message.text() === PROBE_DIALOG_OPEN,
        timeout: condition.timeoutMs,
      })
      .catch(() => undefined);
    await page.goto(url, { waitUntil: 'commit', timeout: condition.timeoutMs });
    type Probe = { visibleAt: number | null; dialogAt: number | null; rainbowKitAt: number | null };
    const read = () => page.evaluate(() => (window as unknown as { __benchProbe: Probe }).__benchProbe);
    // Until a connect dialog is on screen: the page's own wallet list (Portico; RainbowKit's dialog no longer
    // replaces it, so `rainbowKitAt` stays null there) or RainbowKit's (the stock app).
    await opened;
    await network.quiet(quietMs(condition), condition.timeoutMs);
    const probe = await read();
    return {
      connectMs: probe.dialogAt,
      rainbowKitMs: probe.rainbowKitAt,
      buttonMs: probe.visibleAt,
      js: network.js(),
      blocked: network.blocked,
    };
  });
}

/** How long the network must stay idle before a page counts as settled. */
function quietMs(condition: Condition): number {
  return condition.cpuSlowdown > 1 ? 3000 : 1500;
}

interface PageTools {
  readonly browser: Browser;
  readonly page: Awaited<ReturnType<Browser['newPage']>>;
  readonly cdp: CDPSession;
  readonly network: NetworkLog;
}

async function withPage<T>(
  url: string,
  condition: Condition,
  probe: boolean,
  body: (tools: PageTools) => Promise<T>,
): Promise<T> {
  // A new browser per run: fresh profile, cold HTTP and code caches, no warm JIT.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext(contextOptions(condition));
    const blocked: string[] = [];
    const origin = new URL(url).origin;
    await context.route('**/*', (route) => {
      const target = new URL(route.request().url());
      if (loopback.has(target.hostname)) return route.continue();
      blocked.push(target.host || target.protocol);
      return route.abort('blockedbyclient');
    });
    await context.routeWebSocket(/.*/, (socket) => {
      const target = new URL(socket.url());
      if (loopback.has(target.hostname)) return socket.connectToServer();
      blocked.push(target.host);
      return socket.close();
    });
    if (probe) await context.addInitScript(probeSource());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = await NetworkLog.attach(cdp, origin, blocked);
    await cdp.send('Performance.enable');
    await throttle(cdp, condition);
    return await body({ browser, page, cdp, network });
  } finally {
    await browser.close();
  }
}

interface RequestState {
  url: string;
  script: boolean;
  raw: number;
  wire: number;
  done: boolean;
}

/** Requests as DevTools sees them: decoded and encoded lengths per request, and how many are in flight. */
class NetworkLog {
  readonly blocked: string[];
  private readonly requests = new Map<string, RequestState>();
  private readonly origin: string;
  private lastActivity = Date.now();

  private constructor(origin: string, blocked: string[]) {
    this.origin = origin;
    this.blocked = blocked;
  }

  static async attach(cdp: CDPSession, origin: string, blocked: string[]): Promise<NetworkLog> {
    const log = new NetworkLog(origin, blocked);
    cdp.on('Network.requestWillBeSent', (event) => {
      log.lastActivity = Date.now();
      if (!log.requests.has(event.requestId)) {
        log.requests.set(event.requestId, {
          url: event.request.url,
          script: event.type === 'Script',
          raw: 0,
          wire: 0,
          done: false,
        });
      }
    });
    cdp.on('Network.responseReceived', (event) => {
      const state = log.requests.get(event.requestId);
      if (state) state.script ||= event.type === 'Script' || /javascript/.test(event.response.mimeType);
    });
    cdp.on('Network.dataReceived', (event) => {
      log.lastActivity = Date.now();
      const state = log.requests.get(event.requestId);
      if (state) state.raw += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      log.lastActivity = Date.now();
      const state = log.requests.get(event.requestId);
      if (state) {
        state.wire = event.encodedDataLength;
        state.done = true;
      }
    });
    cdp.on('Network.loadingFailed', (event) => {
      log.lastActivity = Date.now();
      const state = log.requests.get(event.requestId);
      if (state) state.done = true;
    });
    await cdp.send('Network.enable');
    return log;
  }

  /** Resolves once nothing is in flight and nothing happened for `quietMs`, or at `timeoutMs`. */
  async quiet(quietMs: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const inFlight = [...this.requests.values()].some((r) => !r.done);
      if (!inFlight && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Finished same-origin JavaScript responses. */
  js(): JsResponse[] {
    return [...this.requests.values()]
      .filter((r) => r.script && r.done && r.wire > 0 && r.url.startsWith(this.origin))
      .map((r) => ({ url: r.url, wireBytes: r.wire, rawBytes: r.raw }));
  }
}
