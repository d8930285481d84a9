import { classifyAnswer, type RpcProbe } from './classifyAnswer.ts';

export interface ProbeRpcParameters {
  readonly url: string;
  /** The site's own per-request timeout (`transport.timeoutMs`): an endpoint slower than that fails there too. */
  readonly timeoutMs: number;
}

const BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });

/**
 * One `eth_chainId` POST, as the site's transport would send it. Never throws: every failure comes
 * back as a probe result, because an unreachable endpoint is a warning, not a reason to stop.
 * Redirects are not followed: the URL in the bundle (and in the CSP's connect-src) must be the one
 * that answers.
 */
export async function probeRpc({ url, timeoutMs }: ProbeRpcParameters): Promise<RpcProbe> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: BODY,
      redirect: 'manual',
      signal,
    });
    // The same signal bounds the body: a server that sends headers and then stalls is a timeout too.
    const body = await response.text();
    return classifyAnswer({
      status: response.status,
      statusText: response.statusText,
      location: response.headers.get('location'),
      body,
    });
  } catch (error) {
    // Judged by the error, not by `signal.aborted`: a refusal that lands just after the deadline (the
    // first fetch in a process loads undici, slow on a busy machine) is still a refusal.
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { kind: 'timeout', detail: `gave no answer within ${timeoutMs} ms` };
    }
    return { kind: 'unreachable', detail: `could not be reached (${failureCode(error)})` };
  }
}

/** Node's fetch hides the socket error under `cause` (ECONNREFUSED, ENOTFOUND, a TLS code, …). */
function failureCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
