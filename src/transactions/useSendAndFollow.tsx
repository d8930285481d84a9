import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { Address, Hash, Hex } from 'viem';
import { useAccount, usePublicClient, useSendTransaction } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { siteWords } from '../i18n/siteWords.ts';
import { notifyError } from '../notify/toast.ts';
import { readPendingSafeWork } from '../safe/pendingSafeWork.ts';
import { storage } from '../storage/installStorageGuard.ts';
import { followSafeTransaction } from './followSafeTransaction.ts';
import { followTransaction, type LostReason } from './followTransaction.ts';
import { recordRecentTransaction } from './recentTransactions.ts';
import { ExplorerLink, settledToast } from './transactionToasts.tsx';

export { ExplorerLink };

/** Where a sent transaction stands, as the page shows it. */
export interface SendOutcome {
  /** `dropped`: no longer known to the network and not mined; `replaced`: another transaction took its nonce. */
  readonly state: 'pending' | 'success' | 'failed' | 'cancelled' | LostReason;
  /** The transaction on chain (inside a Safe: once executed). */
  readonly hash?: Hash;
  /** Plain words for the state: "Pending", "Awaiting confirmations (1 of 2)", "Confirmed"… */
  readonly label: string;
  /** Pending and known to the network (not only handed to the wallet). */
  readonly seen?: boolean;
}

/** What to send: BNB (`value`, in wei) and/or a contract call (`data`) to `to`, always on BNB Smart Chain. */
export interface SendRequest {
  readonly to: Address;
  readonly value?: bigint;
  readonly data?: Hex;
}

export interface SendAndFollow {
  /**
   * Asks the wallet to send and follows the transaction to its end, with toasts: standalone, hash → receipt (or a
   * dropped / replaced verdict); inside a Safe, safeTxHash → the owners' confirmations → executed (or cancelled).
   * Resolves with the final outcome, or `undefined` when nothing was sent (refused, wrong network…: a toast says
   * why).
   */
  send(request: SendRequest): Promise<SendOutcome | undefined>;
  /** The latest send's outcome, for a status line; `undefined` before the first and while the wallet asks. */
  readonly outcome: SendOutcome | undefined;
  /** The wallet is asking, or the transaction is pending: a second send should wait. */
  readonly busy: boolean;
}

/** A lost transaction's status line and toast, in the page's language. */
function lostWords(reason: LostReason): { label: string; toast: string } {
  const words = siteWords().transactions;
  return reason === 'dropped'
    ? { label: words.dropped, toast: words.droppedToast }
    : { label: words.replaced, toast: words.replacedToast };
}

/**
 * Send and follow, for any wallet-aware component. `description` names the transaction in RainbowKit's recent
 * transactions ("Transfer 5 USDT"), in the page's language.
 */
export function useSendAndFollow({ description }: { description: string }): SendAndFollow {
  const client = usePublicClient({ chainId: runtimeSettings.chain.id });
  const { connector, address } = useAccount();
  const isSafe = connector?.id === 'safe';
  const { sendTransactionAsync, isPending } = useSendTransaction();
  const [outcome, setOutcome] = useState<SendOutcome>();
  // Which run the status line belongs to: a transaction reported lost may still land after a newer one was sent.
  const runs = useRef(0);

  // Inside a Safe, a transaction this component sent before a reload or on another page (same description) is
  // still with the owners: its status is picked up again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per Safe; `description` names this component's work.
  useEffect(() => {
    if (!isSafe || !address) return;
    const mine = readPendingSafeWork(storage, address).filter(
      (work) => work.kind === 'tx' && work.description === description,
    );
    const latest = mine.at(-1);
    if (latest?.kind !== 'tx') return;
    const runId = ++runs.current;
    void followSafeTransaction({ safe: address, safeTxHash: latest.safeTxHash, description }, (next) => {
      if (runs.current === runId) setOutcome(next);
    });
  }, [isSafe, address]);

  function settled(hash: Hash, ok: boolean, current = true): SendOutcome {
    const words = siteWords().transactions;
    const final: SendOutcome = {
      state: ok ? 'success' : 'failed',
      hash,
      label: ok ? words.confirmed : words.failed,
    };
    if (current) setOutcome(final);
    settledToast(hash, ok);
    return final;
  }

  async function send(request: SendRequest): Promise<SendOutcome | undefined> {
    const runId = ++runs.current;
    setOutcome(undefined);
    try {
      // chainId pins the write to BNB Smart Chain: a wallet that moved to another chain sends nothing.
      const hash = await sendTransactionAsync({
        to: request.to,
        value: request.value ?? 0n,
        ...(request.data ? { data: request.data } : {}),
        chainId: runtimeSettings.chain.id,
      });
      if (isSafe && address)
        return await followSafeTransaction({ safe: address, safeTxHash: hash, description }, (next) => {
          if (runs.current === runId) setOutcome(next);
        });
      return await followChain(hash, runId);
    } catch (error) {
      setOutcome(undefined);
      notifyError(error);
      return undefined;
    }
  }

  async function followChain(hash: Hash, runId: number): Promise<SendOutcome | undefined> {
    if (!client) return undefined;
    const current = () => runs.current === runId;
    let lost: SendOutcome | undefined;
    const words = siteWords().transactions;
    setOutcome({ state: 'pending', hash, label: words.pending });
    recordRecentTransaction({ hash, description });
    toast.info(
      <span>
        {words.sentToast} <ExplorerLink hash={hash} />
      </span>,
      { toastId: `pending-${hash}` },
    );
    // Not stopped when the component goes (a wrong network, a disconnect): the transaction may still land, and its
    // toast says so. The follow ends with a receipt, or 10 minutes after a lost verdict.
    const receipt = await followTransaction(client, hash, {
      intervalMs: runtimeSettings.transport.pollingIntervalMs,
      onSeen: () => {
        if (current()) setOutcome({ state: 'pending', hash, label: words.pendingSeen, seen: true });
      },
      onLost: (reason) => {
        toast.dismiss(`pending-${hash}`);
        const said = lostWords(reason);
        lost = { state: reason, hash, label: said.label };
        if (current()) setOutcome(lost);
        toast.warning(
          <span>
            {said.toast} <ExplorerLink hash={hash} />
          </span>,
          { toastId: `lost-${hash}`, autoClose: false },
        );
      },
    });
    toast.dismiss(`pending-${hash}`);
    if (!receipt) return lost;
    toast.dismiss(`lost-${hash}`);
    return settled(hash, receipt.status === 'success', current());
  }

  return { send, outcome, busy: isPending || outcome?.state === 'pending' };
}
