// Shared by the host server (Node) and the host page script (browser): no Node imports here.

/** Malformed messages the host page can post to the app before (or instead of) a real reply. */
export const MALFORMED_KINDS = [
  'null',
  'string',
  'empty',
  'versionNumber',
  'versionTooOld',
  'successMissing',
  'dataMissing',
  'huge',
] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];

export type HostFaults = {
  /** Replies are posted by a sibling iframe on the host origin instead of the host page (wrong `source`). */
  siblingReplies: boolean;
  /** Before each real reply, a well-formed reply with an unknown id. */
  forgedIdBefore: boolean;
  /** After each real reply, the same id again with tampered data (a replay). */
  replayAfter: boolean;
  /** Posted before each real reply. */
  malformedBefore: MalformedKind[];
  /** Drop the real reply (use with the fault messages above). */
  suppressReal: boolean;
};

export type HostSwitches = {
  /** Message signing: off-chain (chain feature EIP1271 on) or on-chain (SignMessageLib tx). */
  signing: 'offchain' | 'onchain';
  /** Review step for txs and signatures: answer at once, or wait for Approve/Reject on the host page. */
  review: 'auto' | 'ask';
  /** After a proposal: nobody else acts, other owners confirm up to the threshold, or confirm and execute. */
  autoConfirm: 'none' | 'confirm' | 'execute';
  /** Answer to wallet_requestPermissions. */
  permissions: 'accept' | 'reject' | 'ask';
  /** One-shot rejections, consumed by the next matching request. */
  rejectNextTx: boolean;
  rejectNextSignature: boolean;
  rejectNextPermission: boolean;
  /** Per-method answer delay in ms (`*` for every method). */
  delayMs: Record<string, number>;
  /** Methods never answered (`*` for all). */
  silent: string[];
  darkMode: boolean;
  /**
   * Fields laid over the real `getSafeInfo` answer: a malformed or hostile host (`safeAddress` not an
   * address, `chainId` as a string or another chain, `isReadOnly: true`). Empty: the real answer.
   */
  safeInfo: Record<string, unknown>;
  faults: HostFaults;
};

export const DEFAULT_FAULTS: HostFaults = {
  siblingReplies: false,
  forgedIdBefore: false,
  replayAfter: false,
  malformedBefore: [],
  suppressReal: false,
};

export const DEFAULT_SWITCHES: HostSwitches = {
  signing: 'offchain',
  review: 'auto',
  autoConfirm: 'none',
  permissions: 'accept',
  rejectNextTx: false,
  rejectNextSignature: false,
  rejectNextPermission: false,
  delayMs: {},
  silent: [],
  darkMode: true,
  safeInfo: {},
  faults: DEFAULT_FAULTS,
};

export type HostSwitchesPatch = Partial<Omit<HostSwitches, 'faults'>> & { faults?: Partial<HostFaults> };

export function mergeSwitches(base: HostSwitches, patch: HostSwitchesPatch): HostSwitches {
  return { ...base, ...patch, faults: { ...base.faults, ...(patch.faults ?? {}) } } as HostSwitches;
}

const bool = (v: string) => v === '1' || v === 'true' || v === '';
const list = (v: string) => v.split(',').filter(Boolean);

/**
 * Switches from the host URL's query string: `signing`, `review`, `autoConfirm`, `permissions`, `rejectNextTx`,
 * `rejectNextSignature`, `rejectNextPermission`, `delay` (`getSafeInfo:50,*:10`), `silent` (comma list), `dark`,
 * `faults` (comma list of siblingReplies, forgedIdBefore, replayAfter, suppressReal), `malformed` (comma list),
 * `safeInfo` (a JSON object laid over the getSafeInfo answer, e.g. `{"chainId":1}`; not JSON: ignored).
 */
export function switchesFromQuery(q: URLSearchParams): HostSwitchesPatch {
  const patch: HostSwitchesPatch = {};
  const signing = q.get('signing');
  if (signing === 'offchain' || signing === 'onchain') patch.signing = signing;
  const review = q.get('review');
  if (review === 'auto' || review === 'ask') patch.review = review;
  const auto = q.get('autoConfirm');
  if (auto === 'none' || auto === 'confirm' || auto === 'execute') patch.autoConfirm = auto;
  const perm = q.get('permissions');
  if (perm === 'accept' || perm === 'reject' || perm === 'ask') patch.permissions = perm;
  for (const k of ['rejectNextTx', 'rejectNextSignature', 'rejectNextPermission'] as const) {
    const v = q.get(k);
    if (v !== null) patch[k] = bool(v);
  }
  const delay = q.get('delay');
  if (delay) {
    patch.delayMs = Object.fromEntries(
      list(delay).map((pair) => {
        const [method = '*', ms = '0'] = pair.split(':');
        return [method, Number(ms)];
      }),
    );
  }
  const silent = q.get('silent');
  if (silent !== null) patch.silent = list(silent);
  const dark = q.get('dark');
  if (dark !== null) patch.darkMode = bool(dark);
  const safeInfo = q.get('safeInfo');
  if (safeInfo) {
    try {
      const parsed: unknown = JSON.parse(safeInfo);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        patch.safeInfo = parsed as Record<string, unknown>;
      }
    } catch {}
  }
  const faults: Partial<HostFaults> = {};
  for (const f of list(q.get('faults') ?? '')) {
    if (f === 'siblingReplies' || f === 'forgedIdBefore' || f === 'replayAfter' || f === 'suppressReal') {
      faults[f] = true;
    }
  }
  const malformed = q.get('malformed');
  if (malformed) {
    faults.malformedBefore = list(malformed).filter((m): m is MalformedKind =>
      (MALFORMED_KINDS as readonly string[]).includes(m),
    );
  }
  if (Object.keys(faults).length) patch.faults = faults;
  return patch;
}

/** Query keys that are switches (the host page forwards them to the server at load). */
export const SWITCH_QUERY_KEYS = [
  'signing',
  'review',
  'autoConfirm',
  'permissions',
  'rejectNextTx',
  'rejectNextSignature',
  'rejectNextPermission',
  'delay',
  'silent',
  'dark',
  'faults',
  'malformed',
  'safeInfo',
] as const;
