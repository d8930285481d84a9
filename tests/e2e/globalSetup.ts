import { resolve } from 'node:path';
import { startChain } from '../../harness/chain/startChain.ts';
import { buildSite } from '../../harness/site/buildSite.ts';
import { serveSite } from '../../harness/site/serveSite.ts';
import { E2E_ENV } from './env.ts';

/**
 * One environment for the whole Playwright run (workers inherit it through the environment):
 * a forked chain 56, the production build (exactly what ships) and a test build whose RPC is the
 * harness relay in front of that chain.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../..');
  const stops: Array<() => Promise<void>> = [];
  try {
    const chain = await startChain();
    stops.push(chain.stop);
    // One after the other: two Astro builds in one project share its cache folders.
    const prod = await buildSite({ outDir: resolve(root, '.harness/dist-prod') });
    const test = await buildSite({
      outDir: resolve(root, '.harness/dist-test'),
      overrides: { rpcUrls: ['/__harness/rpc/0', '/__harness/rpc/1'] },
    });
    const prodServer = await serveSite({ root: prod.outDir });
    stops.push(prodServer.stop);
    const testServer = await serveSite({ root: test.outDir, rpcUpstreams: [chain.rpcUrl, chain.rpcUrl] });
    stops.push(testServer.stop);
    process.env[E2E_ENV.rpcUrl] = chain.rpcUrl;
    process.env[E2E_ENV.prodUrl] = prodServer.url;
    process.env[E2E_ENV.siteUrl] = testServer.url;
    process.env[E2E_ENV.prodDist] = prod.outDir;
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    throw error;
  }
  return async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
}
