import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ProbeServer = { origin: string; url: (allowed?: string) => string; stop: () => Promise<void> };

/** probeApp.ts bundled in memory (never written), once per process. */
let bundle: Promise<Uint8Array> | undefined;
function probeBundle(): Promise<Uint8Array> {
  bundle ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [join(dirname(fileURLToPath(import.meta.url)), 'probeApp.ts')],
      bundle: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const file = result.outputFiles[0];
    if (!file) throw new Error('esbuild wrote no probe bundle');
    return file.contents;
  });
  return bundle;
}

/** Serves the probe app on its own loopback origin. */
export async function startProbeServer(): Promise<ProbeServer> {
  const js = await probeBundle();
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
    },
  };
}
