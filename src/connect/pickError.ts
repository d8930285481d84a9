import { invalidAddress, invalidChainId, noAccounts } from '../errors/walletAnswer.ts';
import type { PickFailure } from './pick.ts';

/**
 * The error a failed pick stands for, as the island's toast and the dialog's status line say it: the wallet's own
 * error, or the wallet-answer family for an answer no wallet should give (`src/errors/walletAnswer.ts`). Kept apart
 * from the dialog's owner so the error classes load with the island, not with the page.
 */
export function pickError(failure: PickFailure): unknown {
  if (failure.kind === 'refused') return failure.error;
  if (failure.kind === 'bad-chain') return invalidChainId('eth_chainId', failure.answer);
  return Array.isArray(failure.answer) && failure.answer.length === 0
    ? noAccounts()
    : invalidAddress('eth_requestAccounts', failure.answer);
}
