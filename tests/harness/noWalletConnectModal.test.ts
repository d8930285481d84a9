import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { walletConnectBuild } from '../../harness/environment.ts';
import { productionBuild } from '../../harness/site/buildCache.ts';

// The page's own dialog is the site's one wallet picker, and it draws a WalletConnect wallet's code itself
// (src/connect/qrPanel.ts): WalletConnect's own QR modal (Reown AppKit's `<w3m-modal>`, or the older
// `@walletconnect/modal`'s `<wcm-modal>`) can never open, so none of its code may be built and shipped.

/** Marks only the modal's code carries: its custom elements (`w3m-…`, `wcm-…`, AppKit's `wui-…` parts). */
const MODAL_MARKS = ['w3m-modal', 'wcm-modal', 'wui-'] as const;

async function modalCode(outDir: string): Promise<string[]> {
  const assets = join(outDir, '_astro');
  const found: string[] = [];
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(join(assets, file), 'utf8');
    for (const mark of MODAL_MARKS) if (code.includes(mark)) found.push(`${file}: ${mark}`);
  }
  return found;
}

describe("WalletConnect's own QR modal is not in the build", () => {
  test('default: the production build', async () => {
    expect(await modalCode(await productionBuild())).toEqual([]);
  });

  test('parameters: a build with a WalletConnect project id (its wallets offered)', async () => {
    expect(await modalCode(await walletConnectBuild())).toEqual([]);
  });
});
