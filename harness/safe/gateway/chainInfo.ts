import { SAFE_141 } from '../contracts/addresses.ts';

/** Chain features as the CGW spells them. `EIP1271` switches Safe{Wallet} to off-chain signing. */
export type ChainFeature =
  | 'ERC721'
  | 'SAFE_APPS'
  | 'CONTRACT_INTERACTION'
  | 'DOMAIN_LOOKUP'
  | 'SPENDING_LIMIT'
  | 'EIP1559'
  | 'SAFE_TX_GAS_OPTIONAL'
  | 'TX_SIMULATION'
  | 'EIP1271';

/** Features of the Safe{Wallet} BSC fixture, which lacks EIP1271. */
export const BSC_DEFAULT_FEATURES: readonly ChainFeature[] = [
  'CONTRACT_INTERACTION',
  'DOMAIN_LOOKUP',
  'ERC721',
  'SAFE_APPS',
  'SAFE_TX_GAS_OPTIONAL',
  'SPENDING_LIMIT',
];

const ASSETS = 'https://safe-transaction-assets.gnosis-safe.io';

/** The five fields that reach an app through the SDK's `getChainInfo` (chainId as a string). */
export const BSC_SDK_CHAIN_INFO = {
  chainName: 'BNB Smart Chain',
  chainId: '56',
  shortName: 'bnb',
  nativeCurrency: {
    name: 'BNB',
    symbol: 'BNB',
    decimals: 18,
    logoUri: `${ASSETS}/chains/56/currency_logo.png`,
  },
  blockExplorerUriTemplate: {
    address: 'https://bscscan.com/address/{{address}}',
    txHash: 'https://bscscan.com/tx/{{txHash}}',
    api: 'https://api.bscscan.com/api?module={{module}}&action={{action}}&address={{address}}&apiKey={{apiKey}}',
  },
} as const;

/** The CGW `ChainInfo` for chain 56, with the RPC pointed at the harness chain. */
export function bscChainInfo(p: { rpcUrl: string; gatewayUrl: string; features: readonly ChainFeature[] }) {
  const rpc = { authentication: 'NO_AUTHENTICATION', value: p.rpcUrl };
  return {
    transactionService: p.gatewayUrl,
    ...BSC_SDK_CHAIN_INFO,
    l2: true,
    isTestnet: false,
    description: 'BNB Smart Chain (harness stand-in)',
    chainLogoUri: `${ASSETS}/chains/56/chain_logo.png`,
    rpcUri: rpc,
    safeAppsRpcUri: rpc,
    publicRpcUri: rpc,
    theme: { textColor: '#000000', backgroundColor: '#F0B90B' },
    ensRegistryAddress: null,
    gasPrice: [{ type: 'FIXED', weiValue: '1000000000' }],
    disabledWallets: [],
    features: [...p.features],
    balancesProvider: { chainName: null, enabled: false },
    contractAddresses: {
      safeSingletonAddress: SAFE_141.SafeL2,
      safeProxyFactoryAddress: SAFE_141.SafeProxyFactory,
      multiSendAddress: SAFE_141.MultiSend,
      multiSendCallOnlyAddress: SAFE_141.MultiSendCallOnly,
      fallbackHandlerAddress: SAFE_141.CompatibilityFallbackHandler,
      signMessageLibAddress: SAFE_141.SignMessageLib,
      createCallAddress: SAFE_141.CreateCall,
      simulateTxAccessorAddress: SAFE_141.SimulateTxAccessor,
      safeWebAuthnSignerFactoryAddress: null,
    },
    recommendedMasterCopyVersion: '1.4.1',
  };
}
