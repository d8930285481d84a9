import type { Hash, Hex } from 'viem';
import type { SafeState } from '../../contracts/readSafe.ts';
import { buildSafeTx } from '../../contracts/safeTx.ts';
import { invalid } from '../gatewayError.ts';
import { dayOf, toTransactionDetails, toTransactionSummary, txStatus } from '../mappers.ts';
import {
  address,
  checkChain,
  type GatewayContext,
  requiredHex,
  route,
  safeState,
  withExecutions,
  withStatus,
} from '../router.ts';
import type { StoredTx } from '../store.ts';

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
    await ctx.store.confirmTx(stored.safeTxHash, requiredHex(body, 'signedSafeTxHash'), s.owners);
    return toTransactionDetails(stored, s);
  },
);
