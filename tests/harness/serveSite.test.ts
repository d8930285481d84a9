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
