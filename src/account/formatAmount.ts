import { formatUnits } from 'viem';

/** An amount for display: at most `places` decimals, trailing zeros dropped ("1.5", "10", "0.0001"). */
export function formatAmount(value: bigint, decimals: number, places = 4): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.');
  const shown = fraction.slice(0, places).replace(/0+$/, '');
  return shown ? `${whole}.${shown}` : `${whole}`;
}
