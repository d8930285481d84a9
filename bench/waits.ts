/**
 * `npm run bench:waits`: how long the waits take that the tests check only by order and outcome (a test asserts
 * what happens and in which order; how fast is a figure, measured here on the machine it runs on). Prints the
 * figures and writes bench-results/waits.json. Median of BENCH_RUNS runs (default 3).
 *
 * - every RPC URL refusing: how long the site's transport takes to give up (4 rounds, 150/300/600 ms apart);
 *   src/wagmi/transports.faults.test.ts checks the rounds' order;
 * - a hanging primary with a healthy fallback: when the fallback's answer arrives (after the 10 s per-attempt
 *   timeout); tests/e2e/reliability/rpc.spec.ts checks that the fallback was asked after the page gave up;
 * - `portico check --check-rpc` against an endpoint that hangs (the config's 1 s timeout bounds it);
 *   tests/cli/checkRpc.test.ts checks its verdict;
 * - a request to a host off loopback in the test browser: how soon it fails (harness/network.ts);
 *   tests/e2e/harness/outsideNetwork.spec.ts checks that it fails, is listed, and never reaches a server.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../harness/playwright/browser.ts';
import { client } from '../harness/rpc/stub.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function server(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const s = createServer(handler);
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, server: s };
}

const close = (s: Server) => {
  s.closeAllConnections();
  return new Promise((done) => s.close(done));
};

async function sample(body: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await body();
  return performance.now() - started;
}

async function refusedEverywhere(): Promise<number> {
  const a = await server((req) => req.socket.destroy());
  const b = await server((req) => req.socket.destroy());
  try {
    return await sample(() =>
      client([a.url, b.url])
        .getBlockNumber()
        .then(
          () => undefined,
          () => undefined,
        ),
    );
  } finally {
    await Promise.all([close(a.server), close(b.server)]);
  }
}

async function hangingPrimary(): Promise<number> {
  const hang = await server(() => {});
  const healthy = await server((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const { id } = JSON.parse(raw) as { id: number };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }));
    });
  });
  try {
    return await sample(async () => {
      await client([hang.url, healthy.url]).getBlockNumber();
    });
  } finally {
    await Promise.all([close(hang.server), close(healthy.server)]);
  }
}

async function checkRpcHang(): Promise<number> {
  const hang = await server(() => {});
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-waits-'));
  try {
    const config = JSON.parse(readFileSync(join(REPO, 'portico.config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    config.chain = { ...(config.chain as object), rpcUrls: [hang.url] };
    config.transport = { ...(config.transport as object), timeoutMs: 1_000 };
    writeFileSync(join(dir, 'portico.config.json'), JSON.stringify(config));
    // What the CLI reads beside the config (tests/cli/helpers.ts makes the same throwaway project).
    for (const file of [
      'src/config/types.ts',
      'src/config/generated.ts',
      'public/manifest.json',
      'public/_headers',
      'public/logo.svg',
    ]) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(REPO, file), join(dir, file));
    }
    return await sample(async () => {
      const child = spawn(process.execPath, [join(REPO, 'cli/bin.mjs'), 'check', '--check-rpc'], {
        cwd: dir,
        stdio: 'ignore',
      });
      const code = await new Promise((done) => child.on('exit', done));
      if (code !== 0) console.warn(`check --check-rpc exited ${code}`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await close(hang.server);
  }
}

async function outsideRefused(): Promise<number> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    return await page.evaluate(async () => {
      const started = performance.now();
      await fetch('http://203.0.113.7/rpc').catch(() => undefined);
      return performance.now() - started;
    });
  } finally {
    await browser.close();
  }
}

const figures: Record<string, { medianMs: number; samplesMs: number[] }> = {};
for (const [name, measure] of [
  ['every RPC URL refusing: the transport gives up after', refusedEverywhere],
  ['a hanging primary: the fallback answers after', hangingPrimary],
  ['portico check --check-rpc, one hanging endpoint', checkRpcHang],
  ['the test browser refuses a host off loopback after', outsideRefused],
] as const) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) samples.push(Math.round(await measure()));
  figures[name] = { medianMs: median(samples), samplesMs: samples };
  console.info(`${name}: ${median(samples)} ms (runs: ${samples.join(', ')})`);
}
mkdirSync(join(REPO, 'bench-results'), { recursive: true });
writeFileSync(
  join(REPO, 'bench-results/waits.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, figures }, null, 2)}\n`,
);
