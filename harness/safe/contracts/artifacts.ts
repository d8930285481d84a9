import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hex } from 'viem';
import type { Safe141ContractName } from './addresses.ts';

/** Where each contract's Hardhat artifact sits inside `@safe-global/safe-contracts@1.4.1/build/artifacts`. */
const ARTIFACT_PATHS: Record<Safe141ContractName | 'SafeProxy', string> = {
  Safe: 'contracts/Safe.sol/Safe.json',
  SafeL2: 'contracts/SafeL2.sol/SafeL2.json',
  SafeProxyFactory: 'contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  SafeProxy: 'contracts/proxies/SafeProxy.sol/SafeProxy.json',
  CompatibilityFallbackHandler:
    'contracts/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  MultiSend: 'contracts/libraries/MultiSend.sol/MultiSend.json',
  MultiSendCallOnly: 'contracts/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
  SignMessageLib: 'contracts/libraries/SignMessageLib.sol/SignMessageLib.json',
  CreateCall: 'contracts/libraries/CreateCall.sol/CreateCall.json',
  SimulateTxAccessor: 'contracts/accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
};

export type SafeArtifact = { contractName: string; bytecode: Hex; deployedBytecode: Hex };

const cache = new Map<string, SafeArtifact>();

/** Reads one v1.4.1 artifact (creation and runtime bytecode) from the installed package. */
export function loadSafeArtifact(name: Safe141ContractName | 'SafeProxy'): SafeArtifact {
  const hit = cache.get(name);
  if (hit) return hit;
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@safe-global/safe-contracts/package.json'));
  const file = join(root, 'build/artifacts', ARTIFACT_PATHS[name]);
  const json = JSON.parse(readFileSync(file, 'utf8')) as SafeArtifact;
  const artifact = {
    contractName: json.contractName,
    bytecode: json.bytecode,
    deployedBytecode: json.deployedBytecode,
  };
  cache.set(name, artifact);
  return artifact;
}
