import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRpcRelay, type RpcRelay } from '../rpc/relay.ts';
import { type HeaderRule, headersFor, parseHeadersFile } from './headersFile.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface ServeSiteOptions {
  /** The built site (`dist/`). */
  readonly root: string;
  /** Serve under a sub-path such as `/ipfs/<cid>/`; default `/`. */
  readonly basePath?: string;
  /** Chain RPC URLs behind `/__harness/rpc/<n>` (test builds only). */
  readonly rpcUpstreams?: readonly string[];
  /** gzip text responses when the browser asks, as a CDN would. Default true. */
  readonly compress?: boolean;
  /** Host name in the returned URL; `localhost` and `127.0.0.1` are different sites to the browser. */
  readonly hostname?: string;
  /**
   * Header names (any case) that `_headers` sets but this server leaves out: for measuring what one header costs
   * (the benchmark's Lighthouse runs without `Cross-Origin-Opener-Policy`). Default none.
   */
  readonly omitHeaders?: readonly string[];
}

export interface SiteServer {
  /** The site's URL, ending in the base path. */
  readonly url: string;
  readonly origin: string;
  /** The folder served. */
  readonly root: string;
  readonly rpc: RpcRelay;
  /** Where the relay listens, when it is not the site's own origin (an app served by its own server). */
  readonly relayOrigin?: string;
  stop(): Promise<void>;
}

/**
 * Serves a built site as a static host would: files, `index.html` for folders, `404.html` for misses,
 * and the rules of `_headers`; test builds also get the RPC relay under `/__harness/rpc/<n>` (its faults are
 * set in-process, through the returned `rpc`).
 */
export async function serveSite(options: ServeSiteOptions): Promise<SiteServer> {
  const basePath = (options.basePath ?? '/').replace(/\/?$/, '/');
  const rules = await loadRules(options.root);
  const rpc = createRpcRelay(options.rpcUpstreams ?? []);
  const compress = options.compress ?? true;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://harness.invalid');
    const rpcMatch =
      /^\/__harness\/rpc\/(\d+)$/.exec(url.pathname) ?? /\/__harness\/rpc\/(\d+)$/.exec(url.pathname);
    if (rpcMatch && req.method === 'POST') return rpc.handle(Number(rpcMatch[1]), req, res);
    if (!url.pathname.startsWith(basePath)) return notFound(res, req);
    const path = `/${url.pathname.slice(basePath.length)}`;
    const file = await resolveFile(options.root, path);
    if (!file) return notFound(res, req);
    const headers = headersFor(rules, path === '/' ? '/index.html' : path);
    send(req, res, 200, file, headers);
  }

  async function notFound(res: ServerResponse, req: IncomingMessage): Promise<void> {
    const file = await resolveFile(options.root, '/404.html');
    if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    send(req, res, 404, file, headersFor(rules, '/404.html'));
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    file: LoadedFile,
    headers: Map<string, string>,
  ) {
    const omitted = new Set((options.omitHeaders ?? []).map((name) => name.toLowerCase()));
    const out: Record<string, string> = Object.fromEntries(
      [...headers].filter(([name]) => !omitted.has(name.toLowerCase())),
    );
    out['content-type'] = types[extname(file.path)] ?? 'application/octet-stream';
    // What `_headers` says, as the real host does; anything it leaves out is revalidated.
    if (![...headers.keys()].some((name) => name.toLowerCase() === 'cache-control'))
      out['cache-control'] = 'no-cache';
    let body = file.body;
    const textual = /^(text|application\/json|image\/svg)/.test(out['content-type']);
    if (compress && textual && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      file.gzipped ??= gzipSync(body);
      body = file.gzipped;
      out['content-encoding'] = 'gzip';
      out.vary = 'Accept-Encoding';
    }
    out['content-length'] = String(body.length);
    res.writeHead(status, out).end(req.method === 'HEAD' ? undefined : body);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.hostname ?? '127.0.0.1'}:${port}`;
  // An in-process server: it ends with the test process, so it needs no entry in the process registry.
  const stop = () =>
    new Promise<void>((resolve) => {
      rpc.reset();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `${origin}${basePath}`, origin, root: options.root, rpc, stop };
}

interface LoadedFile {
  readonly path: string;
  readonly body: Buffer;
  /** The body gzipped, made on the first request that asks for it. */
  gzipped?: Buffer;
  /** What the file was when read: a rebuilt or rewritten file is read again. */
  readonly version: string;
}

// Every page load asks for the same few hundred kilobytes of modules; reading and gzipping them again for each
// request cost the test process about 0.1 s of CPU per test. Kept per process, keyed by path and checked against
// the file's size and modification time, so a test that rewrites a file is served the new one.
const loaded = new Map<string, LoadedFile>();

async function resolveFile(root: string, path: string): Promise<LoadedFile | undefined> {
  const safe = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  const candidates = safe.endsWith('/')
    ? [join(safe, 'index.html')]
    : [safe, `${safe}.html`, join(safe, 'index.html')];
  for (const candidate of candidates) {
    const full = join(root, candidate);
    if (!full.startsWith(normalize(root + sep)) && full !== normalize(root)) continue;
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) continue;
    const version = `${info.size}:${info.mtimeMs}`;
    const known = loaded.get(full);
    if (known?.version === version) return known;
    const file: LoadedFile = { path: full, body: await readFile(full), version };
    loaded.set(full, file);
    return file;
  }
  return undefined;
}

async function loadRules(root: string): Promise<HeaderRule[]> {
  const raw = await readFile(join(root, '_headers'), 'utf8').catch(() => '');
  return parseHeadersFile(raw);
}
