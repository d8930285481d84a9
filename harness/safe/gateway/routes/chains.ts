import { SAFE_141, SAFE_L2_VERSION } from '../../contracts/addresses.ts';
import { bscChainInfo } from '../chainInfo.ts';
import { GatewayError } from '../gatewayError.ts';
import { decodeData } from '../mappers.ts';
import { checkChain, type GatewayContext, requiredHex, route } from '../router.ts';

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
  const decoded = decodeData(requiredHex(body, 'data'));
  if (!decoded) throw new GatewayError(404, 'Cannot decode data.');
  return decoded;
});
