import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Where the dialog's wallet icons are served from, below the site's base. */
export const WALLET_ICON_DIR = 'wallet-icons';

export interface IconFile {
  /** File name below `WALLET_ICON_DIR`: the content's hash, so it can be cached for good. */
  readonly name: string;
  readonly type: string;
  readonly body: Buffer;
}

const extensions: Readonly<Record<string, string>> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

/**
 * RainbowKit's definitions carry each wallet's icon as a `data:` URL (some are tens of kilobytes). Inline in every
 * page, every visitor would download every icon with every page; as files they are fetched only when the dialog
 * shows them, and cached. Null for anything that is not an image `data:` URL of a known type.
 */
export function iconFile(icon: string): IconFile | null {
  const match = /^data:(image\/[a-z+]+)(;base64)?,(.*)$/s.exec(icon);
  if (!match) return null;
  const [, type = '', base64, data = ''] = match;
  const extension = extensions[type];
  if (!extension) return null;
  const body = base64 ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'utf8');
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { name: `${hash}.${extension}`, type, body };
}

/**
 * Astro integration: writes the icons `icons()` lists into `dist/wallet-icons/` after the build, and serves them in
 * `astro dev`. The page (`src/connect/QuickConnect.astro`) names the same files from the same definitions.
 */
export function walletIcons(icons: () => Promise<readonly string[]>): AstroIntegration {
  const files = async () => {
    const byName = new Map<string, IconFile>();
    for (const icon of await icons()) {
      const file = iconFile(icon);
      if (file) byName.set(file.name, file);
    }
    return byName;
  };
  return {
    name: 'portico:wallet-icons',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const byName = await files();
        server.middlewares.use((request, response, next) => {
          const name = request.url?.split('?')[0]?.split(`/${WALLET_ICON_DIR}/`)[1];
          const file = name ? byName.get(name) : undefined;
          if (!file) return next();
          response.setHeader('Content-Type', file.type);
          response.end(file.body);
        });
      },
      'astro:build:done': async ({ dir }) => {
        const target = join(fileURLToPath(dir), WALLET_ICON_DIR);
        await mkdir(target, { recursive: true });
        for (const file of (await files()).values()) await writeFile(join(target, file.name), file.body);
      },
    },
  };
}
