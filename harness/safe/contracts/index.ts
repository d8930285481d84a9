export {
  eip1271Abi,
  eip1271LegacyAbi,
  multiSendAbi,
  proxyFactoryAbi,
  safeAbi,
  signMessageLibAbi,
} from './abis.ts';
export {
  SAFE_141,
  SAFE_141_CODE_HASH_ENDS,
  SAFE_L2_VERSION,
  SAFE_SINGLETON_FACTORY,
  SAFE_SINGLETON_FACTORY_RUNTIME,
  type Safe141ContractName,
} from './addresses.ts';
export { loadSafeArtifact } from './artifacts.ts';
export { HARNESS_DEPLOYER, impersonate, sendAs } from './chainAccess.ts';
export { type CreateSafeParameters, createSafe, encodeSafeSetup, predictSafeAddress } from './createSafe.ts';
export { deploySafeSingletons, hasSafeSingletons } from './deploySafeSingletons.ts';
export { isValidSafeSignature, readSafeNonce, readSafeState, type SafeState } from './readSafe.ts';
export {
  buildPreparedSignature,
  decodeMessageText,
  hashSafeMessage,
  hashSafeMessageContent,
  type SafeMessageInput,
  signSafeMessage,
} from './safeMessage.ts';
export {
  batchToSafeTxFields,
  buildSafeTx,
  type ExecSafeTxParameters,
  encodeExecTransaction,
  encodeMultiSend,
  execSafeTx,
  hashSafeTx,
  joinSignatures,
  type MetaTransaction,
  type OwnerSignature,
  type SafeTx,
  type SafeTxTarget,
  safeTxTypes,
  signSafeTx,
} from './safeTx.ts';
