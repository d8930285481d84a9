// Portico's test support, one index. Areas (each folder has its own index or one entry file):
// - chain/       the anvil launcher (anvil.ts), the seeded upstream, forks, token dealing, constants;
// - rpc/         the one JSON-RPC helper, the RPC relay and its fault vocabulary, a loopback RPC stub;
// - wallet/      the injected EIP-6963 test wallet;
// - safe/        Safe contracts, the gateway stand-in, the mock Safe{Wallet} host and its slots;
// - site/        building (test and production) and serving the site with its `_headers`;
// - environment.ts  the one environment assembler (Playwright and `npm run playground`);
// - playwright.ts   the public Playwright fixtures (chain, wallet, safe, site, faults);
// - network.ts      the one outside-network guard;  processes.ts  no process outlives its owner;
// - runCaptured.ts  runs a child process to its end and keeps what it printed.
// Playwright tests import `harness/playwright.ts`; vitest tests and scripts import from here.

export {
  type AnvilInstance,
  type LaunchAnvilParameters,
  launchAnvil,
  resolveAnvilBinary,
} from './chain/anvil.ts';
export {
  BSC_CHAIN_ID,
  BSC_USD,
  BSC_USD_ADDRESS,
  TEST_ACCOUNTS,
  TEST_BSC_USD_BALANCE,
  TEST_MNEMONIC,
  TEST_NATIVE_BALANCE,
  type TestAccount,
  testOwnerAccounts,
} from './chain/constants.ts';
export { dealToken } from './chain/dealToken.ts';
export {
  type Fork,
  type ForkSource,
  type StartChainParameters,
  type StartChainReturnType,
  startBareChain,
  startChain,
  startFork,
  startForkSource,
} from './chain/startChain.ts';
export {
  type PrepareRunParameters,
  prepareRun,
  type RunEnvironment,
  startEnvironment,
  startWorkerEnvironment,
  TEST_RPC_PATHS,
  type WorkerEnvironment,
  walletConnectBuild,
} from './environment.ts';
export {
  guardOutsideNetwork,
  isLoopbackUrl,
  REFUSE_OUTSIDE_NETWORK_ARGS,
  recordRefusedRequests,
} from './network.ts';
export { findProcesses, liveProcesses, reapOrphans, trackProcess } from './processes.ts';
export { RPC_FAULTS, type RpcFault, type RpcFaultName, toRpcFault } from './rpc/faults.ts';
export { JsonRpcError, jsonRpc } from './rpc/jsonRpc.ts';
export { createRpcRelay, type RpcRelay } from './rpc/relay.ts';
export { type Captured, runCaptured } from './runCaptured.ts';
export { attachHostSlot, type HostSlot, type HostSlots, openHostSlots } from './safe/host/hostSlots.ts';
export { type SafeEnvironment, startSafeEnvironment } from './safe/startSafeEnvironment.ts';
export { allowFraming } from './site/allowFraming.ts';
export {
  BUILD_CACHE_DIR,
  type CachedBuildOptions,
  cachedBuild,
  productionBuild,
} from './site/buildCache.ts';
export { type BuildSiteOptions, buildFingerprint, buildSite } from './site/buildSite.ts';
export { type ServeSiteOptions, type SiteServer, serveSite } from './site/serveSite.ts';
export * from './wallet/index.ts';
