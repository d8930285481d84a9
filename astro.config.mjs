// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { cspDirectives } from './build/csp.ts';
import { cspHashes } from './build/cspHashes.ts';
import { dialogPreload } from './build/dialogPreload.ts';
import { firstPaintStyles } from './build/firstPaintStyles.ts';
import { inlineScriptHashes, minifiedInlineScripts } from './build/inlineScripts.ts';
import { relativeUrls } from './build/relativeUrls.ts';
import { settingsChecks } from './build/settingsChecks.ts';
import { walletIcons } from './build/walletIcons.ts';
import { settings } from './src/config/generated.ts';
import { quickConnectGroups } from './src/connect/quickConnectList.ts';

/**
 * Test builds only (the harness sets PORTICO_TEST_OVERRIDES): a local RPC and loopback Safe hosts.
 * Production builds define the overrides as `null`, so none of it reaches a deployable bundle.
 */
const testOverrides = process.env.PORTICO_TEST_OVERRIDES
  ? JSON.parse(process.env.PORTICO_TEST_OVERRIDES)
  : null;
/** The settings the build itself reads (CSP, checks): a test build may add a WalletConnect project id. */
const buildSettings = testOverrides?.walletConnectProjectId
  ? { ...settings, walletConnectProjectId: testOverrides.walletConnectProjectId }
  : settings;

export default defineConfig({
  output: 'static',
  // The harness builds into its own folders, possibly while another build runs: each gets its own cache.
  ...(process.env.PORTICO_ASTRO_CACHE_DIR ? { cacheDir: process.env.PORTICO_ASTRO_CACHE_DIR } : {}),
  // Page-relative URLs after the build: one `dist/` serves from a domain root, an IPFS gateway
  // path or a project-pages sub-path alike.
  integrations: [
    react(),
    settingsChecks(buildSettings, { testBuild: testOverrides !== null }),
    relativeUrls(),
    dialogPreload(),
    // The wallet dialog's icons as cacheable files, from the same definitions the page lists.
    walletIcons(async () =>
      (await quickConnectGroups(buildSettings)).flatMap((group) =>
        group.wallets.map((wallet) => wallet.icon),
      ),
    ),
    // Only the HTML blocks the first paint: the site's CSS inlined and hashed, lazy chunks' CSS left to them.
    firstPaintStyles(),
    // Last: the pages as served. Drops script hashes without a script; an inline script without one fails the build.
    cspHashes(),
  ],
  build: { format: 'preserve' },
  security: {
    csp: {
      directives: cspDirectives(buildSettings),
      // Astro hashes only the scripts it bundles; the classic inline ones are hashed as the pages carry them.
      scriptDirective: { hashes: inlineScriptHashes() },
      // No 'unsafe-inline': build/firstPaintStyles.ts writes the hash of each <style> and style="…" the page
      // carries; the <style> elements the island's libraries write at run time are adopted as constructed
      // stylesheets by src/styles/scriptStyles.js.
      styleDirective: { resources: ["'self'"] },
    },
  },
  vite: {
    // The classic inline scripts ship minified (build/inlineScripts.ts).
    plugins: [minifiedInlineScripts()],
    define: { __PORTICO_TEST_OVERRIDES__: JSON.stringify(testOverrides) },
    build: { chunkSizeWarningLimit: 1024, sourcemap: process.env.PORTICO_SOURCEMAP === '1' },
    // Chunks find each other relative to their own URL, whatever path the site is served from.
    experimental: {
      renderBuiltUrl: (_file, { hostType }) => (hostType === 'js' ? { relative: true } : undefined),
    },
  },
});
