import type { Address, Hex } from 'viem';

/** Safe singleton factory (safe-global/safe-singleton-factory); its chain-56 deployment lives here. */
export const SAFE_SINGLETON_FACTORY: Address = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7';

/**
 * Runtime code of the singleton factory. Set with `anvil_setCode` because the presigned
 * deployment tx predates Shanghai's initcode cost and reverts on anvil's default hardfork.
 */
export const SAFE_SINGLETON_FACTORY_RUNTIME: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3';

/** Canonical v1.4.1 addresses, listed as `canonical` for chain 56 by safe-deployments. */
export const SAFE_141 = {
  Safe: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  SafeL2: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  SafeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  CompatibilityFallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  MultiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  MultiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  SignMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
  CreateCall: '0x9b35Af71d77eaf8d7e40252370304687390A1A52',
  SimulateTxAccessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
} as const satisfies Record<string, Address>;

export type Safe141ContractName = keyof typeof SAFE_141;

/**
 * Deployed code hashes from the registry, as far as the reference quotes them (first 4 bytes … last 2 bytes).
 * `@safe-global/safe-deployments` is not installed, so tests compare these ends rather than full hashes.
 */
export const SAFE_141_CODE_HASH_ENDS: Partial<Record<Safe141ContractName, readonly [string, string]>> = {
  Safe: ['0x1fe2df85', 'e1c4'],
  SafeL2: ['0xb1f92697', '81ff'],
  SafeProxyFactory: ['0x50c3cdc4', '3317'],
  CompatibilityFallbackHandler: ['0x7c6007a5', '42f9'],
  MultiSend: ['0x0e4f7fc6', '4b77'],
  MultiSendCallOnly: ['0xecd5bd14', '9939'],
};

/** The version string SafeL2 v1.4.1 reports, as Safe{Wallet} shows it in `getSafeInfo`. */
export const SAFE_L2_VERSION = '1.4.1+L2';
