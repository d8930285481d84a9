// `node harness/site/astroBuild.ts <outDir>`: one `astro build` of the project (run by buildSite.ts in a child
// process, so a build never shares a process with a test runner). A test build (PORTICO_TEST_OVERRIDES set)
// also swaps the site's empty test seam, src/safe/testProbe.ts, for harness/site/safeProbe.ts; every other
// build, `npm run build` included, keeps the empty seam, so no shipped bundle carries the probe.
import { resolve, sep } from 'node:path';
import { build } from 'astro';
import { appRoot, PACKAGE_ROOT } from '../../build/appRoot.ts';

const root = appRoot();
const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node harness/site/astroBuild.ts <outDir>');

// Bundled by Vite into the test build from its TypeScript source, which the package ships beside the compiled harness.
const probe = resolve(import.meta.dirname, 'safeProbe.ts');
/** The package's site code, where the seam is: this repository's src/, or node_modules/portico/src in an app. */
const srcDir = `${resolve(PACKAGE_ROOT, 'src')}${sep}`;

/** Loads the harness probe wherever the site imports its seam (matched by file name, wherever src/ puts it). */
const safeProbePlugin = {
  name: 'portico-harness-safe-probe',
  enforce: 'pre' as const,
  load(id: string) {
    const path = id.split('?')[0] ?? id;
    if (!path.startsWith(srcDir) || !path.endsWith(`${sep}testProbe.ts`)) return null;
    return `export { installSafeTestProbe } from ${JSON.stringify(probe)};`;
  },
};

await build({
  root,
  outDir,
  logLevel: 'warn',
  ...(process.env.PORTICO_TEST_OVERRIDES ? { vite: { plugins: [safeProbePlugin] } } : {}),
});
