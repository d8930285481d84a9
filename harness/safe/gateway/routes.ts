import { type Address, getAddress, type Hash, type Hex, isAddress } from 'viem';
import { getBalance, getCode } from 'viem/actions';
import { SAFE_141, SAFE_L2_VERSION } from '../contracts/addresses.ts';
import { readSafeState, type SafeState } from '../contracts/readSafe.ts';
import { buildSafeTx } from '../contracts/safeTx.ts';
import { bscChainInfo, type ChainFeature } from './chainInfo.ts';
import { GatewayError, invalid, notFound } from './gatewayError.ts';
import {
  dayOf,
  decodeData,
  toSafeMessage,
  toTransactionDetails,
  toTransactionSummary,
  txStatus,
} from './mappers.ts';
import type { GatewayStore, StoredTx } from './store.ts';

export type GatewayContext = {
  store: GatewayStore;
  rpcUrl: string;
  url: string;
  features: ChainFeature[];
  /** Safes the gateway has heard of (for owners/{address}/safes). */
  knownSafes: Set<Address>;
  /** Fiat price of 1 BNB, by lowercase currency code. */
  prices: Record<string, number>;
};

export type RouteInput = {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  ctx: GatewayContext;
};
/** A handler returns the JSON body (status 200, or `{status, body}` for others). */
export type RouteResult = unknown | { status: number; body: unknown };
type Route = {
  method: string;
  pattern: RegExp;
  keys: string[];
  handle: (i: RouteInput) => Promise<RouteResult>;
};

const routes: Route[] = [];
function route(method: string, path: string, handle: Route['handle']) {
  const keys: string[] = [];
  const source = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  routes.push({ method, pattern: new RegExp(`^${source}$`), keys, handle });
}

export function matchRoute(method: string, pathname: string) {
  for (const r of routes) {
    if (r.method !== method) continue;
    const m = r.pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    r.keys.forEach((k, i) => {
      params[k] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route: r, params };
  }
  return undefined;
}

export const withStatus = (status: number, body: unknown) => ({ __status: status, body });
const emptyPage = () => ({ count: 0, next: null, previous: null, results: [] });

function checkChain(ctx: GatewayContext, chainId: string | undefined) {
  if (chainId !== String(ctx.store.chainId)) throw notFound(`Chain ${chainId}`);
}

function address(raw: string | undefined, what = 'address'): Address {
  if (!raw || !isAddress(raw, { strict: false })) throw invalid(`Invalid ${what}: ${raw}.`);
  return getAddress(raw);
}

async function safeState(ctx: GatewayContext, raw: string | undefined): Promise<SafeState> {
  const safe = address(raw, 'Safe address');
  const code = await getCode(ctx.store.client, { address: safe });
  if (!code || code === '0x') throw notFound(`Safe ${safe}`);
  ctx.knownSafes.add(safe);
  return readSafeState(ctx.store.client, safe);
}

async function withExecutions(ctx: GatewayContext, txs: StoredTx[]) {
  await Promise.all(txs.map((t) => ctx.store.refreshExecution(t)));
  return txs;
}

// --- Safes -------------------------------------------------------------------------------------------------------
route('GET', '/v1/chains/{chainId}/safes/{address}', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const s = await safeState(ctx, params.address);
  const tag = String(Date.now());
  return {
    address: { value: s.address },
    chainId: params.chainId,
    nonce: s.nonce,
    threshold: s.threshold,
    owners: s.owners.map((value) => ({ value })),
    implementation: { value: s.implementation },
    implementationVersionState: s.implementation === SAFE_141.SafeL2 ? 'UP_TO_DATE' : 'UNKNOWN',
    modules: s.modules.length ? s.modules.map((value) => ({ value })) : null,
    guard: s.guard ? { value: s.guard } : null,
    fallbackHandler: s.fallbackHandler ? { value: s.fallbackHandler } : null,
    version: s.implementation === SAFE_141.SafeL2 ? SAFE_L2_VERSION : s.version,
    collectiblesTag: tag,
    txQueuedTag: tag,
    txHistoryTag: tag,
    messagesTag: tag,
  };
});

for (const kind of ['incoming-transfers', 'module-transactions']) {
  route('GET', `/v1/chains/{chainId}/safes/{address}/${kind}/`, async ({ params, ctx }) => {
    checkChain(ctx, params.chainId);
    await safeState(ctx, params.address);
    return emptyPage();
  });
}

