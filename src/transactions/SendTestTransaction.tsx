import { useAddRecentTransaction } from '@rainbow-me/rainbowkit';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { Address, Hash } from 'viem';
import { usePublicClient, useSendTransaction } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { notifyError } from '../notify/toast.ts';
import { getSafeTransaction } from '../safe/safeSdk.ts';
import { followTransaction, type LostReason } from './followTransaction.ts';
import { type SafeTxUpdate, trackSafeTransaction } from './trackSafeTransaction.ts';

const DESCRIPTION = 'Test transaction: 0 BNB to yourself';

type Outcome = {
  state: 'pending' | 'success' | 'failed' | 'cancelled' | LostReason;
  hash?: Hash;
  label: string;
  /** Pending and known to the network (not only handed to the wallet). */
  seen?: boolean;
};

const lostLabel: Record<LostReason, string> = {
  dropped: 'Dropped (no longer known to the network)',
  replaced: 'Replaced in your wallet',
};
const lostCopy: Record<LostReason, string> = {
  dropped:
    'The transaction was dropped: the network no longer knows it and it was not mined. If your wallet still shows it as pending, it may yet be sent; this page will say so.',
  replaced: 'The transaction was replaced in your wallet (sped up or cancelled): another one took its nonce.',
};

/** Sends 0 BNB to the connected account on chain 56 and follows it to the end, with toasts. */
export function SendTestTransaction({ address, isSafe }: { address: Address; isSafe: boolean }) {
  const client = usePublicClient({ chainId: runtimeSettings.chain.id });
  const addRecentTransaction = useAddRecentTransaction();
  const { sendTransactionAsync, isPending } = useSendTransaction();
  const [outcome, setOutcome] = useState<Outcome>();
  // Which run the status line belongs to: a transaction reported lost may still land after a newer one was sent.
  const runs = useRef(0);

  async function settled(hash: Hash, ok: boolean, current = true) {
    if (current) setOutcome({ state: ok ? 'success' : 'failed', hash, label: ok ? 'Confirmed' : 'Failed' });
    const body = (text: string): ReactNode => (
      <span>
        {text} <ExplorerLink hash={hash} />
      </span>
    );
    if (ok) toast.success(body('Transaction confirmed.'), { toastId: `tx-${hash}` });
    else toast.error(body('Transaction failed on chain.'), { toastId: `tx-${hash}` });
  }

  async function run() {
    const runId = ++runs.current;
    setOutcome(undefined);
    try {
      // chainId pins the write to BNB Smart Chain: a wallet that moved to another chain sends nothing.
      const hash = await sendTransactionAsync({ to: address, value: 0n, chainId: runtimeSettings.chain.id });
      if (isSafe) await followSafe(hash);
      else await followChain(hash, runId);
    } catch (error) {
      setOutcome(undefined);
      notifyError(error);
    }
  }

  async function followChain(hash: Hash, runId: number) {
    if (!client) return;
    setOutcome({ state: 'pending', hash, label: 'Pending' });
    addRecentTransaction({ hash, description: DESCRIPTION });
    toast.info(
      <span>
        Transaction sent, waiting for confirmation. <ExplorerLink hash={hash} />
      </span>,
      { toastId: `pending-${hash}` },
    );
    // Not stopped when this panel goes (a wrong network, a disconnect): the transaction may still land, and its
    // toast says so. The follow ends with a receipt, or 10 minutes after a lost verdict.
    const receipt = await followTransaction(client, hash, {
      intervalMs: runtimeSettings.transport.pollingIntervalMs,
      onSeen: () => {
        if (runs.current === runId)
          setOutcome({ state: 'pending', hash, label: 'Pending (seen by the network)', seen: true });
      },
      onLost: (reason) => {
        toast.dismiss(`pending-${hash}`);
        if (runs.current === runId) setOutcome({ state: reason, hash, label: lostLabel[reason] });
        toast.warning(
          <span>
            {lostCopy[reason]} <ExplorerLink hash={hash} />
          </span>,
          { toastId: `lost-${hash}`, autoClose: false },
        );
      },
    });
    toast.dismiss(`pending-${hash}`);
    if (!receipt) return;
    toast.dismiss(`lost-${hash}`);
    await settled(hash, receipt.status === 'success', runs.current === runId);
  }

  async function followSafe(safeTxHash: Hash) {
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
      addRecentTransaction({ hash: final.txHash, description: DESCRIPTION });
      await settled(final.txHash as Hash, true);
    } else if (final.status === 'CANCELLED') {
      setOutcome({ state: 'cancelled', label: 'Cancelled in your Safe' });
      toast.info('The Safe transaction was cancelled (its nonce was replaced). Nothing was executed.');
    } else {
      setOutcome({ state: 'failed', label: 'Failed in your Safe' });
      if (final.txHash) await settled(final.txHash as Hash, false);
      else toast.error('The Safe transaction failed.');
    }
  }

  return (
    <div className="action">
      <button
        type="button"
        data-testid="send-test-tx"
        disabled={isPending || outcome?.state === 'pending'}
        onClick={run}
      >
        {isPending ? 'Confirm in your wallet…' : 'Send a test transaction'}
      </button>
      {outcome ? (
        <p
          className="result"
          data-testid="tx-status"
          data-state={outcome.state}
          data-seen={outcome.seen === true}
        >
          {outcome.label}
          {outcome.hash ? (
            <>
              {' '}
              <code data-testid="tx-hash">{outcome.hash}</code>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
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

function ExplorerLink({ hash }: { hash: string }) {
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
