import type { Hex } from 'viem';
import { invalid } from '../gatewayError.ts';
import { dayOf, toSafeMessage } from '../mappers.ts';
import { address, checkChain, emptyPage, requiredHex, route, safeState, withStatus } from '../router.ts';

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
  await ctx.store.confirmMessage(stored.messageHash, requiredHex(body, 'signature'), s.owners);
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
