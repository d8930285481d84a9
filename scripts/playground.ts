// `npm run playground`: the site as a Safe App, for a person. The same environment the end-to-end tests get
// (harness/environment.ts): a forked chain 56 with a 2-of-3 Safe, the gateway stand-in, the mock Safe{Wallet}
// host and a test build of the site; then it prints the URL to open. Confirm and execute from the host page's
// buttons. Ctrl-C stops everything.
import { resolve } from 'node:path';
import { startEnvironment } from '../harness/environment.ts';

const root = resolve(import.meta.dirname, '..');
console.info('Starting the chain and building the site for the playground…');
const { worker, stop: stopEnvironment } = await startEnvironment({
  runDir: resolve(root, '.harness/playground'),
  switches: { review: 'ask' },
});

console.info(`
Portico playground
  Safe App (open this):  ${worker.hostUrl(worker.site.url)}
  Site on its own:       ${worker.site.url}
  Safe:                  ${worker.safe.safeAddress} (2 of 3 owners; anvil accounts 0, 1, 2)
  Chain RPC (anvil, 56): ${worker.fork.rpcUrl}
  Gateway stand-in:      ${worker.safe.gatewayUrl}

The host page lists pending Safe transactions and messages with "Confirm as owner N", "Execute" and "Reject".
Press Ctrl-C to stop.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stopEnvironment();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
