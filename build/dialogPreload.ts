import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './relativeUrls.ts';
import { withoutWalletConnectModal } from './withoutWalletConnectModal.ts';

/**
 * Writes the wallet dialog's chunks (RainbowLayer and everything it statically imports) into the static
 * "Connect Wallet" button's `data-portico-connect` attribute. The page's small inline script turns them
 * into `modulepreload` links the moment a visitor reaches for the button, so the dialog downloads in
 * parallel with the island instead of after it, and nobody who never reaches for it pays for it.
 */
export function dialogPreload(entryPrefix = 'RainbowLayer.'): AstroIntegration {
  return {
    name: 'portico:dialog-preload',
    hooks: {
      // The dialog is the site's one picker: WalletConnect's own modal, which nothing opens, is not built either.
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [withoutWalletConnectModal()] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const assets = join(root, '_astro');
        const entry = (await readdir(assets)).find(
          (name) => name.startsWith(entryPrefix) && name.endsWith('.js'),
        );
        if (!entry)
          return logger.warn(`No ${entryPrefix}*.js chunk found; the dialog will load after the island.`);
        const chunks = await staticClosure(assets, entry);
        for (const file of await htmlFiles(root)) {
          const depth = relative(root, file).split(sep).length - 1;
          const prefix = depth === 0 ? './' : '../'.repeat(depth);
          const list = chunks.map((chunk) => `${prefix}_astro/${chunk}`).join(' ');
          const html = await readFile(file, 'utf8');
          await writeFile(
            file,
            // Only the attribute on the element: the inline script's own `[data-portico-connect]` selector must
            // stay byte for byte, or its CSP hash no longer matches and the browser refuses to run it.
            html.replace(
              /(\s)data-portico-connect(?:="[^"]*")?(?=[\s>/])/g,
              `$1data-portico-connect="${list}"`,
            ),
          );
        }
      },
    },
  };
}

async function staticClosure(assets: string, entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (name: string): Promise<void> => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = await readFile(join(assets, name), 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      const target = match[1];
      if (target) await visit(posix.normalize(posix.join(dirname(name), target)));
    }
  };
  await visit(entry);
  return [...seen];
}
