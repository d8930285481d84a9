import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RpcFault } from './faults.ts';

export type { RpcFault } from './faults.ts';

/**
 * The test build's RPC endpoints (`/__harness/rpc/<n>`), relayed to the chain. Each endpoint can be given a
 * fault (./faults.ts), so tests see what a visitor would see when a real RPC misbehaves.
 */
export interface RpcRelay {
  handle(index: number, req: IncomingMessage, res: ServerResponse): Promise<void>;
  setFault(index: number, fault: RpcFault): void;
  /** Requests seen per endpoint, for assertions such as "the fallback served it". */
  readonly hits: number[];
  /** Every request since the last reset, in order of arrival, with how it ended (see {@link RelayedRequest}). */
  readonly log: readonly RelayedRequest[];
  reset(): void;
}

/**
 * One request the relay saw: to which endpoint, which JSON-RPC method(s), which fault it met, and how it ended,
 * so a test can wait for the read it is about to have been answered, and check the order of events (the
 * primary's request given up by the page before the fallback was asked) without a clock.
 */
export type RelayedRequest = {
  /** Order of arrival, from 1 (since the last reset). */
  seq: number;
  endpoint: number;
  /** The JSON-RPC method, or the methods of a batch (empty until its body has been read). */
  methods: readonly string[];
  fault: RpcFault['kind'];
  /** ms (performance.now()) when it arrived. */
  at: number;
  /**
   * `open` until it ends: `answered` (a body was sent, fault or not: `status` is its HTTP status), `refused` (the
   * connection was closed without an answer), or `abandoned` (the page closed the connection before an answer,
   * as a timed-out attempt does).
   */
  outcome: 'open' | 'answered' | 'refused' | 'abandoned';
  status?: number;
  /** ms (performance.now()) when it ended, and the `seq` the relay's log had reached then (its place in order). */
  endedAt?: number;
  endedAfter?: number;
};

export function createRpcRelay(upstreams: readonly string[]): RpcRelay {
  const faults = new Map<number, RpcFault>();
  const hits = upstreams.map(() => 0);
  const hanging = new Set<ServerResponse>();
  const log: RelayedRequest[] = [];
  // Entries of an earlier test (before reset) must not be written into this test's log.
  let generation = 0;
  let seq = 0;
  return {
    hits,
    log,
    setFault: (index, fault) => faults.set(index, fault),
    reset() {
      generation += 1;
      faults.clear();
      hits.fill(0);
      log.length = 0;
      seq = 0;
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    async handle(index, req, res) {
      const upstream = upstreams[index];
      if (!upstream) return void res.writeHead(404).end();
      hits[index] = (hits[index] ?? 0) + 1;
      const arrived = performance.now();
      // Numbered as it arrives, before its body is read: the log's order is the order the page asked in.
      const arrival = ++seq;
      const mine = generation;
      // Where the log had reached when the page closed its side. Seen on the socket at once: the response's own
      // 'close' comes a turn of the event loop later, after a request the page sent next may have been numbered.
      let goneAfter: number | undefined;
      const onGone = () => {
        goneAfter ??= seq;
      };
      req.socket.once('end', onGone);
      req.socket.once('error', onGone);
      const fault = takeFault(faults, index);
      const entry: RelayedRequest = {
        seq: arrival,
        endpoint: index,
        methods: [],
        fault: fault.kind,
        at: arrived,
        outcome: 'open',
      };
      log.push(entry);
      const body = await readBody(req);
      entry.methods = requestMethods(body);
      const end = (outcome: RelayedRequest['outcome'], status?: number) => {
        req.socket.off('end', onGone);
        req.socket.off('error', onGone);
        if (entry.outcome !== 'open' || mine !== generation) return;
        entry.outcome = outcome;
        if (status !== undefined) entry.status = status;
        entry.endedAt = performance.now();
        entry.endedAfter = outcome === 'abandoned' ? (goneAfter ?? seq) : seq;
      };
      res.on('finish', () => end('answered', res.statusCode));
      res.on('close', () => end(fault.kind === 'refuse' ? 'refused' : 'abandoned'));
      switch (fault.kind) {
        case 'refuse':
          end('refused');
          return void req.socket.destroy();
        case 'hang':
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
        case 'status': {
          const headers: Record<string, string> = { 'content-type': 'text/plain' };
          if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
          return void res.writeHead(fault.status, headers).end(`harness fault ${fault.status}`);
        }
        case 'rpc-error':
          return void res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              jsonrpc: '2.0',
              id: requestId(body),
              error: { code: fault.code, message: fault.message ?? `harness fault ${fault.code}` },
            }),
          );
        case 'invalid-json':
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json</html>');
        case 'chain-id': {
          const method = requestMethod(body);
          if (method === 'eth_chainId' || method === 'net_version') {
            const result =
              method === 'eth_chainId' ? `0x${fault.chainId.toString(16)}` : String(fault.chainId);
            return void res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ jsonrpc: '2.0', id: requestId(body), result }));
          }
          break;
        }
        case 'delay':
          await new Promise((resolve) => setTimeout(resolve, fault.ms));
          break;
        default:
          break;
      }
      const answer = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      let text = await answer.text();
      if (fault.kind === 'wrong-id')
        text = text.replace(/"id":\s*(\d+)/g, (_m, id) => `"id":${Number(id) + 1000}`);
      if (fault.kind === 'truncated') text = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    },
  };
}

/** The fault for this request; a fault limited to `times` requests counts down and then heals. */
export function takeFault(faults: Map<number, RpcFault>, index: number): RpcFault {
  const fault = faults.get(index);
  if (!fault) return { kind: 'none' };
  if (fault.times !== undefined) {
    if (fault.times <= 1) faults.delete(index);
    else faults.set(index, { ...fault, times: fault.times - 1 });
  }
  return fault;
}

function requestId(body: string): unknown {
  try {
    const parsed = JSON.parse(body) as { id?: unknown } | Array<{ id?: unknown }>;
    return Array.isArray(parsed) ? (parsed[0]?.id ?? null) : (parsed.id ?? null);
  } catch {
    return null;
  }
}

function requestMethods(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { method?: unknown } | Array<{ method?: unknown }>;
    return (Array.isArray(parsed) ? parsed : [parsed]).map((item) => String(item?.method));
  } catch {
    return [];
  }
}

function requestMethod(body: string): unknown {
  try {
    const parsed = JSON.parse(body) as { method?: unknown } | Array<{ method?: unknown }>;
    return Array.isArray(parsed) ? parsed[0]?.method : parsed.method;
  } catch {
    return undefined;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}
