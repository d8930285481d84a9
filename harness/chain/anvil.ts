import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type AnvilOptions, createAnvil } from '@viem/anvil';
import { trackProcess } from '../processes.ts';

// The one file that knows how a node is started: swap @viem/anvil or the binary here only. Every anvil the
// harness runs (upstream, fork, a bare chain for contract tests) comes from launchAnvil().

export type LaunchAnvilParameters = {
  /** Shown in errors and the process registry ("upstream", "fork"). */
  label: string;
  /** anvil flags in @viem/anvil's camelCase form; `port` is always 0 (the OS picks a free one). */
  options: Omit<AnvilOptions, 'port' | 'host' | 'configOut'>;
  startTimeoutMs?: number;
};

export type AnvilInstance = {
  label: string;
  rpcUrl: string;
  port: number;
  /** Operating-system pid of the anvil binary (undefined where /proc is missing). */
  pid: number | undefined;
  /** Last lines anvil printed, for error messages. */
  logs(): string[];
  /** Undefined while the node runs; once it exited without stop(), how (exit code or signal). */
  exited(): string | undefined;
  /**
   * Throws when the node has died: the message names the label, the port and anvil's last log lines, so a
   * test that depends on it fails with the reason instead of a refused connection.
   */
  assertAlive(): void;
  /** Idempotent: stops the node and waits for it to exit. */
  stop(): Promise<void>;
};

const require = createRequire(import.meta.url);

/** npm's names for the platform package `@foundry-rs/anvil` lists under optionalDependencies. */
const ARCH: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };

/**
 * Finds the anvil binary through `@foundry-rs/anvil`'s own metadata: the platform package it depends on
 * (`@foundry-rs/anvil-<os>-<arch>`) and that package's `bin.anvil` entry. `ANVIL_BINARY` overrides.
 */
export function resolveAnvilBinary(): string {
  const override = process.env.ANVIL_BINARY;
  if (override) return override;
  const wrapperJson = require.resolve('@foundry-rs/anvil/package.json');
  const wrapper = JSON.parse(readFileSync(wrapperJson, 'utf8')) as {
    optionalDependencies?: Record<string, string>;
  };
  const wanted = `@foundry-rs/anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}`;
  const platformPackage = Object.keys(wrapper.optionalDependencies ?? {}).find((name) => name === wanted);
  if (!platformPackage) {
    throw new Error(`@foundry-rs/anvil has no binary package for ${process.platform}/${process.arch}.`);
  }
  const fromWrapper = createRequire(wrapperJson);
  const platformJson = fromWrapper.resolve(`${platformPackage}/package.json`);
  const manifest = JSON.parse(readFileSync(platformJson, 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.anvil;
  if (!bin) throw new Error(`${platformPackage} does not declare an anvil binary.`);
  return join(dirname(platformJson), bin);
}

let cachedBinary: string | undefined;

/**
 * @viem/anvil 0.0.10's stop() arms a stopTimeout timer it never clears, which keeps Node alive for that long
 * after every stop. Its timer is created synchronously at the top of stop(), so unref'ing timers for exactly
 * that synchronous slice frees the event loop without touching the package.
 */
function withUnrefTimers<T>(run: () => T): T {
  const original = globalThis.setTimeout;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    const timer = original(...args);
    timer.unref();
    return timer;
  }) as typeof setTimeout;
  try {
    return run();
  } finally {
    globalThis.setTimeout = original;
  }
}

/** Starts one anvil on a free loopback port and registers it for clean-up on every kind of exit. */
export async function launchAnvil(p: LaunchAnvilParameters): Promise<AnvilInstance> {
  cachedBinary ??= resolveAnvilBinary();
  const tracker = trackProcess(p.label);
  const anvil = createAnvil({
    ...p.options,
    anvilBinary: cachedBinary,
    host: '127.0.0.1',
    // Port 0: the OS hands out a free port and anvil prints it, so two runs can never race for one.
    port: 0,
    // A unique path in anvil's own command line lets the registry find (and reap) this exact process.
    configOut: tracker.marker,
    startTimeout: p.startTimeoutMs ?? 20_000,
    stopTimeout: 5_000,
  });
  let port = 0;
  const offMessage = anvil.on('message', (message) => {
    const match = /Listening on [\d.]+:(\d+)/.exec(message);
    if (match?.[1]) port = Number(match[1]);
  });
  try {
    await anvil.start();
  } catch (error) {
    tracker.release();
    throw new Error(`anvil (${p.label}) failed to start: ${anvil.logs.join('').trim().slice(-600)}`, {
      cause: error,
    });
  } finally {
    offMessage();
  }
  const pid = tracker.attach();
  if (!port) {
    await anvil.stop().catch(() => {});
    tracker.release();
    throw new Error(`anvil (${p.label}) started but did not print its port.`);
  }
  let stopping: Promise<void> | undefined;
  let exited: string | undefined;
  anvil.on('exit', (code, signal) => {
    if (!stopping) exited = signal ? `signal ${signal}` : `exit code ${code ?? '?'}`;
  });
  const lastLines = (count: number) =>
    anvil.logs
      .join('')
      .trim()
      .split('\n')
      .slice(-count)
      .map((line) => `  ${line}`)
      .join('\n');
  const stop = () => {
    stopping ??= (async () => {
      try {
        await withUnrefTimers(() => anvil.stop());
      } catch {
        // @viem/anvil rejects when the node needed longer than stopTimeout; the registry kills it below.
      } finally {
        tracker.release({ kill: true });
      }
    })();
    return stopping;
  };
  tracker.onEmergency(() => {
    void stop();
  });
  return {
    label: p.label,
    rpcUrl: `http://127.0.0.1:${port}`,
    port,
    pid,
    logs: () => anvil.logs,
    exited: () => exited,
    assertAlive() {
      if (exited === undefined) return;
      throw new Error(
        `anvil (${p.label}) on 127.0.0.1:${port} has died (${exited}); its last log lines:\n${lastLines(12) || '  (none)'}`,
      );
    },
    stop,
  };
}
