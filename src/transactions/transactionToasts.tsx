import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { Hash } from 'viem';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { fill, siteWords } from '../i18n/siteWords.ts';

/** A link to the transaction on the chain's explorer (opens in a new tab). */
export function ExplorerLink({ hash }: { hash: string }) {
  return (
    <a
      href={`${runtimeSettings.chain.blockExplorer.url}/tx/${hash}`}
      target="_blank"
      rel="noreferrer noopener"
    >
      {fill(siteWords().transactions.viewOn, { explorer: runtimeSettings.chain.blockExplorer.name })}
    </a>
  );
}

/** The toast for a transaction that settled on chain (one per transaction, whoever reports it). */
export function settledToast(hash: Hash, ok: boolean): void {
  const body = (text: string): ReactNode => (
    <span>
      {text} <ExplorerLink hash={hash} />
    </span>
  );
  const words = siteWords().transactions;
  if (ok) toast.success(body(words.confirmedToast), { toastId: `tx-${hash}` });
  else toast.error(body(words.failedToast), { toastId: `tx-${hash}`, role: 'alert' });
}
