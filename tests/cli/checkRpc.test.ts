import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseConfig, type ConfigJson, makeProject, removeProject, runCli, snapshot } from './helpers.ts';

// An unreachable RPC host is only a warning, and nothing is fetched while validating unless --check-rpc is given.
// Every endpoint here is a loopback server (http is accepted for loopback RPC URLs, with a warning).

const projects: string[] = [];
const project = (config: ConfigJson) => {
  const dir = makeProject(config);
  projects.push(dir);
  return dir;
};

/** One loopback JSON-RPC stub; the path picks its fault, and every connection and request is counted. */
interface Stub {
  readonly server: Server;
  readonly url: (path: string) => string;
  connections: number;
  readonly requests: { path: string; method: string; body: string }[];
}

function startStub(): Promise<Stub> {
  const reply = (result: string) => JSON.stringify({ jsonrpc: '2.0', id: 1, result });
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      stub.requests.push({ path: req.url ?? '', method: req.method ?? '', body });
      const json = { 'content-type': 'application/json' };
      if (req.url === '/ok') res.writeHead(200, json).end(reply('0x38'));
      else if (req.url === '/chain-1') res.writeHead(200, json).end(reply('0x1'));
      else if (req.url === '/500') res.writeHead(500, json).end('{"error":"boom"}');
      else if (req.url === '/not-json')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>');
      // '/hang': read the request, never answer.
    });
  });
  const stub: Stub = {
    server,
    url: (path) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    connections: 0,
    requests: [],
  };
  server.on('connection', () => {
    stub.connections += 1;
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(stub)));
}

/** A loopback port with nothing listening: bound once, then closed. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/`;
}

/** The committed config with these RPC URLs and a short site timeout (the probe's timeout). */
function rpcConfig(rpcUrls: string[]): ConfigJson {
  return { ...baseConfig(), chain: { id: 56, rpcUrls }, transport: { timeoutMs: 1_000 } };
}

let stub: Stub;
beforeAll(async () => {
  stub = await startStub();
});
afterAll(() => {
  stub.server.closeAllConnections();
  stub.server.close();
  for (const dir of projects) removeProject(dir);
});

describe('--check-rpc', () => {
  test('default: without the flag no command opens a connection to any RPC URL', async () => {
    const isolated = await startStub();
    try {
      const dir = project(rpcConfig([isolated.url('/ok'), isolated.url('/hang')]));
      for (const args of [
        ['check'],
        ['check', '--json'],
        ['config'],
        ['config', '--check'],
        ['chain'],
        ['wallets'],
        ['check', '--rpc-url', isolated.url('/chain-1')],
      ]) {
        const run = await runCli(args, { cwd: dir });
        expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
        expect(run.stdout + run.stderr).not.toContain('RPC check');
      }
      expect(isolated.connections).toBe(0);
    } finally {
      isolated.server.close();
    }
  });

  test('behavior: a chain-56 endpoint gets one eth_chainId POST and passes without a warning', async () => {
    const dir = project(rpcConfig([stub.url('/ok')]));
    const before = stub.requests.length;
    const run = await runCli(['check', '--check-rpc', '--json'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({
      ok: true,
      rpc: [{ path: 'chain.rpcUrls[0]', url: stub.url('/ok'), status: 'ok', chainId: 56, detail: null }],
    });
    expect(report.warnings.some((w: { message: string }) => w.message.includes('RPC check'))).toBe(false);
    const sent = stub.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/ok', method: 'POST' });
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({ jsonrpc: '2.0', method: 'eth_chainId' });

    const human = await runCli(['check', '--check-rpc'], { cwd: dir });
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/ok\s+chain\.rpcUrls\[0\] http:\/\/127\.0\.0\.1:\d+\/ok/);
  });

  // A wrong chain is an error, not a warning: that endpoint answers, so the site would really use it,
  // reading and sending on another chain; nothing in the site's transport asks which chain it serves.
  test.for(['check', 'config'])(
    'behavior: another chain is an error in `%s` and nothing is written',
    async (command) => {
      const dir = project(rpcConfig([stub.url('/ok'), stub.url('/chain-1')]));
      const before = snapshot(dir);
      const run = await runCli([command, '--check-rpc'], { cwd: dir });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `chain.rpcUrls[1]: RPC check: "${stub.url('/chain-1')}" answered chain 1 (Ethereum mainnet), not BNB Smart Chain (56)`,
      );
      expect(run.stderr).toContain(`portico chain --remove-rpc ${stub.url('/chain-1')}`);
      expect(run.stderr).toContain('No files were changed.');
      expect(snapshot(dir)).toEqual(before);

      const json = JSON.parse((await runCli([command, '--check-rpc', '--json'], { cwd: dir })).stdout);
      expect(json).toMatchObject({
        ok: false,
        exitCode: 1,
        error: { problems: [{ path: 'chain.rpcUrls[1]' }] },
      });
    },
  );

  test.for([
    ['refuses the connection (closed port)', 'closed', 'unreachable', 'could not be reached (ECONNREFUSED)'],
    ['hangs', '/hang', 'timeout', 'gave no answer within 1000 ms'],
    ['answers HTTP 500', '/500', 'http-error', 'answered HTTP 500 "Internal Server Error"'],
    [
      'answers something other than JSON',
      '/not-json',
      'invalid-response',
      'answered HTTP 200 with a body starting "<h1>hi</h1>", not JSON',
    ],
  ])('behavior: an endpoint that %s is a warning, exit 0', async ([, path, status, detail]) => {
    const url = path === 'closed' ? await closedPortUrl() : stub.url(path as string);
    const dir = project(rpcConfig([url]));
    const run = await runCli(['check', '--check-rpc'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    // The site's 1 s timeout bounds the probe, not the 10 s default: the hang's detail names it ("within 1000 ms").
    // How long a probe takes is a figure of `npm run bench:waits`.
    expect(run.stderr).toContain(`warning: chain.rpcUrls[0]: RPC check: "${url}" ${detail}\n    fix: `);
    expect(run.stdout).toMatch(new RegExp(`${status}\\s+chain\\.rpcUrls\\[0\\]`));
    expect(run.stdout).toContain('is valid');

    const json = await runCli(['check', '--check-rpc', '--json'], { cwd: dir });
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout);
    expect(report).toMatchObject({ ok: true, rpc: [{ url, status, chainId: null, detail }] });
    expect(report.warnings).toContainEqual(
      expect.objectContaining({
        path: 'chain.rpcUrls[0]',
        message: `RPC check: ${JSON.stringify(url)} ${detail}`,
      }),
    );
  });

  test('behavior: `config --check-rpc` with warnings writes the same files as `config` alone', async () => {
    const config = rpcConfig([await closedPortUrl(), stub.url('/hang'), stub.url('/500')]);
    config.appName = 'Checked Portico';
    const plain = project(config);
    const checked = project(config);
    const a = await runCli(['config', '--json'], { cwd: plain });
    const b = await runCli(['config', '--check-rpc', '--json'], { cwd: checked });
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    expect(snapshot(checked)).toEqual(snapshot(plain));
    const [ra, rb] = [JSON.parse(a.stdout), JSON.parse(b.stdout)];
    expect(rb.changedFiles).toEqual(ra.changedFiles);
    expect(rb.changedFiles.length).toBeGreaterThan(0);
    expect(rb.rpc.map((r: { status: string }) => r.status)).toEqual(['unreachable', 'timeout', 'http-error']);
    expect(rb.warnings.length - ra.warnings.length).toBe(3);
  });
});
