import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ProbeServer = { origin: string; url: (allowed?: string) => string; stop: () => Promise<void> };

/** Bundles probeApp.ts into a temp dir (never committed) and serves it on its own loopback origin. */
export async function startProbeServer(): Promise<ProbeServer> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-probe-'));
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(dirname(fileURLToPath(import.meta.url)), 'probeApp.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    outfile: join(dir, 'probe.js'),
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const js = await readFile(join(dir, 'probe.js'));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://probe').pathname;
    if (path === '/probe.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(js);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><meta charset="utf-8"><title>probe</title><body><script type="module" src="/probe.js"></script>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (allowed) => `${origin}/probe${allowed ? `?allowed=${encodeURIComponent(allowed)}` : ''}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
