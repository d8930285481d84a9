import type { Address } from 'viem';
import { getBalance } from 'viem/actions';
import { SAFE_141, SAFE_L2_VERSION } from '../../contracts/addresses.ts';
import { readSafeState } from '../../contracts/readSafe.ts';
import { invalid } from '../gatewayError.ts';
import { toTransactionSummary } from '../mappers.ts';
import { address, checkChain, emptyPage, route, safeState, withExecutions } from '../router.ts';

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
