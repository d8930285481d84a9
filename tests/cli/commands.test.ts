import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { rainbowKitWallets } from './corpus.ts';
import { baseConfig, biomeFormat, projectsForThisFile, REPO, runCli, snapshot } from './helpers.ts';

const project = projectsForThisFile();

describe('usage', () => {
  test('--version prints the package version', async () => {
    const run = await runCli(['--version'], { cwd: project() });
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
    expect(run).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
  });

  test.concurrent.for(['', 'config', 'check', 'wallets', 'chain'])('--help on "%s"', async (command) => {
    const run = await runCli([...(command ? [command] : []), '--help'], { cwd: project() });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: portico');
    expect(run.stdout).toContain('--json');
  });

  test.concurrent.for([
    ['config', '--bogus'],
    ['frobnicate'],
    ['config', '--config'],
    ['check', 'extra-argument'],
    ['chain', '--set-rpc', 'https://a.example.com', '--rpc-url', 'https://b.example.com'],
    [],
  ])('exit 2 on usage error: %j', async (args) => {
    const dir = project();
    const before = snapshot(dir);
    const run = await runCli(args, { cwd: dir });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain('No files were changed.');
    expect(snapshot(dir)).toEqual(before);
  });

  test('usage errors are JSON under --json', async () => {
    const run = await runCli(['check', '--json', '--nope'], { cwd: project() });
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({
      ok: false,
      exitCode: 2,
      error: { kind: 'usage' },
      changedFiles: [],
    });
  });
});

describe('wallets', () => {
  test('lists every configured wallet, its group and its WalletConnect need', async () => {
    const run = await runCli(['wallets', '--json'], { cwd: project() });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.walletConnectProjectId).toBe('missing');
    const configured = (baseConfig().walletGroups as { wallets: string[] }[]).flatMap(
      (group) => group.wallets,
    );
    expect(report.wallets.map((w: { id: string }) => w.id)).toEqual(configured);
    expect(report.wallets.find((w: { id: string }) => w.id === 'metaMask')).toMatchObject({
      group: 'Popular',
      needsWalletConnect: true,
      rdns: 'io.metamask',
      status: 'left-out',
    });
    expect(report.wallets.find((w: { id: string }) => w.id === 'binance')).toMatchObject({
      name: 'Binance Wallet',
      group: 'BNB Chain',
      needsWalletConnect: true,
      status: 'left-out',
    });
    expect(report.wallets.find((w: { id: string }) => w.id === 'safe')).toMatchObject({
      needsWalletConnect: false,
      status: 'offered',
    });
    const table = await runCli(['wallets'], {
      cwd: project(),
      env: { PUBLIC_WALLETCONNECT_PROJECT_ID: 'a'.repeat(32) },
    });
    expect(table.stdout).toMatch(/metaMask\s+MetaMask\s+Popular\s+needs project id\s+offered/);
    expect(table.stdout).not.toContain('No WalletConnect project id');
  });

  test('without a project id, each WalletConnect wallet is offered only when its extension announces itself', async () => {
    const run = await runCli(['wallets'], { cwd: project() });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /binance\s+Binance Wallet\s+BNB Chain\s+needs project id\s+offered if its extension is installed \(rdns com\.binance\.wallet\), else left out/,
    );
    expect(run.stdout).toMatch(
      /walletConnect\s+WalletConnect\s+Popular\s+needs project id\s+left out: no project id/,
    );
    expect(run.stdout).toMatch(/coinbase\s+Coinbase Wallet\s+Popular\s+no\s+offered/);
    expect(run.stdout).toContain('only when its browser extension is installed');
    expect(run.stdout).toContain('portico wallets --all');
  });

  test('--all lists every RainbowKit wallet with its WalletConnect need', async () => {
    const run = await runCli(['wallets', '--all', '--json'], { cwd: project() });
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.all).toBe(true);
    const expected = rainbowKitWallets();
    expect(report.wallets).toHaveLength(expected.length);
    const listed = report.wallets.map((w: { id: string; needsWalletConnect: boolean }) => ({
      id: w.id,
      needsWalletConnect: w.needsWalletConnect,
    }));
    expect(listed).toEqual(expect.arrayContaining(expected));
    expect(report.wallets.find((w: { id: string }) => w.id === 'binance')).toMatchObject({
      exportName: 'binanceWallet',
      needsWalletConnect: true,
      group: 'BNB Chain',
    });
    expect(report.wallets.find((w: { id: string }) => w.id === 'injected')).toMatchObject({
      needsWalletConnect: false,
      status: 'offered',
    });
    expect(report.wallets.find((w: { id: string }) => w.id === 'phantom')).toMatchObject({
      group: null,
      status: 'not-listed',
    });
    const table = await runCli(['wallets', '--all'], { cwd: project() });
    expect(table.stdout.trim().split('\n')).toHaveLength(expected.length + 1 + 2);
  });

  test('a config that does not load still lists the catalog; an unknown id is named with the closest', async () => {
    const broken = await runCli(['wallets', '--json'], { cwd: project('{ nope') });
    expect(broken.code).toBe(0);
    expect(JSON.parse(broken.stdout)).toMatchObject({ all: true });
    const config = baseConfig() as { walletGroups: { wallets: string[] }[] };
    config.walletGroups[0]?.wallets.splice(0, 1, 'metamask');
    const typo = await runCli(['wallets'], { cwd: project(config) });
    expect(typo.code).toBe(0);
    expect(typo.stderr).toContain('portico check');
    expect(typo.stdout).toMatch(/metamask\s+—\s+Popular\s+no\s+unknown id: did you mean "metaMask"\?/);
  });
});

