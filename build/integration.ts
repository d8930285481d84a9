import { resolve as resolvePath } from 'node:path';
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import type { TestOverrides } from '../src/config/runtimeSettings.ts';
import type { PorticoSettings } from '../src/config/types.ts';
import { quickConnectGroups } from '../src/connect/quickConnectList.ts';
import { appRoot, GENERATED_MODULES, PACKAGE_ROOT } from './appRoot.ts';
import { cspDirectives } from './csp.ts';
import { cspHashes } from './cspHashes.ts';
import { firstPaintStyles } from './firstPaintStyles.ts';
import { inlineScriptHashes, minifiedInlineScripts } from './inlineScripts.ts';
import { relativeUrls } from './relativeUrls.ts';
import { settingsChecks } from './settingsChecks.ts';
import { walletIcons } from './walletIcons.ts';
import { withoutWalletConnectModal } from './withoutWalletConnectModal.ts';

/** Options of the Portico integration. Everything else comes from the app's `portico.config.json`. */
export interface PorticoOptions {
  /**
   * Test builds only: a local RPC, loopback Safe hosts, a WalletConnect project id. The harness passes them through
   * `PORTICO_TEST_OVERRIDES`; an app never sets them. `null` (every production build) removes the branch that reads
   * them, so no deployable bundle can carry a localhost RPC or a loopback Safe origin.
   */
  readonly testOverrides?: TestOverrides | null;
}

/**
 * Portico as an Astro integration: `integrations: [portico()]` in the app's `astro.config.mjs` is the whole
 * set-up. It brings React, the one island with its provider root, the wallet dialog and its inline scripts, the
 * strict CSP with the hashes of what each page carries, page-relative URLs (one `dist/` for a domain root, an IPFS
 * path or a sub-path), the wallet icons as files, the first-paint styles, and the build-time checks of the settings.
 *
 * The settings are the app's: `portico config` writes them into the app's `src/config/generated.ts` (and
 * `generatedWallets.ts`) from its `portico.config.json`, and the package's code reads them from there.
 */
export default function portico(options: PorticoOptions = {}): AstroIntegration {
  const testOverrides =
    options.testOverrides !== undefined ? options.testOverrides : overridesFromEnvironment();
  return {
    name: 'portico',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig, injectRoute }) => {
        const root = appRoot(resolvePath(new URL(config.root).pathname));
        const { settings } = (await import('../src/config/generated.ts')) as { settings: PorticoSettings };
        // The settings the build itself reads (CSP, checks): a test build may add a WalletConnect project id.
        const buildSettings: PorticoSettings = testOverrides?.walletConnectProjectId
          ? { ...settings, walletConnectProjectId: testOverrides.walletConnectProjectId }
          : settings;
        // The sitemap of every page in every language, when the config gives the site's address.
        injectRoute({
          pattern: '/[sitemap].xml',
          entrypoint: new URL('../src/i18n/sitemapRoute.ts', import.meta.url),
          prerender: true,
        });
        updateConfig({
          output: 'static',
          build: { format: 'preserve' },
          integrations: [
            react(),
            settingsChecks(buildSettings, { testBuild: testOverrides !== null }),
            // Page-relative URLs after the build.
            relativeUrls(),
            // The wallet dialog's icons as cacheable files, from the same definitions the page lists.
            walletIcons(async () =>
              (await quickConnectGroups(buildSettings)).flatMap((group) =>
                group.wallets.map((wallet) => wallet.icon),
              ),
            ),
            // Only the HTML blocks the first paint: the site's CSS inlined and hashed, lazy chunks' CSS left to them.
            firstPaintStyles(),
            // Last: the pages as served. Drops script hashes without a script; an unhashed inline script fails the build.
            cspHashes(),
          ],
          security: {
            csp: {
              // Given here because a setting an integration adds is merged after Astro applied its defaults.
              algorithm: 'SHA-256',
              directives: cspDirectives(buildSettings),
              // Astro hashes only the scripts it bundles; the classic inline ones are hashed as the pages carry them.
              scriptDirective: { hashes: inlineScriptHashes() },
              // No 'unsafe-inline': build/firstPaintStyles.ts writes the hash of each <style> and style="…" the
              // page carries; the <style> elements the island's libraries write at run time are adopted as
              // constructed stylesheets by src/styles/scriptStyles.js.
              styleDirective: { resources: ["'self'"] },
            },
          },
          vite: {
            // The dialog is the site's one picker: WalletConnect's own modal, which nothing opens, is not built.
            plugins: [appModules(root), minifiedInlineScripts(), withoutWalletConnectModal()],
            define: { __PORTICO_TEST_OVERRIDES__: JSON.stringify(testOverrides) },
            // The package ships TypeScript and Astro components: Vite compiles them with the app's own code.
            ssr: { noExternal: ['portico'] },
            build: { chunkSizeWarningLimit: 1024, sourcemap: process.env.PORTICO_SOURCEMAP === '1' },
            // Chunks find each other relative to their own URL, whatever path the site is served from.
            experimental: {
              renderBuiltUrl: (_file: string, { hostType }: { hostType: string }) =>
                hostType === 'js' ? { relative: true } : undefined,
            },
          },
        });
      },
    },
  };
}

function overridesFromEnvironment(): TestOverrides | null {
  const raw = process.env.PORTICO_TEST_OVERRIDES;
  return raw ? (JSON.parse(raw) as TestOverrides) : null;
}

/**
 * The app's own modules where the package's code asks for them: the generated settings and wallets (`portico config`
 * writes them into the app) and the app's wallet-aware components (`src/components/*.tsx`, drawn by
 * `<WalletAware component="…">`). In this repository the app is the repository, so nothing moves.
 */
function appModules(root: string): Plugin {
  const redirects = new Map(
    GENERATED_MODULES.map((file) => [resolvePath(PACKAGE_ROOT, file), resolvePath(root, file)]),
  );
  return {
    name: 'portico:app-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const importerPath = importer.split('?')[0] ?? importer;
      const target = redirects.get(resolvePath(importerPath, '..', source));
      return target ?? null;
    },
  };
}
