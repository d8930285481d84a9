import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Address, type Client, getAddress, type LocalAccount } from 'viem';
import { readSafeState } from '../contracts/readSafe.ts';
import { txStatus } from '../gateway/mappers.ts';
import type { Gateway } from '../gateway/startGateway.ts';
import { bundleHostScript } from './bundleHostScript.ts';
import { type AddressBookEntry, HostBackend } from './hostBackend.ts';
import { type HostOutcome, HostRejection, REQUEST_FAILED } from './hostErrors.ts';
import { hostPageHtml, siblingPageHtml } from './hostPage.ts';
import type { HostState } from './hostState.ts';
import { SafeOwnerActions } from './safeActions.ts';
import { DEFAULT_SWITCHES, type HostSwitches, type HostSwitchesPatch, mergeSwitches } from './switches.ts';

export type StartSafeHostParameters = {
  client: Client;
  gateway: Gateway;
  safe: Address;
  /** Owner keys; #0 is the "connected signer" who proposes. */
  owners: readonly LocalAccount[];
  switches?: HostSwitchesPatch;
  addressBook?: AddressBookEntry[];
};

export type HostUrlOptions = HostSwitchesPatch & {
  /** Serve the page from `http://localhost:<port>` instead of `http://127.0.0.1:<port>` (a second origin). */
  alternateOrigin?: boolean;
  /** The iframe `allow` attribute (browser features). */
  allow?: string;
};

export type SafeHost = {
  origin: string;
  alternateOrigin: string;
  hostUrl: (appUrl: string, options?: HostUrlOptions) => string;
  switches: () => HostSwitches;
  set: (patch: HostSwitchesPatch) => HostSwitches;
  actions: SafeOwnerActions;
  backend: HostBackend;
  state: () => Promise<HostState>;
  stop: () => Promise<void>;
};

const FEATURE = 'EIP1271' as const;