route('GET', '/v1/chains/{chainId}/safes/{address}/multisig-transactions/', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const s = await safeState(ctx, params.address);
  const txs = await withExecutions(ctx, ctx.store.txsOf(s.address));
  txs.sort((a, b) => Number(b.tx.nonce - a.tx.nonce) || b.submittedAt - a.submittedAt);
  const results = txs.map((t) => ({
    type: 'TRANSACTION',
    transaction: toTransactionSummary(t, s),
    conflictType: 'None',
  }));
  return { count: results.length, next: null, previous: null, results };
});

route('GET', '/v1/chains/{chainId}/safes/{address}/balances/{currency}', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const s = await safeState(ctx, params.address);
  const currency = (params.currency ?? 'usd').toLowerCase();
  const price = ctx.prices[currency];
  if (price === undefined) throw invalid(`Unsupported fiat currency ${params.currency}.`);
  const balance = await getBalance(ctx.store.client, { address: s.address });
  const fiat = ((Number(balance) / 1e18) * price).toFixed(2);
  return {
    fiatTotal: fiat,
    items: [
      {
        tokenInfo: {
          type: 'NATIVE_TOKEN',
          address: '0x0000000000000000000000000000000000000000',
          decimals: 18,
          symbol: 'BNB',
          name: 'BNB',
          logoUri: 'https://safe-transaction-assets.gnosis-safe.io/chains/56/currency_logo.png',
        },
        balance: balance.toString(),
        fiatBalance: fiat,
        fiatConversion: price.toFixed(2),
        fiatBalance24hChange: null,
      },
    ],
  };
});

route('GET', '/v1/balances/supported-fiat-codes', async ({ ctx }) =>
  Object.keys(ctx.prices).map((c) => c.toUpperCase()),
);

route('GET', '/v1/chains/{chainId}/owners/{address}/safes', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const owner = address(params.address, 'owner address');
  const safes: Address[] = [];
  for (const safe of ctx.knownSafes) {
    const s = await readSafeState(ctx.store.client, safe);
    if (s.owners.includes(owner)) safes.push(safe);
  }
  return { safes };
});

route('GET', '/v1/chains/{chainId}/safes/{address}/collectibles', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  await safeState(ctx, params.address);
  return [];
});
route('GET', '/v2/chains/{chainId}/safes/{address}/collectibles', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  await safeState(ctx, params.address);
  return emptyPage();
});

// --- Transactions ------------------------------------------------------------------------------------------------
route('GET', '/v1/chains/{chainId}/safes/{safe_address}/transactions/history', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const s = await safeState(ctx, params.safe_address);
  const txs = (await withExecutions(ctx, ctx.store.txsOf(s.address))).filter((t) => t.execution);
  txs.sort((a, b) => (b.execution?.executedAt ?? 0) - (a.execution?.executedAt ?? 0));
  const results: unknown[] = [];
  let lastDay = -1;
  for (const t of txs) {
    const day = dayOf(t.execution?.executedAt ?? 0);
    if (day !== lastDay) results.push({ type: 'DATE_LABEL', timestamp: day });
    lastDay = day;
    results.push({ type: 'TRANSACTION', transaction: toTransactionSummary(t, s), conflictType: 'None' });
  }
  return { count: results.length, next: null, previous: null, results };
});

route('GET', '/v1/chains/{chainId}/safes/{safe_address}/transactions/queued', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const s = await safeState(ctx, params.safe_address);
  const txs = (await withExecutions(ctx, ctx.store.txsOf(s.address))).filter(
    (t) => !t.execution && Number(t.tx.nonce) >= s.nonce,
  );
  txs.sort((a, b) => Number(a.tx.nonce - b.tx.nonce) || a.submittedAt - b.submittedAt);
  const byNonce = new Map<number, StoredTx[]>();
  for (const t of txs) byNonce.set(Number(t.tx.nonce), [...(byNonce.get(Number(t.tx.nonce)) ?? []), t]);
  const results: unknown[] = [];
  let labelledQueued = false;
  for (const [nonce, group] of byNonce) {
    if (nonce === s.nonce) results.push({ type: 'LABEL', label: 'Next' });
    else if (!labelledQueued) {
      results.push({ type: 'LABEL', label: 'Queued' });
      labelledQueued = true;
    }
    if (group.length > 1) results.push({ type: 'CONFLICT_HEADER', nonce });
    group.forEach((t, i) => {
      const conflictType = group.length === 1 ? 'None' : i === group.length - 1 ? 'End' : 'HasNext';
      results.push({ type: 'TRANSACTION', transaction: toTransactionSummary(t, s), conflictType });
    });
  }
  return { count: results.length, next: null, previous: null, results };
});

