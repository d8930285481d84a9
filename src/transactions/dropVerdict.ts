/**
 * When a sent transaction that is neither mined nor known to the node any more counts as dropped. The node
 * forgetting it once proves little (a restart, a reorg putting it back, a load balancer asking another node),
 * so the verdict needs it unknown at every look for a while, counted from the last look that still found it:
 * both enough blocks and enough time. A hash the node never knew gets longer, since the wallet sends through
 * its own node, which may pass it on late.
 */
export interface DropThresholds {
  readonly blocks: bigint;
  readonly ms: number;
}

/** Known to this node, then gone: 5 blocks and 20 s (on BNB Smart Chain, 20 s is several blocks too). */
export const DROPPED_AFTER_SEEN: DropThresholds = { blocks: 5n, ms: 20_000 };
/** Never known to this node: 20 blocks and 2 minutes. */
export const DROPPED_UNSEEN: DropThresholds = { blocks: 20n, ms: 120_000 };

export interface Look {
  /** The node answered for the hash (pending or mined). */
  readonly known: boolean;
  readonly block: bigint;
  readonly at: number;
}

export interface Presence {
  readonly everKnown: boolean;
  /** The last look that found it, or the first look of all while it was never found. */
  readonly since: { readonly block: bigint; readonly at: number };
  readonly missingNow: boolean;
}

export function firstPresence(look: Look): Presence {
  return { everKnown: look.known, since: { block: look.block, at: look.at }, missingNow: !look.known };
}

export function nextPresence(presence: Presence, look: Look): Presence {
  if (look.known) return { everKnown: true, since: { block: look.block, at: look.at }, missingNow: false };
  return { ...presence, missingNow: true };
}

export function isDropped(presence: Presence, now: { block: bigint; at: number }): boolean {
  if (!presence.missingNow) return false;
  const { blocks, ms } = presence.everKnown ? DROPPED_AFTER_SEEN : DROPPED_UNSEEN;
  return now.block - presence.since.block >= blocks && now.at - presence.since.at >= ms;
}