/** Starts the mock Safe{Wallet} host on a free loopback port (also reachable as localhost: a second origin). */
export async function startSafeHost(p: StartSafeHostParameters): Promise<SafeHost> {
  let switches = mergeSwitches(DEFAULT_SWITCHES, p.switches ?? {});
  const actions = new SafeOwnerActions({ client: p.client, gateway: p.gateway, owners: p.owners });
  const safe = getAddress(p.safe);
  const syncFeature = () => {
    const has = p.gateway.features().includes(FEATURE);
    if (switches.signing === 'offchain' && !has) p.gateway.setFeatures([...p.gateway.features(), FEATURE]);
    if (switches.signing === 'onchain' && has)
      p.gateway.setFeatures(p.gateway.features().filter((f) => f !== FEATURE));
  };
  const set = (patch: HostSwitchesPatch) => {
    switches = mergeSwitches(switches, patch);
    syncFeature();
    changed();
    return switches;
  };
  syncFeature();
  const backend = new HostBackend({
    actions,
    safe,
    switches: () => switches,
    patchSwitches: (patch) => set(patch),
    addressBook:
      p.addressBook ??
      p.owners.map((o, i) => ({ address: o.address, name: `Owner ${i + 1}`, chainId: '56' })),
  });

  let version = 0;
  const streams = new Set<ServerResponse>();
  let timer: NodeJS.Timeout | undefined;
  function changed() {
    if (timer) return;
    timer = setTimeout(async () => {
      timer = undefined;
      if (!streams.size) return;
      try {
        const s = JSON.stringify(await state());
        for (const res of streams) res.write(`event: state\ndata: ${s}\n\n`);
      } catch (error) {
        console.warn(`[safe-host] state refresh failed: ${(error as Error).message}`);
      }
    }, 25);
  }
  backend.onChange = changed;
  p.gateway.store.onChange = changed;

  async function state(): Promise<HostState> {
    // Numbered, and the host's own lists read, when asked, before any await: of two refreshes that overlap, the one
    // asked later carries the newer lists and the higher version, so a page that keeps the highest version never goes
    // back to an older state. (Numbered on completion, a refresh begun before a request was rejected could finish
    // last and bring the rejected request back onto the page.)
    const current = ++version;
    const pending = backend.pending();
    const currentSwitches = switches;
    const messages = p.gateway.store.messagesOf(safe);
    const s = await readSafeState(p.client, safe);
    const txs = p.gateway.store.txsOf(safe);
    await Promise.all(txs.map((t) => p.gateway.store.refreshExecution(t)));
    return {
      switches: currentSwitches,
      safeInfo: await backend.safeInfo(),
      chainInfo: backend.chainInfo(),
      owners: p.owners.map((o, index) => ({ index, address: getAddress(o.address) })),
      pending,
      txs: txs
        .sort((a, b) => Number(a.tx.nonce - b.tx.nonce) || a.submittedAt - b.submittedAt)
        .map((t) => ({
          safeTxHash: t.safeTxHash,
          nonce: Number(t.tx.nonce),
          status: txStatus(t, s),
          to: t.tx.to,
          confirmations: t.confirmations.map((c) => c.owner),
          txHash: t.execution?.txHash ?? null,
        })),
      messages: messages.map((m) => ({
        messageHash: m.messageHash,
        status: m.confirmations.length >= s.threshold ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
        confirmations: m.confirmations.map((c) => c.owner),
        preview: typeof m.message === 'string' ? m.message : JSON.stringify(m.message).slice(0, 80),
      })),
      version: current,
    };
  }

  // What the host answers per SDK method; a method not listed gets no reply, as Safe{Wallet} does.
  type MethodHandler = (params: unknown, origin: string, sdkVersion?: string) => unknown;
  const methods: Record<string, MethodHandler> = {
    getSafeInfo: async () => ({ ...(await backend.safeInfo()), ...switches.safeInfo }),
    getChainInfo: () => backend.chainInfo(),
    sendTransactions: (params, origin) => backend.sendTransactions(params, origin),
    signMessage: (params, origin, sdkVersion) => backend.sign('signMessage', params, origin, sdkVersion),
    signTypedMessage: (params, origin, sdkVersion) =>
      backend.sign('signTypedMessage', params, origin, sdkVersion),
    getTxBySafeTxHash: (params) => backend.txBySafeTxHash(params),
    getSafeBalances: (params) => backend.balances(params),
    rpcCall: (params) => backend.rpcCall(params),
    getOffChainSignature: (params) => backend.offChainSignature(params),
    wallet_getPermissions: (_params, origin) => backend.getPermissions(origin),
    wallet_requestPermissions: (params, origin) => backend.requestPermissions(params, origin),
    requestAddressBook: (_params, origin) => backend.addressBookFor(origin),
  };

  async function handle(
    method: string,
    params: unknown,
    origin: string,
    sdkVersion?: string,
  ): Promise<HostOutcome> {
    try {
      // Own keys only: a method named `constructor` or `toString` is not one the host answers.
      const data = Object.hasOwn(methods, method)
        ? await methods[method]?.(params, origin, sdkVersion)
        : undefined;
      // AppCommunicator: an undefined handler result means no reply at all.
      return data === undefined ? { kind: 'none' } : { kind: 'data', data };
    } catch (error) {
      return { kind: 'error', error: error instanceof HostRejection ? error.message : REQUEST_FAILED };
    }
  }

  async function action(body: Record<string, unknown>) {
    switch (body.action) {
      case 'confirmTx':
        return actions.confirmTx(String(body.safeTxHash), Number(body.owner));
      case 'executeTx':
        return actions.executeTx(String(body.safeTxHash), Number(body.executor ?? 0));
      case 'replaceNonce':
        // Only this action needs the Safe's state: read here, not before every action (the per-test `reset`
        // happens twice a test and read eight values from the chain each time for nothing).
        return actions.replaceNonce(
          safe,
          BigInt(Number(body.nonce)),
          (await readSafeState(p.client, safe)).threshold,
          body.to ? getAddress(String(body.to)) : safe,
        );
      case 'confirmMessage':
        return actions.confirmMessage(String(body.messageHash), Number(body.owner));
      case 'approve':
      case 'reject':
        return backend.decide(String(body.id), body.action === 'approve');
      case 'reset':
        // Between end-to-end tests the chain is reverted to a snapshot; the host and gateway forget too.
        p.gateway.store.txs.clear();
        p.gateway.store.messages.clear();
        backend.permissions.clear();
        switches = mergeSwitches(DEFAULT_SWITCHES, p.switches ?? {});
        syncFeature();
        return null;
      default:
        throw new Error(`Unknown action ${String(body.action)}.`);
    }
  }

  const script = await bundleHostScript();
  const readJson = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body ?? null, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    try {
      if (req.method === 'GET' && url.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(hostPageHtml());
      }
      if (req.method === 'GET' && url.pathname === '/host.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        return res.end(script);
      }
      if (req.method === 'GET' && url.pathname === '/sibling') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(siblingPageHtml());
      }
      if (req.method === 'GET' && url.pathname === '/api/state') return json(res, 200, await state());
      if (req.method === 'GET' && url.pathname === '/api/events') {
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-store',
          connection: 'keep-alive',
        });
        // Listed before the first state is computed: a change while it is computed is sent too, never dropped.
        streams.add(res);
        req.on('close', () => streams.delete(res));
        res.write(`event: state\ndata: ${JSON.stringify(await state())}\n\n`);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/api/request') {
        const b = await readJson(req);
        const outcome = await handle(
          String(b.method),
          b.params,
          String(b.origin),
          b.sdkVersion as string | undefined,
        );
        return json(res, 200, outcome);
      }
      if (req.method === 'POST' && url.pathname === '/api/control') {
        set((await readJson(req)) as HostSwitchesPatch);
        return json(res, 200, await state());
      }
      if (req.method === 'POST' && url.pathname === '/api/action') {
        const result = await action(await readJson(req));
        changed();
        // The state after the action, for the page that acted: it redraws from this at once rather than wait for
        // its event stream (which every other page still gets).
        return json(res, 200, { ok: true, result: result ?? null, state: await state() });
      }
      json(res, 404, { error: `No route for ${req.method} ${url.pathname}.` });
    } catch (error) {
      json(res, 500, { error: (error as Error).message });
    }
  });
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const alternateOrigin = `http://localhost:${port}`;

  return {
    origin,
    alternateOrigin,
    hostUrl: (appUrl, options = {}) => {
      const { alternateOrigin: alt, allow, ...patch } = options;
      const q = new URLSearchParams({ app: appUrl });
      if (allow !== undefined) q.set('allow', allow);
      for (const [k, v] of Object.entries(patch)) {
        if (k === 'faults' || k === 'delayMs') continue;
        q.set(k, Array.isArray(v) ? v.join(',') : String(v));
      }
      if (patch.delayMs)
        q.set(
          'delay',
          Object.entries(patch.delayMs)
            .map(([m, ms]) => `${m}:${ms}`)
            .join(','),
        );
      if (patch.darkMode !== undefined) {
        q.delete('darkMode');
        q.set('dark', String(patch.darkMode));
      }
      const f = patch.faults ?? {};
      const flags = (['siblingReplies', 'forgedIdBefore', 'replayAfter', 'suppressReal'] as const).filter(
        (k) => f[k],
      );
      if (flags.length) q.set('faults', flags.join(','));
      if (f.malformedBefore?.length) q.set('malformed', f.malformedBefore.join(','));
      return `${alt ? alternateOrigin : origin}/?${q}`;
    },
    switches: () => switches,
    set,
    actions,
    backend,
    state,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const r of backend.reviews.values()) r.decide(false);
        for (const s of streams) s.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