route('GET', '/v1/chains/{chainId}/transactions/{transactionId}', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const id = params.transactionId ?? '';
  const safeTxHash = id.startsWith('multisig_') ? (id.split('_')[2] ?? '') : id;
  const stored = ctx.store.getTx(safeTxHash);
  await ctx.store.refreshExecution(stored);
  return toTransactionDetails(stored, await safeState(ctx, stored.safe));
});

route('DELETE', '/v1/chains/{chainId}/transactions/{safeTxHash}', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  ctx.store.deleteTx(params.safeTxHash ?? '');
  return withStatus(200, null);
});

const recommendedNonce = (ctx: GatewayContext, s: SafeState) =>
  Math.max(
    s.nonce,
    ...ctx.store
      .txsOf(s.address)
      .filter((t) => txStatus(t, s) !== 'CANCELLED' && !t.execution)
      .map((t) => Number(t.tx.nonce) + 1),
  );

route('POST', '/v2/chains/{chainId}/safes/{safe_address}/multisig-transactions/estimations', async (i) => {
  checkChain(i.ctx, i.params.chainId);
  const s = await safeState(i.ctx, i.params.safe_address);
  await withExecutions(i.ctx, i.ctx.store.txsOf(s.address));
  return { currentNonce: s.nonce, recommendedNonce: recommendedNonce(i.ctx, s), safeTxGas: '0' };
});

route('GET', '/v1/chains/{chainId}/safes/{safe_address}/nonces', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const s = await safeState(ctx, params.safe_address);
  await withExecutions(ctx, ctx.store.txsOf(s.address));
  return { currentNonce: s.nonce, recommendedNonce: recommendedNonce(ctx, s) };
});

type ProposeBody = Record<string, string | number | undefined>;

route('POST', '/v1/chains/{chainId}/transactions/{safe_address}/propose', async ({ params, body, ctx }) => {
  checkChain(ctx, params.chainId);
  const s = await safeState(ctx, params.safe_address);
  const b = (body ?? {}) as ProposeBody;
  const big = (k: string) => {
    try {
      return BigInt(b[k] ?? 0);
    } catch {
      throw invalid(`Invalid ${k}: ${b[k]}.`);
    }
  };
  const nonce = big('nonce');
  if (nonce < BigInt(s.nonce)) throw invalid(`Nonce ${nonce} is lower than the Safe's nonce ${s.nonce}.`);
  const operation = Number(b.operation ?? 0);
  if (operation !== 0 && operation !== 1) throw invalid(`Invalid operation ${b.operation}.`);
  const tx = buildSafeTx({
    to: address(String(b.to), 'to'),
    value: big('value'),
    data: ((b.data as Hex | undefined) ?? '0x') || '0x',
    operation,
    safeTxGas: big('safeTxGas'),
    baseGas: big('baseGas'),
    gasPrice: big('gasPrice'),
    gasToken: address(String(b.gasToken ?? '0x0000000000000000000000000000000000000000'), 'gasToken'),
    refundReceiver: address(
      String(b.refundReceiver ?? '0x0000000000000000000000000000000000000000'),
      'refundReceiver',
    ),
    nonce,
  });
  const stored = await ctx.store.proposeTx({
    safe: s.address,
    tx,
    safeTxHash: String(b.safeTxHash) as Hash,
    sender: address(String(b.sender), 'sender'),
    signature: b.signature as Hex | undefined,
    origin: (b.origin as string | undefined) ?? null,
    owners: s.owners,
  });
  return toTransactionDetails(stored, s);
});

// Not in the SDK 3.23.1 client, but the CGW route for adding a confirmation to a proposed tx.
route(
  'POST',
  '/v1/chains/{chainId}/transactions/{safeTxHash}/confirmations',
  async ({ params, body, ctx }) => {
    checkChain(ctx, params.chainId);
    const stored = ctx.store.getTx(params.safeTxHash ?? '');
    const s = await safeState(ctx, stored.safe);
    const signature = (body as { signedSafeTxHash?: Hex } | null)?.signedSafeTxHash;
    if (!signature) throw invalid('signedSafeTxHash is required.');
    await ctx.store.confirmTx(stored.safeTxHash, signature, s.owners);
    return toTransactionDetails(stored, s);
  },
);

