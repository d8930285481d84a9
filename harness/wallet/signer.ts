import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  type TypedDataDefinition,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { bsc } from 'viem/chains';
import type { TestAccount } from '../chain/constants.ts';
import { walletErrors } from './errors.ts';
import type { WalletRpcError } from './types.ts';

// Real signatures from anvil's keys (viem local accounts); transactions are signed here and go to the
// chain as raw transactions, exactly as a browser wallet would send them.

export class WalletRequestError extends Error {
  readonly rpc: WalletRpcError;
  constructor(rpc: WalletRpcError) {
    super(rpc.message);
    this.name = 'WalletRequestError';
    this.rpc = rpc;
  }
}

const fail = (rpc: WalletRpcError): never => {
  throw new WalletRequestError(rpc);
};

const big = (value: unknown): bigint | undefined =>
  typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined;

export type Signer = {
  personalSign(params: unknown, from: Address): Promise<Hex>;
  ethSign(params: unknown, from: Address): Promise<Hex>;
  signTypedDataV4(params: unknown, from: Address): Promise<Hex>;
  sendTransaction(params: unknown, from: Address): Promise<Hex>;
};

export function createSigner(rpcUrl: string, accounts: readonly TestAccount[]): Signer {
  const local = new Map<string, PrivateKeyAccount>(
    accounts.map((a) => [a.address.toLowerCase(), privateKeyToAccount(a.privateKey)]),
  );
  const walletClient = createWalletClient({ chain: bsc, transport: http(rpcUrl, { retryCount: 0 }) });
  const accountFor = (requested: unknown, selected: Address): PrivateKeyAccount => {
    if (typeof requested !== 'string' || !isHex(requested) || requested.length !== 42) {
      return fail(walletErrors.invalidParams(`Invalid address: ${String(requested)}.`));
    }
    if (!isAddressEqual(requested as Address, selected)) return fail(walletErrors.unauthorized());
    return local.get(requested.toLowerCase()) ?? fail(walletErrors.unauthorized());
  };
  const list = (params: unknown): unknown[] =>
    Array.isArray(params) ? params : fail(walletErrors.invalidParams('Expected an array of parameters.'));

  return {
    async personalSign(params, from) {
      const [message, address] = list(params);
      const account = accountFor(address, from);
      if (typeof message !== 'string') return fail(walletErrors.invalidParams('Expected a message string.'));
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    },
    async ethSign(params, from) {
      const [address, hash] = list(params);
      const account = accountFor(address, from);
      if (typeof hash !== 'string' || !isHex(hash) || hash.length !== 66) {
        return fail(walletErrors.invalidParams('eth_sign expects a 32-byte hash.'));
      }
      return account.sign({ hash });
    },
    async signTypedDataV4(params, from) {
      const [address, raw] = list(params);
      const account = accountFor(address, from);
      let typed: TypedDataDefinition & { types: Record<string, unknown> };
      try {
        typed = typeof raw === 'string' ? JSON.parse(raw) : (raw as typeof typed);
      } catch {
        return fail(walletErrors.invalidParams('Typed data is not valid JSON.'));
      }
      if (!typed || typeof typed !== 'object' || !typed.types || !typed.primaryType || !typed.message) {
        return fail(walletErrors.invalidParams('Typed data needs domain, types, primaryType and message.'));
      }
      const { EIP712Domain: _domainType, ...types } = typed.types;
      return account.signTypedData({ ...typed, types } as TypedDataDefinition);
    },
    async sendTransaction(params, from) {
      const [tx] = list(params) as [Record<string, unknown> | undefined];
      if (!tx || typeof tx !== 'object')
        return fail(walletErrors.invalidParams('Expected a transaction object.'));
      const account = accountFor(tx.from ?? from, from);
      const gas = big(tx.gas ?? tx.gasLimit);
      const value = big(tx.value);
      const nonce = big(tx.nonce);
      const gasPrice = big(tx.gasPrice);
      const maxFeePerGas = big(tx.maxFeePerGas);
      const maxPriorityFeePerGas = big(tx.maxPriorityFeePerGas);
      const data = (tx.data ?? tx.input) as Hex | undefined;
      const request = {
        account,
        to: (tx.to ?? null) as Address | null,
        ...(data ? { data } : {}),
        ...(value !== undefined ? { value } : {}),
        ...(gas !== undefined ? { gas } : {}),
        ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
        ...(gasPrice !== undefined
          ? { gasPrice }
          : maxFeePerGas !== undefined
            ? { maxFeePerGas, ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}) }
            : {}),
      };
      return walletClient.sendTransaction(request as Parameters<typeof walletClient.sendTransaction>[0]);
    },
  };
}
