import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { richConfig } from './corpus.ts';
import { baseConfig, projectsForThisFile, runBinary, runCli, snapshot } from './helpers.ts';

// The other CLI tests run `main` in their own process (./inProcess.ts). Here the real binary, a child process
// started as `npx portico` starts it, is held to that shortcut: for a sample of every kind of run (success,
// warnings, usage error, invalid config, a write, a failed write, --json, help) both give the same exit code,
// the same output on each stream and the same files.

const project = projectsForThisFile();

const rich = richConfig();
const broken = { ...baseConfig(), appName: '', theme: { accentColor: 'red' } };
const cases: {
  name: string;
  args: string[];
  config?: Record<string, unknown> | string;
  env?: Record<string, string>;
}[] = [
  { name: 'version', args: ['--version'] },
  { name: 'help', args: ['--help'] },
  { name: 'command help', args: ['config', '--help'] },
  { name: 'usage error', args: ['config', '--bogus'] },
  { name: 'usage error as JSON', args: ['check', '--json', '--nope'] },
  { name: 'check with warnings', args: ['check'] },
  { name: 'check as JSON', args: ['check', '--json'] },
  { name: 'config that writes', args: ['config'], config: rich },
  { name: 'config that writes, as JSON', args: ['config', '--json'], config: rich },
  { name: 'invalid config', args: ['config'], config: broken },
  { name: 'invalid config as JSON', args: ['check', '--json'], config: broken },
  { name: 'config that does not parse', args: ['check'], config: '{ nope' },
  { name: 'environment', args: ['wallets'], env: { PUBLIC_WALLETCONNECT_PROJECT_ID: 'a'.repeat(32) } },
  { name: 'every wallet', args: ['wallets', '--all', '--json'] },
  { name: 'an edit', args: ['chain', '--add-rpc', 'https://rpc-c.example.com', '--json'] },
  { name: 'a page added', args: ['page', 'add', 'vault', '--title', 'My vault'] },
];

describe('the in-process CLI against the real binary', () => {
  test.concurrent.for(cases)('behavior: $name gives the same code, output and files', async (sample) => {
    const options = (dir: string) => ({ cwd: dir, ...(sample.env ? { env: sample.env } : {}) });
    const [real, inProcess] = [project(sample.config), project(sample.config)];
    const binary = await runBinary(sample.args, options(real));
    const main = await runCli(sample.args, options(inProcess));
    // Paths in the output name the project's folder; each run had its own.
    expect(main.stdout.replaceAll(inProcess, '<dir>')).toBe(binary.stdout.replaceAll(real, '<dir>'));
    expect(main.stderr.replaceAll(inProcess, '<dir>')).toBe(binary.stderr.replaceAll(real, '<dir>'));
    expect(main.code).toBe(binary.code);
    expect(snapshot(inProcess)).toEqual(snapshot(real));
  });

  test('behavior: a write that fails half-way is rolled back the same way by both', async () => {
    const block = (dir: string) => {
      rmSync(join(dir, 'public/_headers'));
      mkdirSync(join(dir, 'public/_headers/blocker'), { recursive: true });
      return dir;
    };
    const config = { ...baseConfig(), appName: 'Renamed' };
    const [real, inProcess] = [block(project(config)), block(project(config))];
    const binary = await runBinary(['config'], { cwd: real });
    const main = await runCli(['config'], { cwd: inProcess });
    expect(binary.code).toBe(1);
    // The temporary file a write goes through is named for the process and a random part.
    const plain = (text: string, dir: string) =>
      text.replaceAll(dir, '<dir>').replace(/\._headers\.\d+\.[0-9a-f]+\.tmp/g, '._headers.<tmp>');
    expect(plain(main.stderr, inProcess)).toBe(plain(binary.stderr, real));
    expect(main.stderr).toContain('Could not write the generated files');
    expect([main.code, main.stdout]).toEqual([binary.code, binary.stdout]);
    expect(snapshot(inProcess)).toEqual(snapshot(real));
  });
});
