import { type ReactNode, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { Address, Hash, Hex } from 'viem';
import { useAccount, usePublicClient, useSendTransaction } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { notifyError } from '../notify/toast.ts';
import { getSafeTransaction } from '../safe/safeSdk.ts';
import { followTransaction, type LostReason } from './followTransaction.ts';
import { recordRecentTransaction } from './recentTransactions.ts';
import { type SafeTxUpdate, trackSafeTransaction } from './trackSafeTransaction.ts';

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

const lostLabel: Record<LostReason, string> = {
  dropped: 'Dropped (no longer known to the network)',
  replaced: 'Replaced in your wallet',
};
const lostCopy: Record<LostReason, string> = {
  dropped:
    'The transaction was dropped: the network no longer knows it and it was not mined. If your wallet still shows it as pending, it may yet be sent; this page will say so.',
  replaced: 'The transaction was replaced in your wallet (sped up or cancelled): another one took its nonce.',
};

/**
 * Send and follow, for any wallet-aware component. `description` names the transaction in RainbowKit's recent
 * transactions ("Transfer 5 USDT").
 */
export function useSendAndFollow({ description }: { description: string }): SendAndFollow {
  const client = usePublicClient({ chainId: runtimeSettings.chain.id });
  const { connector } = useAccount();
  const isSafe = connector?.id === 'safe';
  const { sendTransactionAsync, isPending } = useSendTransaction();
  const [outcome, setOutcome] = useState<SendOutcome>();
  // Which run the status line belongs to: a transaction reported lost may still land after a newer one was sent.
  const runs = useRef(0);

  function settled(hash: Hash, ok: boolean, current = true): SendOutcome {
    const final: SendOutcome = { state: ok ? 'success' : 'failed', hash, label: ok ? 'Confirmed' : 'Failed' };
    if (current) setOutcome(final);
    const body = (text: string): ReactNode => (
      <span>
        {text} <ExplorerLink hash={hash} />
      </span>
    );
    if (ok) toast.success(body('Transaction confirmed.'), { toastId: `tx-${hash}` });
    else toast.error(body('Transaction failed on chain.'), { toastId: `tx-${hash}`, role: 'alert' });
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
      return isSafe ? await followSafe(hash) : await followChain(hash, runId);
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
    setOutcome({ state: 'pending', hash, label: 'Pending' });
    recordRecentTransaction({ hash, description });
    toast.info(
      <span>
        Transaction sent, waiting for confirmation. <ExplorerLink hash={hash} />
      </span>,
      { toastId: `pending-${hash}` },
    );
    // Not stopped when the component goes (a wrong network, a disconnect): the transaction may still land, and its
    // toast says so. The follow ends with a receipt, or 10 minutes after a lost verdict.
    const receipt = await followTransaction(client, hash, {
      intervalMs: runtimeSettings.transport.pollingIntervalMs,
      onSeen: () => {
        if (current())
          setOutcome({ state: 'pending', hash, label: 'Pending (seen by the network)', seen: true });
      },
      onLost: (reason) => {
        toast.dismiss(`pending-${hash}`);
        lost = { state: reason, hash, label: lostLabel[reason] };
        if (current()) setOutcome(lost);
        toast.warning(
          <span>
            {lostCopy[reason]} <ExplorerLink hash={hash} />
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

  async function followSafe(safeTxHash: Hash): Promise<SendOutcome> {
    const toastId = `safe-${safeTxHash}`;
    setOutcome({ state: 'pending', label: 'Proposed in your Safe' });
    toast.info('Proposed in your Safe. Waiting for the owners…', { toastId, autoClose: false });
    const final = await trackSafeTransaction(safeTxHash, {
      fetchDetails: getSafeTransaction,
      intervalMs: runtimeSettings.transport.pollingIntervalMs / 2,
      onUpdate: (update) => {
        const label = safeLabel(update);
        setOutcome({ state: 'pending', label });
        toast.update(toastId, { render: label });
      },
    });
    toast.dismiss(toastId);
    if (final.status === 'SUCCESS' && final.txHash) {
      recordRecentTransaction({ hash: final.txHash as Hash, description });
      return settled(final.txHash as Hash, true);
    }
    if (final.status === 'CANCELLED') {
      const cancelled: SendOutcome = { state: 'cancelled', label: 'Cancelled in your Safe' };
      setOutcome(cancelled);
      toast.info('The Safe transaction was cancelled (its nonce was replaced). Nothing was executed.');
      return cancelled;
    }
    const failed: SendOutcome = { state: 'failed', label: 'Failed in your Safe' };
    setOutcome(failed);
    if (final.txHash) settled(final.txHash as Hash, false);
    else toast.error('The Safe transaction failed.', { role: 'alert' });
    return failed;
  }

  return { send, outcome, busy: isPending || outcome?.state === 'pending' };
}

function safeLabel({ status, confirmations, confirmationsRequired }: SafeTxUpdate): string {
  switch (status) {
    case 'AWAITING_CONFIRMATIONS':
      return `Awaiting confirmations (${confirmations} of ${confirmationsRequired})`;
    case 'AWAITING_EXECUTION':
      return 'Awaiting execution';
    case 'SUCCESS':
      return 'Executed';
    case 'FAILED':
      return 'Failed';
    default:
      return 'Cancelled';
  }
}

/** A link to the transaction on the chain's explorer (opens in a new tab). */
export function ExplorerLink({ hash }: { hash: string }) {
  return (
    <a
      href={`${runtimeSettings.chain.blockExplorer.url}/tx/${hash}`}
      target="_blank"
      rel="noreferrer noopener"
    >
      View on {runtimeSettings.chain.blockExplorer.name}
    </a>
  );
}
