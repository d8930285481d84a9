import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Test and playground builds only: adds loopback host origins to `frame-ancestors` in a built `_headers`,
 * so the mock Safe{Wallet} host (and, in tests, a deliberately foreign host) may frame the site.
 * Production's list comes from `safe.allowedOrigins` through `portico config` and is never touched.
 */
export async function allowFraming(dist: string, origins: readonly string[]): Promise<void> {
  const file = join(dist, '_headers');
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text.replace(
      /^(\s+Content-Security-Policy:.*)frame-ancestors ([^\n]*)/m,
      (_m, before: string, list: string) => {
        const missing = origins.filter((origin) => !list.split(' ').includes(origin));
        return `${before}frame-ancestors ${[list, ...missing].join(' ')}`;
      },
    ),
  );
}
