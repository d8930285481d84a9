// @ts-check
// Portico's own site is built the way every app built on Portico is: the package's integration, by name, configured
// from this folder's portico.config.json (through `portico config`, which writes src/config/generated.ts).
import { defineConfig } from 'astro/config';
import portico from 'portico';

export default defineConfig({
  integrations: [portico()],
  // The harness builds into its own folders, possibly while another build runs: each gets its own cache.
  ...(process.env.PORTICO_ASTRO_CACHE_DIR ? { cacheDir: process.env.PORTICO_ASTRO_CACHE_DIR } : {}),
});
