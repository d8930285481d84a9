// `npm run playground`: the site as a Safe App, for a person. Starts a forked chain 56 with a 2-of-3 Safe,
// the gateway stand-in, the mock Safe{Wallet} host and a test build of the site, then prints the URL to open.
// Confirm and execute from the host page's buttons. Ctrl-C stops everything.
import { resolve } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { TEST_ACCOUNTS } from '../harness/chain/constants.ts';
import { startChain } from '../harness/chain/startChain.ts';
import { startSafeEnvironment } from '../harness/safe/startSafeEnvironment.ts';
import { allowFraming } from '../harness/site/allowFraming.ts';
import { buildSite } from '../harness/site/buildSite.ts';
import { serveSite } from '../harness/site/serveSite.ts';

const root = resolve(import.meta.dirname, '..');
const chain = await startChain();
const owners = TEST_ACCOUNTS.slice(0, 3).map((account) => privateKeyToAccount(account.privateKey));
const safe = await startSafeEnvironment({
  rpcUrl: chain.rpcUrl,
  owners,
  threshold: 2,
  switches: { review: 'ask' },
});
console.info('Building the site for the playground…');
const build = await buildSite({
  outDir: resolve(root, '.harness/playground'),
  overrides: { rpcUrls: ['/__harness/rpc/0'], safeAllowedOrigins: [safe.hostOrigin] },
});
await allowFraming(build.outDir, [safe.hostOrigin]);
const site = await serveSite({ root: build.outDir, rpcUpstreams: [chain.rpcUrl], hostname: 'localhost' });

console.info(`
Portico playground
  Safe App (open this):  ${safe.hostUrl(site.url)}
  Site on its own:       ${site.url}
  Safe:                  ${safe.safeAddress} (2 of 3 owners; anvil accounts 0, 1, 2)
  Chain RPC (anvil, 56): ${chain.rpcUrl}
  Gateway stand-in:      ${safe.gatewayUrl}

The host page lists pending Safe transactions and messages with "Confirm as owner N", "Execute" and "Reject".
Press Ctrl-C to stop.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await site.stop();
  await safe.stop();
  await chain.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
