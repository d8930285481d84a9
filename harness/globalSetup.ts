import { BSC_CHAIN_ID } from './chain/constants.ts';
import { startChain } from './chain/startChain.ts';

// One chain for a whole Playwright or vitest run. Both runners call the default export once in the main
// process and treat a returned function as the teardown; workers are spawned afterwards and inherit the env.

/** Environment variables through which workers find the shared chain. */
export const CHAIN_ENV = {
  rpcUrl: 'PORTICO_RPC_URL',
  chainId: 'PORTICO_CHAIN_ID',
  forkReadyMs: 'PORTICO_FORK_READY_MS',
} as const;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const chain = await startChain();
  process.env[CHAIN_ENV.rpcUrl] = chain.rpcUrl;
  process.env[CHAIN_ENV.chainId] = String(chain.chainId);
  process.env[CHAIN_ENV.forkReadyMs] = chain.forkReadyMs.toFixed(0);
  return async () => {
    await chain.stop();
  };
}

/** The shared chain in a worker; throws when the run was started without the global setup. */
export function chainFromEnv(): { rpcUrl: string; chainId: typeof BSC_CHAIN_ID } {
  const rpcUrl = process.env[CHAIN_ENV.rpcUrl];
  if (!rpcUrl) {
    throw new Error(
      `${CHAIN_ENV.rpcUrl} is not set: add harness/globalSetup.ts as the runner's globalSetup.`,
    );
  }
  return { rpcUrl, chainId: BSC_CHAIN_ID };
}
