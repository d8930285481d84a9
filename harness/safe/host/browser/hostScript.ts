// The mock Safe{Wallet} host page: builds the app iframe as Safe{Wallet} does and answers the SDK's messages the
// way AppCommunicator does, with switches for slow, silent and faulty answers.
import type { HostState } from '../hostState.ts';
import {
  DEFAULT_SWITCHES,
  type HostSwitches,
  type HostSwitchesPatch,
  type MalformedKind,
  mergeSwitches,
  SWITCH_QUERY_KEYS,
  switchesFromQuery,
} from '../switches.ts';

const SDK_VERSION = '9.1.0';
/** The SDK's Methods enum values; anything else (but getCurrentTheme) gets no answer. */
const METHODS = [
  'sendTransactions',
  'rpcCall',
  'getChainInfo',
  'getSafeInfo',
  'getTxBySafeTxHash',
  'getSafeBalances',
  'signMessage',
  'signTypedMessage',
  'getEnvironmentInfo',
  'getOffChainSignature',
  'requestAddressBook',
  'wallet_getPermissions',
  'wallet_requestPermissions',
];
const SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-downloads allow-orientation-lock';

type Request = { id: string; method: string; params?: unknown; env?: { sdkVersion?: string } };
type Outcome = { kind: 'data'; data: unknown } | { kind: 'error'; error: string } | { kind: 'none' };

const query = new URLSearchParams(location.search);
const appUrl = query.get('app') ?? '';
const safeParam = query.get('safe');
let state: HostState;
let switches: HostSwitches = DEFAULT_SWITCHES;
const received: unknown[] = [];
const sent: unknown[] = [];