describe('chain', () => {
  test('shows chain 56 with its RPC URLs in order', async () => {
    const run = await runCli(['chain'], { cwd: project() });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('BNB Smart Chain (id 56)');
    expect(run.stdout).toContain('BNB (BNB, 18 decimals)');
    expect(run.stdout).toContain('https://bscscan.com');
    expect(run.stdout).toMatch(
      /1\. https:\/\/bsc-dataseed\.bnbchain\.org {2}\(primary\)\n {2}2\. https:\/\/bsc-dataseed1/,
    );
  });

  test('--set-rpc edits the config and regenerates; a second run changes nothing', async () => {
    const dir = project();
    const urls = ['https://rpc-a.example.com', 'https://rpc-b.example.com'];
    const run = await runCli(['chain', '--set-rpc', ...urls, '--json'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).changedFiles).toEqual(['portico.config.json', 'src/config/generated.ts']);
    const config = JSON.parse(readFileSync(join(dir, 'portico.config.json'), 'utf8'));
    expect(config.chain.rpcUrls).toEqual(urls);
    expect(readFileSync(join(dir, 'src/config/generated.ts'), 'utf8')).toContain(
      "rpcUrls: ['https://rpc-a.example.com', 'https://rpc-b.example.com']",
    );
    const after = snapshot(dir);
    expect((await runCli(['chain', '--set-rpc', ...urls], { cwd: dir })).code).toBe(0);
    expect(snapshot(dir)).toEqual(after);
    expect((await runCli(['config', '--check'], { cwd: dir })).code).toBe(0);
  });

  test('--add-rpc appends a fallback and --remove-rpc drops one', async () => {
    const dir = project();
    expect((await runCli(['chain', '--add-rpc', 'https://rpc-c.example.com'], { cwd: dir })).code).toBe(0);
    expect(
      (await runCli(['chain', '--remove-rpc', 'https://bsc-dataseed.bnbchain.org'], { cwd: dir })).code,
    ).toBe(0);
    const config = JSON.parse(readFileSync(join(dir, 'portico.config.json'), 'utf8'));
    expect(config.chain.rpcUrls).toEqual(['https://bsc-dataseed1.bnbchain.org', 'https://rpc-c.example.com']);
    expect((await runCli(['chain', '--remove-rpc', 'https://nowhere.example.com'], { cwd: dir })).code).toBe(
      2,
    );
  });

  test.concurrent.for([
    ['--set-rpc', 'http://rpc.example.com'],
    ['--add-rpc', 'https://bsc-dataseed.bnbchain.org'],
    ['--set-rpc', 'https://user:pw@rpc.example.com'],
  ])('a bad edit (%s %s) changes no file', async (args) => {
    const dir = project();
    const before = snapshot(dir);
    const run = await runCli(['chain', ...args], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('chain.rpcUrls[');
    expect(run.stderr).toContain('No files were changed.');
    expect(snapshot(dir)).toEqual(before);
  });

  test('the rewritten config file is Biome-formatted JSON that keeps unrelated keys', async () => {
    const dir = project({ ...baseConfig(), transport: { timeoutMs: 9000 } });
    expect((await runCli(['chain', '--add-rpc', 'https://rpc-c.example.com'], { cwd: dir })).code).toBe(0);
    const text = readFileSync(join(dir, 'portico.config.json'), 'utf8');
    expect(JSON.parse(text).transport).toEqual({ timeoutMs: 9000 });
    expect(JSON.parse(text).chain.rpcUrls).toHaveLength(3);
    expect(biomeFormat(text, 'portico.config.json')).toBe(text);
  });
});

describe('writes', () => {
  test('behavior: a write that fails half-way is rolled back and reported', async () => {
    const dir = project({
      ...baseConfig(),
      appName: 'Renamed',
      safe: { allowedOrigins: ['https://safe.example.org'] },
    });
    // public/_headers is a directory: the last rename fails after the first two succeeded.
    rmSync(join(dir, 'public/_headers'));
    mkdirSync(join(dir, 'public/_headers/blocker'), { recursive: true });
    const before = {
      generated: readFileSync(join(dir, 'src/config/generated.ts'), 'utf8'),
      manifest: readFileSync(join(dir, 'public/manifest.json'), 'utf8'),
    };
    const run = await runCli(['config'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Could not write');
    expect(run.stderr).toContain('No files were changed.');
    expect(readFileSync(join(dir, 'src/config/generated.ts'), 'utf8')).toBe(before.generated);
    expect(readFileSync(join(dir, 'public/manifest.json'), 'utf8')).toBe(before.manifest);
    // No temp or backup files are left behind.
    expect(readdirSync(join(dir, 'public')).filter((f) => f.startsWith('.'))).toEqual([]);
    expect(readdirSync(join(dir, 'src/config')).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  test('behavior: runs from a subdirectory find the project root', async () => {
    const dir = project();
    mkdirSync(join(dir, 'src/deep'), { recursive: true });
    const run = await runCli(['check'], { cwd: join(dir, 'src/deep') });
    expect(run.code, run.stderr).toBe(0);
  });

  test('behavior: --config points at another file; paths resolve against --root', async () => {
    const dir = project();
    writeFileSync(join(dir, 'other.json'), JSON.stringify({ ...baseConfig(), appName: 'Other' }));
    const run = await runCli(['config', '--root', dir, '--config', join(dir, 'other.json')], { cwd: REPO });
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(dir, 'src/config/generated.ts'), 'utf8')).toContain("appName: 'Other'");
  });
});
