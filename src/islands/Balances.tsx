import { type Address, formatUnits } from 'viem';
import { useBalance, useReadContract } from 'wagmi';
import { bscUsd } from '../account/tokens.ts';
import { settings } from '../config/settings.ts';

function format(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.');
  const shown = fraction.slice(0, 4).replace(/0+$/, '');
  return shown ? `${whole}.${shown}` : `${whole}`;
}

/** BNB and BSC-USD balances; a failing RPC shows a readable line instead of a spinner. */
export function Balances({ address }: { address: Address }) {
  const chainId = settings.chain.id;
  const bnb = useBalance({ address, chainId });
  const usdt = useReadContract({
    address: bscUsd.address,
    abi: bscUsd.abi,
    functionName: 'balanceOf',
    args: [address],
    chainId,
  });
  return (
    <dl className="facts balances">
      <dt>{settings.chain.nativeCurrency.symbol}</dt>
      <dd data-testid="balance-native">
        {bnb.data ? format(bnb.data.value, bnb.data.decimals) : bnb.isError ? <Unavailable /> : '…'}
      </dd>
      <dt>{bscUsd.symbol}</dt>
      <dd data-testid="balance-usdt">
        {usdt.data !== undefined ? format(usdt.data, bscUsd.decimals) : usdt.isError ? <Unavailable /> : '…'}
      </dd>
    </dl>
  );
}

function Unavailable() {
  return <span className="muted">unavailable (network not answering)</span>;
}
