/**
 * Where the time goes before the first paint: a Chromium performance trace of one page load (the
 * `devtools.timeline` and `loading` categories, as DevTools' Performance panel records them), cut at first
 * contentful paint. The renderer main thread's work is split by self time into parse, script, style, layout,
 * paint and other; what is left of the interval is the main thread idle, waiting on the network. The requests
 * the page started before the paint are listed with when they started and finished.
 */

/** One Trace Event Format record (only the fields read here). */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: Record<string, unknown>;
    readonly frame?: string;
  };
}

export type Phase = 'parse' | 'script' | 'style' | 'layout' | 'paint' | 'other';
export const phases: readonly Phase[] = ['parse', 'script', 'style', 'layout', 'paint', 'other'];

export interface TraceRequest {
  readonly url: string;
  /** ms after navigation start. */
  readonly startMs: number;
  /** ms after navigation start; null: still in flight at the first paint. */
  readonly endMs: number | null;
}

export interface FirstPaintTrace {
  /** First contentful paint, ms after navigation start (the trace's own clock). */
  readonly fcpMs: number;
  /** Main-thread self time per phase before the first paint, ms. */
  readonly mainThreadMs: Record<Phase, number>;
  /** The rest of the interval: the main thread had nothing to do, the page was waiting on the network. */
  readonly networkWaitMs: number;
  /** Requests sent before the first paint (the document included). */
  readonly requests: readonly TraceRequest[];
}

export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
].join(',');

function phaseOf(name: string): Phase {
  if (name === 'ParseHTML') return 'parse';
  if (name === 'ParseAuthorStyleSheet' || name === 'UpdateLayoutTree' || name === 'RecalculateStyles')
    return 'style';
  if (name === 'Layout') return 'layout';
  if (
    ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'PaintImage'].includes(name)
  )
    return 'paint';
  if (
    /^(v8\.|V8\.)/.test(name) ||
    [
      'EvaluateScript',
      'FunctionCall',
      'TimerFire',
      'EventDispatch',
      'RunMicrotasks',
      'FireAnimationFrame',
    ].includes(name)
  )
    return 'script';
  return 'other';
}

/** The first paint's trace from the raw JSON Chromium wrote (`{ traceEvents: [...] }` or an array). */
export function analyzeTrace(json: string): FirstPaintTrace | null {
  const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const { pid, tid } = fcp;
  // The clock starts when the document was requested: the renderer's own navigationStart is stamped only when
  // the response commits, after the network time the trace is here to show.
  const documentRequest = events
    .filter((e) => e.name === 'ResourceSendRequest' && /^https?:/.test(String(e.args?.data?.url ?? '')))
    .sort((a, b) => a.ts - b.ts)[0];
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === pid && e.ts <= fcp.ts)
    .sort((a, b) => b.ts - a.ts)[0];
  const start = Math.min(documentRequest?.ts ?? fcp.ts, navigation?.ts ?? fcp.ts);
  const end = fcp.ts;
  const ms = (us: number) => us / 1000;

  // Self time of each complete event on the main thread, clipped to [start, end].
  const slices = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .map((e) => ({ name: e.name, from: e.ts, to: e.ts + (e.dur ?? 0) }))
    .filter((s) => s.to > start && s.from < end)
    .sort((a, b) => a.from - b.from || b.to - a.to);
  const mainThreadMs = Object.fromEntries(phases.map((p) => [p, 0])) as Record<Phase, number>;
  let busy = 0;
  const stack: { name: string; from: number; to: number; cursor: number }[] = [];
  const credit = (name: string, from: number, to: number) => {
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (b > a) mainThreadMs[phaseOf(name)] += ms(b - a);
  };
  const closeUntil = (t: number) => {
    while (stack.length > 0 && (stack.at(-1)?.to ?? 0) <= t) {
      const top = stack.pop();
      if (!top) break;
      credit(top.name, top.cursor, top.to);
      const parent = stack.at(-1);
      if (parent) parent.cursor = top.to;
    }
  };
  for (const slice of slices) {
    closeUntil(slice.from);
    const parent = stack.at(-1);
    if (parent) {
      credit(parent.name, parent.cursor, slice.from);
      parent.cursor = Math.min(slice.to, parent.to);
    } else {
      busy += ms(Math.max(0, Math.min(slice.to, end) - Math.max(slice.from, start)));
    }
    stack.push({ ...slice, to: parent ? Math.min(slice.to, parent.to) : slice.to, cursor: slice.from });
  }
  closeUntil(Number.POSITIVE_INFINITY);

  const sent = new Map<string, { url: string; from: number; to: number | null }>();
  for (const e of events) {
    const data = e.args?.data as { requestId?: string; url?: string } | undefined;
    if (!data?.requestId) continue;
    // data: URLs (inline icons) are no network requests.
    if (
      e.name === 'ResourceSendRequest' &&
      e.ts <= end &&
      data.url &&
      !data.url.startsWith('data:') &&
      !sent.has(data.requestId)
    )
      sent.set(data.requestId, { url: data.url, from: e.ts, to: null });
    if (e.name === 'ResourceFinish') {
      const request = sent.get(data.requestId);
      if (request && e.ts <= end) request.to = e.ts;
    }
  }
  return {
    fcpMs: ms(end - start),
    mainThreadMs,
    networkWaitMs: Math.max(0, ms(end - start) - busy),
    requests: [...sent.values()]
      .sort((a, b) => a.from - b.from)
      .map((r) => ({
        url: r.url,
        startMs: ms(r.from - start),
        endMs: r.to === null ? null : ms(r.to - start),
      })),
  };
}

/** Readable lines: the phases, then the requests made before the paint. */
export function formatTrace(label: string, trace: FirstPaintTrace): string {
  const parts = [
    `network wait ${Math.round(trace.networkWaitMs)} ms`,
    ...phases.map((p) => `${p} ${Math.round(trace.mainThreadMs[p])} ms`),
  ];
  const requests = trace.requests.map(
    (r) =>
      `    ${String(Math.round(r.startMs)).padStart(6)} → ${r.endMs === null ? '   (open)' : `${String(Math.round(r.endMs)).padStart(6)} ms`}  ${shortUrl(r.url)}`,
  );
  return `  ${label}: first contentful paint at ${Math.round(trace.fcpMs)} ms = ${parts.join(', ')}\n  requests before the paint:\n${requests.join('\n')}`;
}

function shortUrl(url: string): string {
  try {
    const { pathname } = new URL(url);
    return pathname === '/' ? '/ (the HTML)' : pathname.split('/').pop() || pathname;
  } catch {
    return url;
  }
}
