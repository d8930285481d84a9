import { Collector, join } from '../config/context.ts';
import type { Problem } from '../config/problem.ts';
import { show } from '../validators/show.ts';
import type { RpcProbe } from './classifyAnswer.ts';

/** One line of the `--check-rpc` report, as `--json` prints it. */
export interface RpcResult {
  readonly path: string;
  readonly url: string;
  readonly status: RpcProbe['kind'];
  readonly chainId: number | null;
  readonly detail: string | null;
}

export interface RpcVerdicts {
  readonly results: readonly RpcResult[];
  readonly problems: readonly Problem[];
  readonly warnings: readonly Problem[];
}

/**
 * Turns probe results into problems. Only a wrong chain is an error: that endpoint answers, so the
 * site would really use it, reading balances and state from (and sending transactions to) another
 * chain, and the site's transport never asks an endpoint which chain it serves. Everything else
 * (unreachable, slow, an HTTP error, not JSON-RPC) is a warning: the endpoint may be down only for
 * now or only from this machine, the site falls back to the next URL, and the config itself is valid.
 * `sources` attributes a URL to `--rpc-url` or the environment, as validation does.
 */
export function rpcVerdicts(
  urls: readonly string[],
  probes: readonly RpcProbe[],
  options: { readonly timeoutMs: number; readonly sources: Readonly<Record<string, string>> },
): RpcVerdicts {
  const c = new Collector('warn', options.sources);
  const results = urls.map((url, index): RpcResult => {
    const probe = probes[index] ?? { kind: 'unreachable', detail: 'was not probed' };
    const path = join('chain.rpcUrls', index);
    const detail = probe.kind === 'ok' ? null : probe.detail;
    if (detail !== null) {
      const message = `RPC check: ${show(url)} ${detail}`;
      const hint = hintFor(probe.kind, url, options.timeoutMs);
      if (probe.kind === 'wrong-chain') c.error(path, message, hint);
      else c.warn(path, message, hint);
    }
    const chainId = probe.kind === 'ok' || probe.kind === 'wrong-chain' ? probe.chainId : null;
    return { path, url, status: probe.kind, chainId, detail };
  });
  return { results, problems: c.problems, warnings: c.warnings };
}

function hintFor(kind: RpcProbe['kind'], url: string, timeoutMs: number): string {
  const remove = `or remove it: \`portico chain --remove-rpc ${url}\``;
  switch (kind) {
    case 'wrong-chain':
      return `use a BNB Smart Chain (56) endpoint, ${remove}`;
    case 'timeout':
      return (
        `the site gives up after "transport.timeoutMs" (${timeoutMs} ms) too; use a faster endpoint, ` +
        `raise the timeout if it is only slow, ${remove}`
      );
    case 'unreachable':
      return `check the host, port and your network; if the endpoint is gone, replace it ${remove}`;
    case 'http-error':
    case 'rpc-error':
      return `check the URL (some providers need an API key in the path) or use another endpoint, ${remove}`;
    default:
      return `this does not look like a JSON-RPC endpoint; check the URL, ${remove}`;
  }
}
