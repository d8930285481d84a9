import { type Address, encodeFunctionData, erc20Abi } from 'viem';
import type { SendRequest } from './useSendAndFollow.tsx';

/** The send request for an ERC-20 `transfer(to, amount)` of `token` (for `useSendAndFollow().send`). */
export function tokenTransfer(
  token: { readonly address: Address },
  to: Address,
  amount: bigint,
): SendRequest {
  return {
    to: token.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  };
}
