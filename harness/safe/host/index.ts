export { HostBackend } from './hostBackend.ts';
export { PERMISSIONS_REJECTED, REQUEST_FAILED, TX_REJECTED } from './hostErrors.ts';
export type { HostState, SafeInfoExtended } from './hostState.ts';
export { SafeOwnerActions } from './safeActions.ts';
export {
  type HostUrlOptions,
  type SafeHost,
  type StartSafeHostParameters,
  startSafeHost,
} from './startSafeHost.ts';
export {
  DEFAULT_SWITCHES,
  type HostFaults,
  type HostSwitches,
  type HostSwitchesPatch,
  MALFORMED_KINDS,
  type MalformedKind,
} from './switches.ts';
