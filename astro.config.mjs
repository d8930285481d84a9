// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { cspDirectives } from './src/config/csp.ts';
import { settings } from './src/config/generated.ts';
import { porticoChecks } from './src/integrations/porticoChecks.ts';

/**
 * Test builds only (the harness sets PORTICO_TEST_OVERRIDES): a local RPC and loopback Safe hosts.
 * Production builds define the overrides as `null`, so none of it reaches a deployable bundle.
 */
const testOverrides = process.env.PORTICO_TEST_OVERRIDES
  ? JSON.parse(process.env.PORTICO_TEST_OVERRIDES)
  : null;

export default defineConfig({
  output: 'static',
  // Relative asset URLs are applied after the build (see scripts in package.json), so one `dist/`
  // serves from the domain root, an IPFS gateway path or a project-pages sub-path alike.
  integrations: [react(), porticoChecks(settings, { testBuild: testOverrides !== null })],
  build: { format: 'file' },
  security: {
    csp: {
      directives: cspDirectives(settings),
      // RainbowKit writes its theme into a runtime <style>; hashes cannot cover that.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    define: { __PORTICO_TEST_OVERRIDES__: JSON.stringify(testOverrides) },
    build: { chunkSizeWarningLimit: 1024 },
  },
});
