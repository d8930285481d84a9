/**
 * Lighthouse (the npm package's CLI, in a child process) against a local server, performance only. Outside
 * hosts are blocked with `--blocked-url-patterns`: both apps are served over http on loopback, so blocking
 * every https and wss URL blocks everything that leaves the machine (the baseline calls WalletConnect's
 * pulse and web3modal APIs at load). Requests that still left loopback are reported, not hidden.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumFlags, chromiumPath } from './measurePage.ts';

const cli = resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');

export type LighthousePreset = 'mobile' | 'desktop';

export interface LighthouseSample {
  /** 0–100. */
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Requests to other hosts than loopback that Lighthouse saw (blocked ones included). */
  readonly outsideRequests: number;
  readonly warnings: readonly string[];
}

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string }[] } }>;
  runWarnings: string[];
}

export async function runLighthouse(url: string, preset: LighthousePreset): Promise<LighthouseSample> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    const args = [
      cli,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=--headless=new ${chromiumFlags.join(' ')}`,
      '--blocked-url-patterns=https://*',
      '--blocked-url-patterns=wss://*',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ];
    await run(args);
    const report = JSON.parse(await readFile(output, 'utf8')) as Report;
    const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const requests = report.audits['network-requests']?.details?.items ?? [];
    const outside = requests.filter(
      (item) => item.url && !/^(https?|wss?):\/\/(127\.0\.0\.1|localhost)[:/]/.test(item.url),
    );
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      outsideRequests: outside.filter((item) => !item.url?.startsWith('data:')).length,
      warnings: report.runWarnings,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(args: string[]): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolveRun();
      else reject(new Error(`lighthouse ended with ${signal ?? `exit ${code}`}: ${errors.slice(-2000)}`));
    });
  });
}
