export { BSC_DEFAULT_FEATURES, BSC_SDK_CHAIN_INFO, bscChainInfo, type ChainFeature } from './chainInfo.ts';
export { GatewayError } from './gatewayError.ts';
export { type TxStatus, toSafeMessage, toTransactionDetails, txStatus } from './mappers.ts';
export {
  type Gateway,
  type GatewayFault,
  type StartGatewayParameters,
  startGateway,
} from './startGateway.ts';
export { GatewayStore, type StoredMessage, type StoredTx } from './store.ts';