// --- Chains ------------------------------------------------------------------------------------------------------
const chainInfo = (ctx: GatewayContext) =>
  bscChainInfo({ rpcUrl: ctx.rpcUrl, gatewayUrl: ctx.url, features: ctx.features });

route('GET', '/v1/chains', async ({ ctx }) => ({
  count: 1,
  next: null,
  previous: null,
  results: [chainInfo(ctx)],
}));
route('GET', '/v1/chains/{chainId}', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  return chainInfo(ctx);
});
route('GET', '/v1/chains/{chainId}/safe-apps', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  return [];
});
route('GET', '/v1/chains/{chainId}/about/master-copies', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  return [
    { address: SAFE_141.Safe, version: '1.4.1' },
    { address: SAFE_141.SafeL2, version: SAFE_L2_VERSION },
  ];
});
route('POST', '/v1/chains/{chainId}/data-decoder', async ({ params, body, ctx }) => {
  checkChain(ctx, params.chainId);
  const data = (body as { data?: Hex } | null)?.data;
  if (!data) throw invalid('data is required.');
  const decoded = decodeData(data);
  if (!decoded) throw new GatewayError(404, 'Cannot decode data.');
  return decoded;
});

// --- Messages ----------------------------------------------------------------------------------------------------
route('GET', '/v1/chains/{chainId}/safes/{safe_address}/messages', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const s = await safeState(ctx, params.safe_address);
  const list = ctx.store.messagesOf(s.address).sort((a, b) => b.creationTimestamp - a.creationTimestamp);
  const results: unknown[] = [];
  let lastDay = -1;
  for (const m of list) {
    const day = dayOf(m.creationTimestamp);
    if (day !== lastDay) results.push({ type: 'DATE_LABEL', timestamp: day });
    lastDay = day;
    results.push(toSafeMessage(m, s.threshold));
  }
  return { count: results.length, next: null, previous: null, results };
});

route('POST', '/v1/chains/{chainId}/safes/{safe_address}/messages', async ({ params, body, ctx }) => {
  checkChain(ctx, params.chainId);
  const s = await safeState(ctx, params.safe_address);
  const b = (body ?? {}) as { message?: unknown; signature?: Hex; origin?: string; safeAppId?: number };
  if (!b.signature) throw invalid('signature is required.');
  await ctx.store.proposeMessage({
    safe: s.address,
    message: b.message,
    signature: b.signature,
    owners: s.owners,
    origin: b.origin ?? null,
    safeAppId: b.safeAppId ?? null,
  });
  return withStatus(202, null);
});

route('GET', '/v1/chains/{chainId}/messages/{message_hash}', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  const stored = ctx.store.getMessage(params.message_hash ?? '');
  const s = await safeState(ctx, stored.safe);
  const { type: _type, ...message } = toSafeMessage(stored, s.threshold);
  return message;
});

route('POST', '/v1/chains/{chainId}/messages/{message_hash}/signatures', async ({ params, body, ctx }) => {
  checkChain(ctx, params.chainId);
  const stored = ctx.store.getMessage(params.message_hash ?? '');
  const s = await safeState(ctx, stored.safe);
  const signature = (body as { signature?: Hex } | null)?.signature;
  if (!signature) throw invalid('signature is required.');
  await ctx.store.confirmMessage(stored.messageHash, signature, s.owners);
  return withStatus(200, null);
});

// --- Delegates and notifications (accepted, nothing stored) --------------------------------------------------------
for (const v of ['v1', 'v2']) {
  route('GET', `/${v}/chains/{chainId}/delegates`, async ({ params, ctx }) => {
    checkChain(ctx, params.chainId);
    return emptyPage();
  });
}
route('POST', '/v1/register/notifications', async () => withStatus(200, null));
route(
  'DELETE',
  '/v1/chains/{chainId}/notifications/devices/{uuid}/safes/{safe_address}',
  async ({ params, ctx }) => {
    checkChain(ctx, params.chainId);
    address(params.safe_address, 'Safe address');
    return withStatus(200, null);
  },
);
route('DELETE', '/v1/chains/{chainId}/notifications/devices/{uuid}', async ({ params, ctx }) => {
  checkChain(ctx, params.chainId);
  return withStatus(200, null);
});

/** Every route as `METHOD /path`, for the contract test's coverage check. */
export const routeList = () => routes.map((r) => `${r.method} ${r.pattern.source}`);
