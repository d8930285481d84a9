// The host page's view of the world, sent by the server (GET /api/state and the /api/events stream).
import type { HostSwitches } from './switches.ts';

export type SafeInfoExtended = {
  safeAddress: string;
  chainId: number;
  threshold: number;
  owners: string[];
  isReadOnly: boolean;
  nonce: number;
  implementation: string;
  modules: string[] | null;
  fallbackHandler: string | null;
  guard: string | null;
  version: string | null;
  network: string;
};

export type PendingRequest = {
  id: string;
  kind: 'transaction' | 'signature' | 'permission';
  method: string;
  summary: string;
};

export type TxRow = {
  safeTxHash: string;
  nonce: number;
  status: string;
  to: string;
  confirmations: string[];
  txHash: string | null;
};

export type MessageRow = { messageHash: string; status: string; confirmations: string[]; preview: string };

export type HostState = {
  switches: HostSwitches;
  safeInfo: SafeInfoExtended;
  chainInfo: Record<string, unknown>;
  owners: { index: number; address: string }[];
  pending: PendingRequest[];
  txs: TxRow[];
  messages: MessageRow[];
  /** Monotonic, so the page can drop stale snapshots. */
  version: number;
};
