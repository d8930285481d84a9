import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { TEST_ACCOUNTS } from '../../harness/chain/constants.ts';
import { startChain } from '../../harness/chain/startChain.ts';
import { startSafeEnvironment } from '../../harness/safe/startSafeEnvironment.ts';
import { allowFraming } from '../../harness/site/allowFraming.ts';
import { buildSite } from '../../harness/site/buildSite.ts';
import { serveSite } from '../../harness/site/serveSite.ts';
import { E2E_ENV } from './env.ts';

/**
 * One environment for the whole Playwright run (workers inherit it through the environment):
 * a forked chain 56 with a 2-of-3 Safe, the gateway stand-in and the mock Safe{Wallet} host, the
 * production build (exactly what ships) and a test build whose RPC is the harness relay in front of
 * the chain and whose allowed Safe host is the mock host.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../..');
  // Per run: two Playwright runs at once (two terminals, two engineers) must not rebuild under each other.
  const runDir = resolve(root, `.harness/e2e-${process.pid}`);
  await removeStaleRuns(resolve(root, '.harness'));
  const stops: Array<() => Promise<void>> = [() => rm(runDir, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const chain = await startChain();
    stops.push(chain.stop);
    const owners = TEST_ACCOUNTS.slice(0, 3).map((account) => privateKeyToAccount(account.privateKey));
    const safe = await startSafeEnvironment({ rpcUrl: chain.rpcUrl, owners, threshold: 2 });
    stops.push(safe.stop);

    // One after the other: two Astro builds in one project share its cache folders.
    const prod = await buildSite({ outDir: join(runDir, 'dist-prod') });
    const test = await buildSite({
      outDir: join(runDir, 'dist-test'),
      overrides: {
        rpcUrls: ['/__harness/rpc/0', '/__harness/rpc/1'],
        safeAllowedOrigins: [safe.hostOrigin],
      },
    });
    // The test build may be framed by the mock host and by the "foreign" host origin: the second is not
    // an allowed Safe host, and the site itself must refuse it (production's frame-ancestors would stop
    // it earlier; tests/e2e/site/headers.spec.ts checks that on the production build).
    await allowFraming(test.outDir, [safe.host.origin, safe.host.alternateOrigin]);

    const prodServer = await serveSite({ root: prod.outDir });
    stops.push(prodServer.stop);
    // Served as `localhost`, the test site is cross-site to the host on 127.0.0.1, as an app is to Safe{Wallet}.
    const testServer = await serveSite({
      root: test.outDir,
      rpcUpstreams: [chain.rpcUrl, chain.rpcUrl],
      hostname: 'localhost',
    });
    stops.push(testServer.stop);

    process.env[E2E_ENV.rpcUrl] = chain.rpcUrl;
    process.env[E2E_ENV.prodUrl] = prodServer.url;
    process.env[E2E_ENV.siteUrl] = testServer.url;
    process.env[E2E_ENV.prodDist] = prod.outDir;
    process.env[E2E_ENV.safeAddress] = safe.safeAddress;
    process.env[E2E_ENV.hostOrigin] = safe.host.origin;
    process.env[E2E_ENV.foreignHostOrigin] = safe.host.alternateOrigin;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/** Build folders of earlier runs whose process is gone (killed before its teardown ran). */
async function removeStaleRuns(harnessDir: string): Promise<void> {
  const entries = await readdir(harnessDir).catch(() => [] as string[]);
  for (const name of entries) {
    const pid = Number(/^e2e-(\d+)$/.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await rm(join(harnessDir, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
