import type { Evaluated } from '../config/pipeline.ts';
import { logger } from '../logger.ts';
import { probeRpc } from '../rpc/probeRpc.ts';
import { type RpcVerdicts, rpcVerdicts } from '../rpc/rpcVerdicts.ts';
import { reportWarnings } from './report.ts';

/** The option `check` and `config` take; see cli/options.ts. */
export interface CheckRpcOptions {
  readonly checkRpc?: boolean;
}

/**
 * `--check-rpc`: one `eth_chainId` POST to every configured RPC URL, all at once, each bounded by the
 * site's own `transport.timeoutMs`. The only place the CLI touches the network, and only on request:
 * validation never does, so `check` stays offline and deterministic in CI.
 * Prints the outcome per URL and the warnings; the caller decides what a wrong chain means.
 */
export async function checkRpcs(
  evaluated: Evaluated & { settings: NonNullable<Evaluated['settings']> },
): Promise<RpcVerdicts> {
  const { rpcUrls } = evaluated.settings.chain;
  const { timeoutMs } = evaluated.settings.transport;
  const probes = await Promise.all(rpcUrls.map((url) => probeRpc({ url, timeoutMs })));
  const verdicts = rpcVerdicts(rpcUrls, probes, { timeoutMs, sources: evaluated.sources });
  logger.info(`RPC check (eth_chainId, ${timeoutMs} ms timeout):`);
  for (const result of verdicts.results) {
    logger.info(`  ${result.status.padEnd(16)} ${result.path} ${result.url}`);
  }
  reportWarnings(verdicts.warnings);
  return verdicts;
}
