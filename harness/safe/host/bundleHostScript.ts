import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, 'browser', 'hostScript.ts');
const cacheFile = resolve(here, '../../../.harness/safe-host/host.js');

/** Bundles the host page script with esbuild, cached in .harness/ (rebuilt when a source is newer). */
export async function bundleHostScript(): Promise<string> {
  const sources = [entry, join(here, 'switches.ts'), join(here, 'hostState.ts')];
  try {
    const built = (await stat(cacheFile)).mtimeMs;
    const newest = Math.max(...(await Promise.all(sources.map(async (s) => (await stat(s)).mtimeMs))));
    if (built >= newest) return await readFile(cacheFile, 'utf8');
  } catch {}
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const text = out.outputFiles[0]?.text ?? '';
  await mkdir(dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, text);
  return text;
}
