import { useAddRecentTransaction } from '@rainbow-me/rainbowkit';
import { type ReactNode, useState } from 'react';
import type { Address, Hash } from 'viem';
import { useConfig, useSendTransaction } from 'wagmi';
import { waitForTransactionReceipt } from 'wagmi/actions';
import { settings } from '../config/settings.ts';
import { notifyError, toast } from '../notify/toast.ts';
import { getSafeTransaction } from '../safe/safeSdk.ts';
import { type SafeTxUpdate, trackSafeTransaction } from '../safe/trackSafeTransaction.ts';

const DESCRIPTION = 'Test transaction: 0 BNB to yourself';

type Outcome = { state: 'pending' | 'success' | 'failed' | 'cancelled'; hash?: Hash; label: string };

/** Sends 0 BNB to the connected account on chain 56 and follows it to the end, with toasts. */
export function SendTestTransaction({ address, isSafe }: { address: Address; isSafe: boolean }) {
  const config = useConfig();
  const addRecentTransaction = useAddRecentTransaction();
  const { sendTransactionAsync, isPending } = useSendTransaction();
  const [outcome, setOutcome] = useState<Outcome>();

  async function settled(hash: Hash, ok: boolean) {
    setOutcome({ state: ok ? 'success' : 'failed', hash, label: ok ? 'Confirmed' : 'Failed' });
    const body = (text: string): ReactNode => (
      <span>
        {text} <ExplorerLink hash={hash} />
      </span>
    );
    if (ok) toast.success(body('Transaction confirmed.'), { toastId: `tx-${hash}` });
    else toast.error(body('Transaction failed on chain.'), { toastId: `tx-${hash}` });
  }

  async function run() {
    setOutcome(undefined);
    try {
      // chainId pins the write to BNB Smart Chain: a wallet that moved to another chain sends nothing.
      const hash = await sendTransactionAsync({ to: address, value: 0n, chainId: settings.chain.id });
      if (isSafe) await followSafe(hash);
      else await followChain(hash);
    } catch (error) {
      setOutcome(undefined);
      notifyError(error);
    }
  }

  async function followChain(hash: Hash) {
    setOutcome({ state: 'pending', hash, label: 'Pending' });
    addRecentTransaction({ hash, description: DESCRIPTION });
    toast.info(
      <span>
        Transaction sent, waiting for confirmation. <ExplorerLink hash={hash} />
      </span>,
      { toastId: `pending-${hash}` },
    );
    const receipt = await waitForTransactionReceipt(config, { hash, chainId: settings.chain.id });
    toast.dismiss(`pending-${hash}`);
    await settled(hash, receipt.status === 'success');
  }

  async function followSafe(safeTxHash: Hash) {
    const toastId = `safe-${safeTxHash}`;
    setOutcome({ state: 'pending', label: 'Proposed in your Safe' });
    toast.info('Proposed in your Safe. Waiting for the owners…', { toastId, autoClose: false });
    const final = await trackSafeTransaction(safeTxHash, {
      fetchDetails: getSafeTransaction,
      intervalMs: settings.transport.pollingIntervalMs / 2,
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
        <p className="result" data-testid="tx-status" data-state={outcome.state}>
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
    <a href={`${settings.chain.blockExplorer.url}/tx/${hash}`} target="_blank" rel="noreferrer noopener">
      View on {settings.chain.blockExplorer.name}
    </a>
  );
}