const api = async <T>(path: string, body?: unknown): Promise<T> => {
  const sep = path.includes('?') ? '&' : '?';
  const url = safeParam ? `${path}${sep}safe=${safeParam}` : path;
  const res = await fetch(url, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  const json = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(json.error ?? res.statusText);
  return json;
};

// MessageFormatter.makeResponse / makeErrorResponse of the SDK.
const success = (id: string, data: unknown) => ({ id, success: true, version: SDK_VERSION, data });
const failure = (id: string, error: string) => ({ id, success: false, error, version: SDK_VERSION });
const randomId = () => Math.random().toString(36).slice(2);

function malformed(kind: MalformedKind, id: string): unknown {
  switch (kind) {
    case 'null':
      return null;
    case 'string':
      return 'malformed';
    case 'empty':
      return {};
    case 'versionNumber':
      return { id, success: true, version: 5, data: {} };
    case 'versionTooOld':
      return { id, success: true, version: '0.9.0', data: {} };
    case 'successMissing':
      return { id, version: SDK_VERSION, data: {} };
    case 'dataMissing':
      return { id: randomId(), success: true, version: SDK_VERSION };
    case 'huge':
      return { id: randomId(), success: true, version: SDK_VERSION, data: 'x'.repeat(4_000_000) };
  }
}

let iframe: HTMLIFrameElement;
let appOrigin = '';
let sibling: HTMLIFrameElement | undefined;

/** Posts to the app from the host page (the right `source`), to its origin only. */
function postToApp(message: unknown) {
  sent.push(message);
  iframe.contentWindow?.postMessage(message, appOrigin);
}

function postFromSibling(message: unknown) {
  if (!sibling) {
    sibling = document.createElement('iframe');
    sibling.src = '/sibling';
    sibling.hidden = true;
    document.body.append(sibling);
  }
  const s = sibling;
  const go = () => s.contentWindow?.postMessage({ kind: 'portico-sibling', message }, location.origin);
  if (s.dataset.loaded) go();
  else
    s.addEventListener('load', () => {
      s.dataset.loaded = '1';
      go();
    });
}

function deliver(id: string, reply: unknown) {
  const f = switches.faults;
  for (const kind of f.malformedBefore) postToApp(malformed(kind, id));
  if (f.forgedIdBefore) postToApp(success(randomId(), (reply as { data?: unknown }).data ?? null));
  if (!f.suppressReal) {
    if (f.siblingReplies) postFromSibling(reply);
    else postToApp(reply);
  }
  if (f.replayAfter) {
    const r = reply as { data?: unknown };
    const tampered =
      r.data && typeof r.data === 'object' && 'safeAddress' in r.data
        ? { ...r.data, safeAddress: '0x000000000000000000000000000000000000dEaD' }
        : r.data;
    postToApp({ ...(reply as object), data: tampered });
  }
}

/** Answers the host can give synchronously from cached state (wagmi gives getSafeInfo 10 ms). */
function localAnswer(req: Request): Outcome | undefined {
  switch (req.method) {
    case 'getSafeInfo':
      return { kind: 'data', data: { ...state.safeInfo, ...switches.safeInfo } };
    case 'getChainInfo':
      return { kind: 'data', data: state.chainInfo };
    case 'getEnvironmentInfo':
      return { kind: 'data', data: { origin: document.location.origin } };
    case 'getCurrentTheme':
      return { kind: 'data', data: { darkMode: switches.darkMode } };
    default:
      return undefined;
  }
}

async function answer(req: Request) {
  let outcome = localAnswer(req);
  if (!outcome) {
    try {
      outcome = await api<Outcome>('/api/request', {
        method: req.method,
        params: req.params,
        origin: appOrigin,
        sdkVersion: req.env?.sdkVersion,
      });
    } catch {
      outcome = { kind: 'error', error: 'Request failed' };
    }
  }
  if (outcome.kind === 'none') return;
  const reply = outcome.kind === 'data' ? success(req.id, outcome.data) : failure(req.id, outcome.error);
  deliver(req.id, reply);
}

function onMessage(event: MessageEvent) {
  const data = event.data as Request | null;
  // AppCommunicator.isValidMessage: data, our iframe, the app's origin, a known method.
  if (!data || event.source !== iframe.contentWindow || event.origin !== appOrigin) return;
  if (
    typeof data.method !== 'string' ||
    !(METHODS.includes(data.method) || data.method === 'getCurrentTheme')
  )
    return;
  received.push(data);
  if (switches.silent.includes('*') || switches.silent.includes(data.method)) return;
  const delay = switches.delayMs[data.method] ?? switches.delayMs['*'] ?? 0;
  if (delay > 0) setTimeout(() => void answer(data), delay);
  else void answer(data);
}

function postTheme() {
  postToApp({ id: randomId(), success: true, version: SDK_VERSION, data: { darkMode: switches.darkMode } });
}

// ---- host page UI: the person's buttons ----------------------------------------------------------------------------
const el = (tag: string, text = '', attrs: Record<string, string> = {}) => {
  const e = document.createElement(tag);
  e.textContent = text;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
};

async function act(body: Record<string, unknown>) {
  const error = document.getElementById('last-error');
  try {
    // What the host answers is its state after the action: drawn at once (an older one from the stream is ignored).
    const answer = await api<{ state?: HostState }>('/api/action', body);
    if (answer.state) applyState(answer.state);
    if (error) error.textContent = '';
  } catch (e) {
    if (error) error.textContent = (e as Error).message;
    throw e;
  }
}

const button = (label: string, body: Record<string, unknown>) => {
  const b = el('button', label, { type: 'button' });
  b.addEventListener('click', () => void act(body).catch(() => {}));
  return b;
};

/** "Confirm as owner N" for each owner who has not confirmed yet; `body` names the action and what it confirms. */
const confirmButtons = (confirmations: readonly string[], body: Record<string, unknown>) =>
  state.owners
    .filter((o) => !confirmations.includes(o.address))
    .map((o) => button(`Confirm as owner ${o.index + 1}`, { ...body, owner: o.index }));

function render() {
  const summary = document.getElementById('safe-summary');
  if (summary) {
    summary.textContent = `Safe ${state.safeInfo.safeAddress} · nonce ${state.safeInfo.nonce} · ${state.safeInfo.threshold}/${state.safeInfo.owners.length} · signing ${switches.signing}`;
  }
  const pending = document.getElementById('pending');
  pending?.replaceChildren(
    ...state.pending.map((p) => {
      const li = el('li', `${p.method}: ${p.summary} `, { 'data-request-id': p.id });
      li.append(
        button('Approve', { action: 'approve', id: p.id }),
        button('Reject', { action: 'reject', id: p.id }),
      );
      return li;
    }),
  );
  const txs = document.getElementById('txs');
  txs?.replaceChildren(
    ...state.txs.map((t) => {
      const li = el('li', '', { 'data-safe-tx-hash': t.safeTxHash, 'data-status': t.status });
      li.append(el('code', `#${t.nonce} ${t.status} → ${t.to} (${t.confirmations.length} sig) `));
      if (t.status === 'AWAITING_CONFIRMATIONS' || t.status === 'AWAITING_EXECUTION') {
        li.append(...confirmButtons(t.confirmations, { action: 'confirmTx', safeTxHash: t.safeTxHash }));
        if (t.status === 'AWAITING_EXECUTION')
          li.append(button('Execute', { action: 'executeTx', safeTxHash: t.safeTxHash }));
        li.append(button('Reject', { action: 'replaceNonce', nonce: t.nonce }));
      }
      return li;
    }),
  );
  const messages = document.getElementById('messages');
  messages?.replaceChildren(
    ...state.messages.map((m) => {
      const li = el('li', '', { 'data-message-hash': m.messageHash, 'data-status': m.status });
      li.append(el('code', `${m.status} "${m.preview}" (${m.confirmations.length} sig) `));
      if (m.status === 'NEEDS_CONFIRMATION') {
        li.append(
          ...confirmButtons(m.confirmations, { action: 'confirmMessage', messageHash: m.messageHash }),
        );
      }
      return li;
    }),
  );
}

function applyState(next: HostState) {
  if (state && next.version < state.version) return;
  const themeChanged = state && state.switches.darkMode !== next.switches.darkMode;
  state = next;
  switches = next.switches;
  render();
  if (themeChanged) postTheme();
}

// ---- control API for tests ---------------------------------------------------------------------------------------
const porticoHost = {
  /** Changes switches (server-wide) and resolves once this page applied them. */
  async set(patch: HostSwitchesPatch) {
    const next = await api<HostState>('/api/control', patch);
    applyState(next);
    return switches;
  },
  state: () => state,
  received,
  sent,
  /** Posts any message to the app from the host page (right source and origin). */
  inject: (message: unknown) => postToApp(message),
  /** Posts any message to the app from a sibling frame (wrong source). */
  injectFromSibling: (message: unknown) => postFromSibling(message),
  confirmTx: (safeTxHash: string, owner: number) => act({ action: 'confirmTx', safeTxHash, owner }),
  executeTx: (safeTxHash: string, executor = 0) => act({ action: 'executeTx', safeTxHash, executor }),
  replaceNonce: (nonce: number) => act({ action: 'replaceNonce', nonce }),
  confirmMessage: (messageHash: string, owner: number) =>
    act({ action: 'confirmMessage', messageHash, owner }),
  approve: (id: string) => act({ action: 'approve', id }),
  reject: (id: string) => act({ action: 'reject', id }),
  appOrigin: () => appOrigin,
  ready: undefined as unknown as Promise<void>,
};
(window as unknown as { porticoHost: typeof porticoHost }).porticoHost = porticoHost;

async function boot() {
  const patch = switchesFromQuery(query);
  if (SWITCH_QUERY_KEYS.some((k) => query.has(k))) await api('/api/control', patch);
  applyState(await api<HostState>('/api/state'));
  switches = mergeSwitches(state.switches, {});
  const events = new EventSource(safeParam ? `/api/events?safe=${safeParam}` : '/api/events');
  events.addEventListener('state', (e) =>
    applyState(JSON.parse((e as MessageEvent<string>).data) as HostState),
  );

  document.getElementById('replace-form')?.addEventListener('submit', (e) => {
    e.preventDefault();
    const n = Number((document.getElementById('replace-nonce') as HTMLInputElement).value);
    void act({ action: 'replaceNonce', nonce: n }).catch(() => {});
  });

  let url: URL;
  try {
    url = new URL(appUrl);
  } catch {
    document.getElementById('frame-slot')?.append(el('p', 'Pass ?app=<url of the Safe App> to embed it.'));
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  appOrigin = url.origin;
  iframe = document.createElement('iframe');
  iframe.id = `iframe-${encodeURIComponent(appUrl)}`;
  iframe.setAttribute('sandbox', SANDBOX);
  iframe.setAttribute('allow', query.get('allow') ?? '');
  iframe.title = 'Safe App';
  iframe.setAttribute('data-testid', 'safe-app-iframe');
  // Listener before src, then the unsolicited theme message when the communicator exists.
  window.addEventListener('message', onMessage);
  document.getElementById('frame-slot')?.append(iframe);
  iframe.addEventListener('load', () => postTheme());
  iframe.src = appUrl;
  postTheme();
}

porticoHost.ready = boot();
