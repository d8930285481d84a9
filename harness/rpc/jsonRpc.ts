/** The JSON-RPC error a node answered with, kept whole (code and data) for assertions and wallet replies. */
export class JsonRpcError extends Error {
  readonly code: number;
  /** The error object exactly as the node sent it. */
  readonly error: { code: number; message: string; data?: unknown };
  constructor(method: string, error: { code: number; message: string; data?: unknown }) {
    super(`${method}: ${error.message}`);
    this.name = 'JsonRpcError';
    this.code = error.code;
    this.error = error;
  }
}

/**
 * The harness's one JSON-RPC call: a POST to a node (anvil, the relay, a stub) that returns `result` or throws a
 * {@link JsonRpcError}. For chain set-up, mining, snapshots and the test wallet's reads.
 */
export async function jsonRpc<T = unknown>(url: string, method: string, params: unknown = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  });
  const text = await response.text();
  let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method}: ${url} answered HTTP ${response.status} with no JSON: ${text.slice(0, 200)}`);
  }
  if (body.error) throw new JsonRpcError(method, body.error);
  return body.result as T;
}
