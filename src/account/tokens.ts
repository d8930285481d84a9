import { type Address, erc20Abi } from 'viem';

/** Binance-Peg BSC-USD ("USDT") on BNB Smart Chain: the token most BSC accounts hold. */
export const bscUsd = {
  address: '0x55d398326f99059fF775485246999027B3197955' as Address,
  symbol: 'USDT',
  decimals: 18,
  abi: erc20Abi,
} as const;
