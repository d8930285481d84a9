import { isAddress } from 'viem';
import { invalidAddress, invalidChainId, type WalletAnswerError } from '../errors/walletAnswer.ts';

/**
 * A chain id as a wallet may send it: `0x`-hex (EIP-1193), or the decimal string or number some wallets send
 * instead. Anything else (`"0xZZ"`, `null`, `0`, a fraction) is not a chain id: `undefined`.
 */
export function parseChainId(value: unknown): number | undefined {
  let id: number;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && /^(?:0x[0-9a-f]+|[0-9]+)$/i.test(value)) id = Number(value);
  else return undefined;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * What is wrong with a wallet's answer to a method that carries a chain id or accounts, if anything.
 * Only the shape is judged: an empty account list is a valid `eth_accounts` answer (not authorised yet).
 */
export function checkWalletAnswer(method: string, result: unknown): WalletAnswerError | undefined {
  switch (method) {
    case 'eth_chainId':
      return parseChainId(result) === undefined ? invalidChainId(method, result) : undefined;
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return isAddressList(result) ? undefined : invalidAddress(method, result);
    case 'wallet_requestPermissions': {
      const accounts = permittedAccounts(result);
      return accounts === undefined || isAddressList(accounts) ? undefined : invalidAddress(method, accounts);
    }
    default:
      return undefined;
  }
}

function isAddressList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' && isAddress(item, { strict: false }))
  );
}

/** The accounts wagmi's injected connector takes from a permission grant: the first caveat of the first permission. */
function permittedAccounts(result: unknown): unknown {
  if (!Array.isArray(result)) return undefined;
  const [permission] = result as Array<{ caveats?: Array<{ value?: unknown }> } | undefined>;
  return Array.isArray(permission?.caveats) ? permission.caveats[0]?.value : undefined;
}
