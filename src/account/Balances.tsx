import type { Address } from 'viem';
import { useBalance } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { siteWords } from '../i18n/siteWords.ts';
import { formatAmount } from './formatAmount.ts';
import { bscUsd } from './tokens.ts';
import { useTokenBalance } from './useTokenBalance.ts';

/** BNB and BSC-USD balances; a failing RPC shows a readable line instead of a spinner. */
export function Balances({ address }: { address: Address }) {
  const chainId = runtimeSettings.chain.id;
  const bnb = useBalance({ address, chainId });
  const usdt = useTokenBalance(address);
  return (
    <dl className="facts balances">
      <dt>{runtimeSettings.chain.nativeCurrency.symbol}</dt>
      <dd data-testid="balance-native">
        <Value
          shown={bnb.data ? formatAmount(bnb.data.value, bnb.data.decimals) : undefined}
          failed={bnb.isError}
        />
      </dd>
      <dt>{bscUsd.symbol}</dt>
      <dd data-testid="balance-usdt">
        <Value shown={usdt.formatted} failed={usdt.isError} />
      </dd>
    </dl>
  );
}

/**
 * A balance, "…" while loading, or a readable line when the network fails. The persisted cache may hold
 * the last known value: it stays on screen, marked as such, rather than pretending to be current.
 */
function Value({ shown, failed }: { shown: string | undefined; failed: boolean }) {
  // An amount reads left to right inside a right-to-left page too.
  if (!failed) return <bdi dir="ltr">{shown ?? '…'}</bdi>;
  const words = siteWords().account;
  const note = <span className="muted">{words.unavailable}</span>;
  return shown === undefined ? (
    note
  ) : (
    <>
      <bdi dir="ltr">{shown}</bdi> <span className="muted">{words.lastKnown}</span> {note}
    </>
  );
}
