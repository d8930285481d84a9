import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';

// docs/adding-a-page.md, proved: in a copy of the project, `portico page add` makes a page whose generated test
// passes against the real harness (a forked chain, the test wallet, Chromium), and the copy still type-checks.

const root = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'portico-scaffold-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const skip = new Set(['node_modules', '.git', '.harness', 'dist', 'test-results', 'bench-results', '.astro']);

test('a scaffolded page builds and its generated end-to-end test passes', { timeout: 600_000 }, () => {
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => !skip.has(source.slice(root.length + 1).split('/')[0] ?? ''),
  });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const node = process.execPath;
  execFileSync(node, ['cli/bin.mjs', 'page', 'add', 'vault', '--title', 'My vault'], {
    cwd: copy,
    stdio: 'pipe',
  });
  expect(existsSync(join(copy, 'src/pages/[...locale]/vault.astro'))).toBe(true);
  expect(readFileSync(join(copy, 'src/components/Vault.tsx'), 'utf8')).toContain("from 'portico/components'");
  execFileSync(node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], {
    cwd: copy,
    stdio: 'pipe',
  });
  const run = spawnSync(
    node,
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      'tests/e2e/pages/vault.spec.ts',
      '--workers=1',
      '--reporter=line',
    ],
    { cwd: copy, encoding: 'utf8', env: { ...process.env, PORTICO_PW_REPORTER: '' } },
  );
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toMatch(/2 passed/);
});
