import { expect, test } from 'vitest';
import { startBareChain } from '../../harness/chain/startChain.ts';

// A worker whose anvil dies must say so: the port and anvil's last log lines, not a refused connection.
test('behavior: a dead anvil is reported with its port and its last log lines', async () => {
  const node = await startBareChain();
  try {
    expect(() => node.assertAlive()).not.toThrow();
    if (node.pid === undefined) throw new Error('no pid (no /proc)');
    process.kill(node.pid, 'SIGKILL');
    await expect.poll(() => node.exited(), { timeout: 5_000 }).toBeDefined();
    expect(() => node.assertAlive()).toThrow(
      new RegExp(
        `anvil \\(bare\\) on 127\\.0\\.0\\.1:${node.port} has died \\(signal SIGKILL\\); its last log lines:\\n.*Listening on`,
        's',
      ),
    );
  } finally {
    await node.stop();
  }
});
