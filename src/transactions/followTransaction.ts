import type { Address, Hash, PublicClient, TransactionReceipt } from 'viem';
import { poll } from '../polling/poll.ts';
import { firstPresence, isDropped, nextPresence, type Presence } from './dropVerdict.ts';

export type LostReason = 'dropped' | 'replaced';

type Reader = Pick<
  PublicClient,
  'getBlockNumber' | 'getTransaction' | 'getTransactionCount' | 'getTransactionReceipt'
>;

export interface FollowTransactionOptions {
  readonly intervalMs: number;
  /** Aborted when nobody needs the answer any more. */
  readonly signal?: AbortSignal;
  /** Called once, when the node has forgotten the transaction (`dropVerdict.ts`) or its nonce went to another. */
  readonly onLost: (reason: LostReason) => void;
  /** Called once, when the node first knows the transaction (pending or mined). */
  readonly onSeen?: () => void;
  /** After `onLost`, how long a late landing is still looked for (the wallet may send it again). */
  readonly lateLandingMs?: number;
  readonly now?: () => number;
}

/**
 * Follows a sent transaction to its receipt, polling the node, and says when it is lost instead of waiting for
 * ever (viem's receipt wait only times out). A lost transaction is still looked for a while: if it lands after
 * all, its receipt is returned. `undefined` when it never did, or the follow was aborted.
 */
export async function followTransaction(
  client: Reader,
  hash: Hash,
  {
    intervalMs,
    signal,
    onLost,
    onSeen,
    lateLandingMs = 10 * 60_000,
    now = Date.now,
  }: FollowTransactionOptions,
): Promise<TransactionReceipt | undefined> {
  let presence: Presence | undefined;
  let sent: { from: Address; nonce: number } | undefined;
  let lostAt: number | undefined;
  const lost = (reason: LostReason) => {
    lostAt = now();
    onLost(reason);
  };
  // Ends with `{ receipt }` when it landed, `{}` when a lost transaction did not land in time.
  const outcome = await poll<{ receipt?: TransactionReceipt }>(
    async () => {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
      if (receipt) return { receipt };
      if (lostAt === undefined) {
        // An RPC failure is no answer: the round is skipped, never counted as "unknown".
        const look = await lookUp(client, hash, now).catch(() => undefined);
        if (look) {
          if (look.transaction && !sent) onSeen?.();
          if (look.transaction) sent = { from: look.transaction.from, nonce: look.transaction.nonce };
          presence = presence ? nextPresence(presence, look) : firstPresence(look);
          if (isDropped(presence, look)) lost('dropped');
          else if (!look.known && sent && (await nonceUsedElsewhere(client, hash, sent))) lost('replaced');
        }
      } else if (now() - lostAt >= lateLandingMs) return {};
      return undefined;
    },
    { intervalMs, signal },
  );
  return outcome?.receipt;
}

async function lookUp(client: Reader, hash: Hash, now: () => number) {
  const block = await client.getBlockNumber({ cacheTime: 0 });
  const transaction = await client.getTransaction({ hash }).catch((error: { name?: string }) => {
    if (error?.name === 'TransactionNotFoundError') return undefined;
    throw error;
  });
  return { known: transaction !== undefined, transaction, block, at: now() };
}

/** The sender's mined nonce has passed this transaction's, and it has no receipt: another took its place. */
async function nonceUsedElsewhere(client: Reader, hash: Hash, sent: { from: Address; nonce: number }) {
  const mined = await client.getTransactionCount({ address: sent.from, blockTag: 'latest' }).catch(() => 0);
  if (mined <= sent.nonce) return false;
  // Mined between the two reads? Then it has a receipt now.
  return !(await client.getTransactionReceipt({ hash }).catch(() => undefined));
}
