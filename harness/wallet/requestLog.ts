import type { LoggedRequest } from './types.ts';

const MAX_VALUE = 80;

function short(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

function outcome(request: LoggedRequest): string {
  if (request.status === 'open') return 'still open';
  if (request.status === 'resolved') return `→ ${short(request.result)}`;
  const error = request.error;
  if (error && 'code' in error) return `✗ ${error.code} ${error.message}`;
  return `✗ ${short(error?.raw)}`;
}

/**
 * The wallet's request log as lines a person reads in a failed test's report: when each request came (ms after the
 * wallet was installed), from which origin, and how the wallet answered. A refused connect is told apart from a click
 * that never reached the wallet by whether `wallet_requestPermissions` (wagmi's) or `eth_requestAccounts` is in it.
 */
export function describeRequests(requests: readonly LoggedRequest[]): string {
  if (requests.length === 0) return 'The pages asked the wallet nothing.';
  return requests
    .map(
      (request) =>
        `#${request.id} +${Math.round(request.at)} ms ${request.method} ${short(request.params)} from ${request.origin} ${outcome(request)}`,
    )
    .join('\n');
}
