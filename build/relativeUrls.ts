import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Rewrites root-absolute URLs in the built HTML (`/_astro/…`, `/logo.svg`, `/`) into page-relative
 * ones, so the same `dist/` works from a domain root, an IPFS gateway path (`/ipfs/<cid>/`) or a
 * project-pages sub-path. Chunks already import each other relatively (`renderBuiltUrl` in the config).
 * Only attribute values change; inline scripts keep their CSP hashes.
 */
export function relativeUrls(): AstroIntegration {
  return {
    name: 'portico:relative-urls',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of await htmlFiles(root)) {
          const depth = relative(root, file).split(sep).length - 1;
          const prefix = depth === 0 ? './' : '../'.repeat(depth);
          const html = await readFile(file, 'utf8');
          await writeFile(file, toRelative(html, prefix));
        }
      },
    },
  };
}

export function toRelative(html: string, prefix: string): string {
  return html.replace(
    /\b(src|href|component-url|renderer-url|before-hydration-url)="\/(?!\/)([^"]*)"/g,
    (_match, attribute: string, path: string) => `${attribute}="${prefix}${path}"`,
  );
}

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? htmlFiles(join(dir, entry.name))
        : entry.name.endsWith('.html')
          ? [join(dir, entry.name)]
          : [],
    ),
  );
  return nested.flat();
}
