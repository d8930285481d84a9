import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * A bare `anvil --chain-id 56` on a free loopback port, for the Safe harness's own tests until (or unless) the
 * chain engineer's `startChain()` is used. Swap-in point: only this file knows how anvil is launched.
 */
export type BareAnvil = { rpcUrl: string; stop: () => Promise<void> };

/** The first three of anvil's default dev keys (mnemonic "test test … junk"); public knowledge, test-only. */
export const ANVIL_OWNER_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const;

export const anvilOwners = () => ANVIL_OWNER_KEYS.map((k) => privateKeyToAccount(k));

function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json');
  return join(dirname(pkg), 'bin', 'anvil');
}

export async function startBareAnvil(extraArgs: readonly string[] = []): Promise<BareAnvil> {
  const live = spawn(
    anvilBinary(),
    ['--chain-id', '56', '--host', '127.0.0.1', '--port', '0', ...extraArgs],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const rpcUrl = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('anvil did not start within 15 s.')), 15_000);
    live.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const m = /Listening on (\S+):(\d+)/.exec(buffer);
      if (m) {
        clearTimeout(timer);
        resolve(`http://${m[1]}:${m[2]}`);
      }
      if (buffer.length > 10_000) buffer = buffer.slice(-1000);
    });
    live.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited early (code ${code}).`));
    });
  });
  live.stdout?.resume();
  live.stderr?.resume();
  const stop = () =>
    new Promise<void>((resolve) => {
      if (live.exitCode !== null || live.signalCode !== null) return resolve();
      live.once('exit', () => resolve());
      live.kill('SIGTERM');
    });
  return { rpcUrl, stop };
}
