import {
  type Account,
  type Address,
  type Client,
  concat,
  encodeFunctionData,
  encodePacked,
  getAddress,
  type Hash,
  type Hex,
  hashTypedData,
  type LocalAccount,
  parseEventLogs,
  size,
  type TypedDataDefinition,
  zeroAddress,
} from 'viem';
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions';
import { multiSendAbi, safeAbi } from './abis.ts';
import { SAFE_141 } from './addresses.ts';
import { impersonate, sendAs } from './chainAccess.ts';

/** The ten fields the Safe signs (Safe.sol v1.4.1 `SafeTx`). */
export type SafeTx = {
  to: Address;
  value: bigint;
  data: Hex;
  operation: 0 | 1;
  safeTxGas: bigint;
  baseGas: bigint;
  gasPrice: bigint;
  gasToken: Address;
  refundReceiver: Address;
  nonce: bigint;
};

export const safeTxTypes = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const;

/** Fills the fields Safe{Wallet} leaves at zero for app transactions. */
export function buildSafeTx(p: Partial<SafeTx> & Pick<SafeTx, 'to' | 'nonce'>): SafeTx {
  return {
    to: getAddress(p.to),
    value: p.value ?? 0n,
    data: p.data ?? '0x',
    operation: p.operation ?? 0,
    safeTxGas: p.safeTxGas ?? 0n,
    baseGas: p.baseGas ?? 0n,
    gasPrice: p.gasPrice ?? 0n,
    gasToken: p.gasToken ?? zeroAddress,
    refundReceiver: p.refundReceiver ?? zeroAddress,
    nonce: p.nonce,
  };
}

export type SafeTxTarget = { safe: Address; chainId?: number };

/** The Safe's EIP-712 domain: its chain and its own address (Safe 1.3+ has no name or version). */
export const safeDomain = ({ safe, chainId = 56 }: SafeTxTarget) => ({
  chainId,
  verifyingContract: getAddress(safe),
});

/** EIP-712 safeTxHash, equal to the Safe's own `getTransactionHash`. */
export function hashSafeTx(target: SafeTxTarget, tx: SafeTx): Hash {
  return hashTypedData({
    domain: safeDomain(target),
    types: safeTxTypes,
    primaryType: 'SafeTx',
    message: tx,
  });
}

export type OwnerSignature = { owner: Address; signature: Hex };

/** One owner's 65-byte ECDSA signature (v 27/28) over the safeTxHash. */
export function signSafeTx(owner: LocalAccount, target: SafeTxTarget, tx: SafeTx): Promise<OwnerSignature> {
  return signAsOwner(owner, {
    domain: safeDomain(target),
    types: safeTxTypes,
    primaryType: 'SafeTx',
    message: tx,
  });
}

/** An owner's signature over EIP-712 data (a SafeTx or a SafeMessage), paired with the owner's address. */
export async function signAsOwner(owner: LocalAccount, data: TypedDataDefinition): Promise<OwnerSignature> {
  if (!owner.signTypedData) throw new Error(`Account ${owner.address} cannot sign typed data.`);
  return { owner: getAddress(owner.address), signature: await owner.signTypedData(data) };
}

/** Concatenates signatures in strictly ascending owner order, as `checkSignatures` demands (else GS026). */
export function joinSignatures(signatures: readonly OwnerSignature[]): Hex {
  const sorted = [...signatures].sort((a, b) => {
    const x = BigInt(a.owner);
    const y = BigInt(b.owner);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return sorted.length === 0 ? '0x' : concat(sorted.map((s) => s.signature));
}

export function encodeExecTransaction(tx: SafeTx, signatures: Hex): Hex {
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [
      tx.to,
      tx.value,
      tx.data,
      tx.operation,
      tx.safeTxGas,
      tx.baseGas,
      tx.gasPrice,
      tx.gasToken,
      tx.refundReceiver,
      signatures,
    ],
  });
}

export type ExecSafeTxParameters = SafeTxTarget & {
  tx: SafeTx;
  signatures: readonly OwnerSignature[];
  /** A local account (signs the outer tx itself) or an address anvil should impersonate. */
  executor: LocalAccount | Address;
  /** Outer gas limit; default: estimated by the node (which fails with GS013 if the inner call fails at safeTxGas 0). */
  gas?: bigint;
};

export type ExecSafeTxReturnType = { txHash: Hash; success: boolean; blockNumber: bigint; executor: Address };

/**
 * Runs `execTransaction` on chain. `success` reflects the Safe's `ExecutionSuccess`/`ExecutionFailure` event; an
 * outer revert (bad signatures, GS013) throws and leaves the Safe's nonce untouched.
 */
export async function execSafeTx(client: Client, p: ExecSafeTxParameters): Promise<ExecSafeTxReturnType> {
  const data = encodeExecTransaction(p.tx, joinSignatures(p.signatures));
  const to = getAddress(p.safe);
  let receipt: Awaited<ReturnType<typeof waitForTransactionReceipt>>;
  if (typeof p.executor === 'string') {
    await impersonate(client, p.executor);
    receipt = await sendAs(client, { from: p.executor, to, data, ...(p.gas ? { gas: p.gas } : {}) });
  } else {
    const hash = await sendTransaction(client, {
      account: p.executor as Account,
      chain: null,
      to,
      data,
      ...(p.gas ? { gas: p.gas } : {}),
    });
    receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`execTransaction ${hash} reverted.`);
  }
  const events = parseEventLogs({ abi: safeAbi, logs: receipt.logs }).filter(
    (e) => e.address.toLowerCase() === to.toLowerCase(),
  );
  const success = events.some((e) => e.eventName === 'ExecutionSuccess');
  const executor = typeof p.executor === 'string' ? getAddress(p.executor) : getAddress(p.executor.address);
  return { txHash: receipt.transactionHash, success, blockNumber: receipt.blockNumber, executor };
}

export type MetaTransaction = { to: Address; value?: bigint; data?: Hex };

/** `multiSend(bytes)` calldata packing each call as (uint8 op=0, address, uint256 value, uint256 len, bytes). */
export function encodeMultiSend(txs: readonly MetaTransaction[]): Hex {
  const packed = concat(
    txs.map((t) => {
      const data = t.data ?? '0x';
      return encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [0, getAddress(t.to), t.value ?? 0n, BigInt(size(data)), data],
      );
    }),
  );
  return encodeFunctionData({ abi: multiSendAbi, functionName: 'multiSend', args: [packed] });
}

/** What Safe{Wallet} proposes for an app batch: one tx → CALL; several → MultiSendCallOnly DELEGATECALL. */
export function batchToSafeTxFields(
  txs: readonly MetaTransaction[],
): Pick<SafeTx, 'to' | 'value' | 'data' | 'operation'> {
  const first = txs[0];
  if (txs.length === 1 && first) {
    return { to: getAddress(first.to), value: first.value ?? 0n, data: first.data ?? '0x', operation: 0 };
  }
  return { to: SAFE_141.MultiSendCallOnly, value: 0n, data: encodeMultiSend(txs), operation: 1 };
}
