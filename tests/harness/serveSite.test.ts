import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { serveSite } from '../../harness/site/serveSite.ts';

// The site server keeps what it read and gzipped; a file rewritten on disk must still be served as it now is.
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

test('a rewritten file is served new, plain and gzipped', async () => {
  const root = await mkdtemp(join(tmpdir(), 'portico-serve-'));
  const server = await serveSite({ root });
  cleanup = async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  };
  const file = join(root, 'app.js');
  /** The body as the server sent it (node:http does not unzip), unzipped here when it says gzip. */
  const read = (gzip: boolean) =>
    new Promise<string>((resolve, reject) => {
      const headers = { 'accept-encoding': gzip ? 'gzip' : 'identity' };
      get(`${server.url}app.js`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const zipped = response.headers['content-encoding'] === 'gzip';
          expect(zipped).toBe(gzip);
          resolve((zipped ? gunzipSync(body) : body).toString());
        });
      }).on('error', reject);
    });

  await writeFile(file, 'first();');
  expect(await read(true)).toBe('first();');
  expect(await read(false)).toBe('first();');

  // Same size, later modification time: only the time tells the two versions apart.
  await writeFile(file, 'again();');
  const later = new Date(Date.now() + 5_000);
  await utimes(file, later, later);
  expect(await read(true)).toBe('again();');
  expect(await read(false)).toBe('again();');
});

test('_headers is followed, and a header named in omitHeaders is left out (and only that one)', async () => {
  const root = await mkdtemp(join(tmpdir(), 'portico-serve-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>t</title>');
  await writeFile(
    join(root, '_headers'),
    '/*\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n  X-Content-Type-Options: nosniff\n',
  );
  const full = await serveSite({ root });
  const without = await serveSite({ root, omitHeaders: ['cross-origin-opener-policy'] });
  cleanup = async () => {
    await Promise.all([full.stop(), without.stop()]);
    await rm(root, { recursive: true, force: true });
  };
  const a = await fetch(full.url);
  const b = await fetch(without.url);
  expect(a.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  expect(b.headers.get('cross-origin-opener-policy')).toBeNull();
  expect(a.headers.get('x-content-type-options')).toBe('nosniff');
  expect(b.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await b.text()).toBe(await a.text());
});
