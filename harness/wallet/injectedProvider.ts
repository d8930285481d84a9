// Runs in the page (every frame) before any page script, via context.addInitScript(injectProvider, config).
// Playwright sends the function as source text, so it must not use anything from outside its own body.

export type InjectedConfig = {
  /** Name of the Playwright binding that carries requests to Node. */
  binding: string;
  /** Window property holding the wallet's internals (emit) for Node to call. */
  key: string;
  injectWindowEthereum: boolean;
  eip6963: boolean;
  info: { uuid: string; name: string; icon: string; rdns: string };
};

/** What the Node side answers through the binding. */
export type BindingReply =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: number; message: string; data?: unknown } }
  | { ok: false; raw: unknown };

export type BindingCall = { kind: 'request'; method: string; params: unknown } | { kind: 'hello' };

export function injectProvider(config: InjectedConfig): void {
  const w = window as unknown as Record<string, unknown>;
  if (w[config.key]) return;
  const send = (call: BindingCall) =>
    (w[config.binding] as (call: BindingCall) => Promise<BindingReply>)(call);

  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  let connected = false;

  const toError = (error: { code: number; message: string; data?: unknown }) => {
    const e = new Error(error.message) as Error & { code: number; data?: unknown };
    e.name = 'ProviderRpcError';
    e.code = error.code;
    if (error.data !== undefined) e.data = error.data;
    return e;
  };

  const emit = (event: string, payload: unknown) => {
    if (event === 'connect') connected = true;
    if (event === 'disconnect') connected = false;
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        // A listener that throws must not stop the others (EventEmitter would rethrow; keep the page alive).
        setTimeout(() => {
          throw error;
        });
      }
    }
  };

  const provider = {
    isPorticoTestWallet: true,
    request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (!args || typeof args !== 'object' || Array.isArray(args) || typeof args.method !== 'string') {
        return Promise.reject(
          toError({ code: -32600, message: 'Expected a single, non-array, object argument.' }),
        );
      }
      return send({ kind: 'request', method: args.method, params: args.params }).then((reply) => {
        if (reply.ok) return reply.result;
        if ('raw' in reply) throw reply.raw;
        throw toError(reply.error);
      });
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return provider;
    },
    once(event: string, listener: (...args: unknown[]) => void) {
      const wrapped = (...args: unknown[]) => {
        provider.removeListener(event, wrapped);
        listener(...args);
      };
      return provider.on(event, wrapped);
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    removeAllListeners(event?: string) {
      if (event === undefined) listeners.clear();
      else listeners.delete(event);
      return provider;
    },
    listenerCount(event: string) {
      return listeners.get(event)?.size ?? 0;
    },
    isConnected() {
      return connected;
    },
  };
  Object.assign(provider, { addListener: provider.on, off: provider.removeListener });

  Object.defineProperty(w, config.key, { value: Object.freeze({ emit, provider }), enumerable: false });
  if (config.injectWindowEthereum) {
    Object.defineProperty(w, 'ethereum', { value: provider, configurable: true, writable: true });
  }
  if (config.eip6963) {
    const detail = Object.freeze({ info: Object.freeze({ ...config.info }), provider });
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }
  // EIP-1193 `connect` once the wallet says which chain it is on (a state query, not logged as a request).
  void send({ kind: 'hello' }).then((reply) => {
    if (reply.ok) {
      const state = reply.result as { connected: boolean; chainId: string };
      if (state.connected) emit('connect', { chainId: state.chainId });
    }
  });
}
