// Where a test's seconds go: the fixtures note what they spend time on (page loads, island start-ups, connects
// through the UI, chain work, Safe host work) as spans, and every test carries its spans as a JSON attachment
// (`harness spans`). `npm run bench:e2e` (bench/e2e.ts) reads them from Playwright's JSON report and adds them up
// per spec file and per kind. Cheap enough to stay on in every run: a clock read around calls the test makes anyway,
// one binding per context and one MutationObserver per document until its island has started.
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

/**
 * What a span was spent on. When spans overlap, the time goes to the first kind of this list that is open
 * (`SPAN_KINDS`): a page load inside `wallet.openConnected` counts as the page load, the island's start-up after
 * the load event as the island, the clicks and waits after it as the connect.
 */
export type SpanKind = 'chain' | 'pageLoad' | 'island' | 'connect' | 'safe' | 'setup';
export const SPAN_KINDS: readonly SpanKind[] = ['chain', 'pageLoad', 'island', 'connect', 'safe', 'setup'];

/** Start and end in milliseconds since the epoch (the clock the JSON report's `startTime` uses). */
export type Span = { kind: SpanKind; start: number; end: number; what?: string };

/** The attachment's name; bench/e2e.ts looks for it. */
export const SPANS_ATTACHMENT = 'harness spans';

/** The binding the island probe calls: a function on `window` of the test browser's pages only. */
const ISLAND_BINDING = '__porticoHarnessIslandStarted';

export class SpanRecorder {
  readonly spans: Span[] = [];

  /** Runs `body`, noting its wall time as a span of `kind`, whether it resolves or throws. */
  async time<T>(kind: SpanKind, what: string, body: () => Promise<T>): Promise<T> {
    const start = Date.now();
    try {
      return await body();
    } finally {
      this.spans.push({ kind, what, start, end: Date.now() });
    }
  }

  /**
   * Wraps every method of `target` that returns a promise in a span of `kind` (named after the method); other
   * members pass through. For fixtures whose every call is work of one kind (the chain client, the Safe fixture).
   */
  wrapCalls<T extends object>(kind: SpanKind, target: T): T {
    return new Proxy(target, {
      get: (object, key, receiver) => {
        const value = Reflect.get(object, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const start = Date.now();
          const result = Reflect.apply(value, object, args);
          if (!(result instanceof Promise)) return result;
          const end = () => this.spans.push({ kind, what: String(key), start, end: Date.now() });
          return result.finally(end);
        };
      },
    });
  }

  /**
   * Notes the test's page loads (`goto`, `reload`, `goBack`, `goForward`: until their `load` event, or what the
   * test asked for) and each document's island start-up (from the navigation's start until the header's
   * `connection-status` leaves `data-status="loading"`), in every page of `context`.
   */
  async watch(context: BrowserContext): Promise<void> {
    const wrapPage = (page: Page) => {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [method]: (...args: unknown[]) =>
            this.time('pageLoad', method === 'goto' ? String(args[0]) : method, () => original(...args)),
        });
      }
    };
    context.pages().forEach(wrapPage);
    context.on('page', wrapPage);
    await context.exposeBinding(ISLAND_BINDING, ({ frame }, start: number, end: number) => {
      this.spans.push({ kind: 'island', what: frame.url(), start, end });
    });
    await context.addInitScript(islandProbe, ISLAND_BINDING);
  }

  /** Adds the spans to the test's report as JSON (bench/e2e.ts reads them). */
  async attach(testInfo: TestInfo): Promise<void> {
    await testInfo.attach(SPANS_ATTACHMENT, {
      body: JSON.stringify(this.spans),
      contentType: 'application/json',
    });
  }
}

/**
 * In every document: once the header's status leaves "loading" (the island has drawn its own), tells the binding
 * when the navigation began and when that happened, then stops watching. A document without the header (the Safe
 * host's page, a blank page) stops at DOMContentLoaded.
 */
function islandProbe(binding: string): void {
  const report = (window as unknown as Record<string, unknown>)[binding];
  if (typeof report !== 'function') return;
  const started = () => {
    const status = document.querySelector('[data-testid="connection-status"]');
    return status !== null && status.getAttribute('data-status') !== 'loading';
  };
  const observer = new MutationObserver(() => {
    if (!started()) return;
    observer.disconnect();
    report(Math.round(performance.timeOrigin), Math.round(performance.timeOrigin + performance.now()));
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-status'],
  });
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.querySelector('[data-testid="connection-status"]')) observer.disconnect();
  });
}
