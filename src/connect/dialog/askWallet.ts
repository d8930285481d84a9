import type { PickFailure } from '../pick.ts';
import { ADDRESS_PATTERN, type Provider, parseChainId } from '../rules.js';

/**
 * Asks a wallet this browser offers for its accounts, at the visitor's pick: its one prompt. A wallet that cannot
 * say which chain it is on is refused before it prompts (read by the rule the island's connectors use too). An
 * answer that is not an account list is refused, and whatever the wallet granted with it is handed back
 * (`wallet_revokePermissions`). Never throws: a hostile provider's throw is its refusal.
 */
export async function askWallet(provider: Provider): Promise<{ readonly address: string } | PickFailure> {
  try {
    const chain = await provider.request({ method: 'eth_chainId' });
    if (parseChainId(chain) === undefined) return { kind: 'bad-chain', answer: chain };
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof first === 'string' && ADDRESS_PATTERN.test(first)) return { address: first };
    Promise.resolve()
      .then(() => provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }))
      .catch(() => {});
    return { kind: 'bad-answer', answer: accounts };
  } catch (error) {
    return { kind: 'refused', error };
  }
}
