import type { Address } from 'viem';
import { useReadContract } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { formatAmount } from './formatAmount.ts';
import { bscUsd } from './tokens.ts';

/** An ERC-20 token on BNB Smart Chain as the page knows it (decimals and symbol are fixed, not read). */
export interface TokenInfo {
  readonly address: Address;
  readonly symbol: string;
  readonly decimals: number;
}

export interface TokenBalance {
  /** The balance in the token's smallest unit; `undefined` until read. */
  readonly value: bigint | undefined;
  /** The balance for display ("12.5"), at most four decimals. */
  readonly formatted: string | undefined;
  /** The chain could not be read; `value` may still hold the last known balance. */
  readonly isError: boolean;
  /** Reads the balance again now (after a transfer, for instance). */
  refetch(): Promise<unknown>;
}

/**
 * `holder`'s balance of `token` (BSC-USD by default) on BNB Smart Chain, kept fresh by the site's polling and
 * shared with every component that asks for the same pair (one request, one cache).
 */
export function useTokenBalance(holder: Address | undefined, token: TokenInfo = bscUsd): TokenBalance {
  const read = useReadContract({
    address: token.address,
    abi: bscUsd.abi,
    functionName: 'balanceOf',
    args: holder ? [holder] : undefined,
    chainId: runtimeSettings.chain.id,
    query: { enabled: holder !== undefined },
  });
  const value = holder === undefined ? undefined : read.data;
  return {
    value,
    formatted: value === undefined ? undefined : formatAmount(value, token.decimals),
    isError: read.isError,
    refetch: () => read.refetch(),
  };
}
