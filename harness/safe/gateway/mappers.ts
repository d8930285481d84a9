import { type Address, decodeFunctionData, type Hex, hexToBigInt, size, slice } from 'viem';
import { multiSendAbi, safeAbi, signMessageLibAbi } from '../contracts/abis.ts';
import type { SafeState } from '../contracts/readSafe.ts';
import { buildPreparedSignature } from '../contracts/safeMessage.ts';
import type { StoredMessage, StoredTx } from './store.ts';

export type TxStatus = 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'SUCCESS' | 'FAILED' | 'CANCELLED';

const ex = (value: Address) => ({ value });

/** The CGW status rule (multisig-transaction-status.mapper.ts), without an indexing grace period. */
export function txStatus(stored: StoredTx, safe: Pick<SafeState, 'nonce' | 'threshold'>): TxStatus {
  if (stored.execution) return stored.execution.success ? 'SUCCESS' : 'FAILED';
  if (safe.nonce > Number(stored.tx.nonce)) return 'CANCELLED';
  return stored.confirmations.length < safe.threshold ? 'AWAITING_CONFIRMATIONS' : 'AWAITING_EXECUTION';
}

/** Splits MultiSend's packed bytes into its calls. */
export function unpackMultiSend(packed: Hex) {
  const calls: { operation: number; to: Address; value: bigint; data: Hex }[] = [];
  let i = 0;
  const total = size(packed);
  while (i < total) {
    const operation = Number(hexToBigInt(slice(packed, i, i + 1)));
    const to = slice(packed, i + 1, i + 21) as Address;
    const value = hexToBigInt(slice(packed, i + 21, i + 53));
    const len = Number(hexToBigInt(slice(packed, i + 53, i + 85)));
    const data = len === 0 ? '0x' : slice(packed, i + 85, i + 85 + len);
    calls.push({ operation, to, value, data });
    i += 85 + len;
  }
  return calls;
}

/** Decodes the calldata the harness knows (MultiSend, SignMessageLib, Safe owner settings); null otherwise. */
export function decodeData(data: Hex) {
  for (const abi of [multiSendAbi, signMessageLibAbi, safeAbi] as const) {
    try {
      const decoded = decodeFunctionData({ abi, data });
      const item = abi.find((a) => a.type === 'function' && a.name === decoded.functionName);
      const inputs = item && 'inputs' in item ? item.inputs : [];
      return {
        method: decoded.functionName,
        parameters: inputs.map((input, k) => {
          const raw = (decoded.args as readonly unknown[] | undefined)?.[k];
          const value = typeof raw === 'bigint' ? raw.toString() : String(raw);
          const name = 'name' in input ? String(input.name) : '';
          const parameter: Record<string, unknown> = { name, type: input.type, value };
          if (decoded.functionName === 'multiSend') {
            parameter.valueDecoded = unpackMultiSend(raw as Hex).map((c) => ({
              operation: c.operation,
              to: c.to,
              value: c.value.toString(),
              data: c.data === '0x' ? null : c.data,
            }));
          }
          return parameter;
        }),
      };
    } catch {}
  }
  return null;
}

const SETTINGS: Record<string, string> = {
  addOwnerWithThreshold: 'ADD_OWNER',
  removeOwner: 'REMOVE_OWNER',
  swapOwner: 'SWAP_OWNER',
  changeThreshold: 'CHANGE_THRESHOLD',
  setFallbackHandler: 'SET_FALLBACK_HANDLER',
  enableModule: 'ENABLE_MODULE',
  disableModule: 'DISABLE_MODULE',
  setGuard: 'SET_GUARD',
};

/** `txInfo`: Transfer for plain native sends, SettingsChange for self-calls, Custom (incl. cancellations) otherwise. */
export function txInfo(stored: StoredTx) {
  const { tx, safe } = stored;
  const decoded = tx.data === '0x' ? null : decodeData(tx.data);
  if (tx.data === '0x' && tx.operation === 0 && tx.to !== safe) {
    return {
      type: 'Transfer',
      sender: ex(safe),
      recipient: ex(tx.to),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: tx.value.toString() },
    };
  }
  const settingsType = decoded && tx.to === safe ? SETTINGS[decoded.method] : undefined;
  if (settingsType) {
    return { type: 'SettingsChange', dataDecoded: decoded, settingsInfo: { type: settingsType } };
  }
  const isCancellation = tx.to === safe && tx.value === 0n && tx.data === '0x' && tx.operation === 0;
  const actionCount =
    decoded?.method === 'multiSend'
      ? ((decoded.parameters[0]?.valueDecoded as unknown[] | undefined)?.length ?? null)
      : null;
  return {
    type: 'Custom',
    to: ex(tx.to),
    dataSize: String(size(tx.data)),
    value: tx.value.toString(),
    methodName: decoded?.method ?? null,
    actionCount,
    isCancellation,
    humanDescription: null,
  };
}

export function txId(stored: StoredTx) {
  return `multisig_${stored.safe}_${stored.safeTxHash}`;
}

/** `TransactionDetails`. */
export function toTransactionDetails(stored: StoredTx, safe: SafeState) {
  const { tx } = stored;
  const status = txStatus(stored, safe);
  const decoded = tx.data === '0x' ? null : decodeData(tx.data);
  return {
    safeAddress: stored.safe,
    txId: txId(stored),
    executedAt: stored.execution?.executedAt ?? null,
    txStatus: status,
    txInfo: txInfo(stored),
    txData: {
      hexData: tx.data === '0x' ? null : tx.data,
      dataDecoded: decoded,
      to: ex(tx.to),
      value: tx.value.toString(),
      operation: tx.operation,
      addressInfoIndex: null,
      trustedDelegateCallTarget: tx.operation === 1 ? true : null,
    },
    txHash: stored.execution?.txHash ?? null,
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: stored.submittedAt,
      nonce: Number(tx.nonce),
      safeTxGas: tx.safeTxGas.toString(),
      baseGas: tx.baseGas.toString(),
      gasPrice: tx.gasPrice.toString(),
      gasToken: tx.gasToken,
      refundReceiver: ex(tx.refundReceiver),
      safeTxHash: stored.safeTxHash,
      executor: stored.execution ? ex(stored.execution.executor) : null,
      signers: safe.owners.map(ex),
      confirmationsRequired: safe.threshold,
      confirmations: stored.confirmations.map((c) => ({
        signer: ex(c.owner),
        signature: c.signature,
        submittedAt: c.submittedAt,
      })),
      rejectors: [],
      gasTokenInfo: null,
      trusted: true,
      proposer: ex(stored.proposer),
      proposedByDelegate: null,
    },
    safeAppInfo: null,
    note: null,
  };
}

/** `TransactionSummary` as list pages carry it. */
export function toTransactionSummary(stored: StoredTx, safe: SafeState) {
  const signed = new Set(stored.confirmations.map((c) => c.owner));
  return {
    id: txId(stored),
    timestamp: stored.execution?.executedAt ?? stored.submittedAt,
    txStatus: txStatus(stored, safe),
    txInfo: txInfo(stored),
    txHash: stored.execution?.txHash ?? null,
    executionInfo: {
      type: 'MULTISIG',
      nonce: Number(stored.tx.nonce),
      confirmationsRequired: safe.threshold,
      confirmationsSubmitted: stored.confirmations.length,
      missingSigners: stored.execution ? null : safe.owners.filter((o) => !signed.has(o)).map(ex),
    },
    safeAppInfo: null,
  };
}

/** A Safe message; `preparedSignature` only once CONFIRMED. */
export function toSafeMessage(stored: StoredMessage, threshold: number) {
  const confirmed = stored.confirmations.length >= threshold;
  return {
    type: 'MESSAGE',
    messageHash: stored.messageHash,
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message: stored.message,
    creationTimestamp: stored.creationTimestamp,
    modifiedTimestamp: stored.modifiedTimestamp,
    confirmationsSubmitted: stored.confirmations.length,
    confirmationsRequired: threshold,
    proposedBy: ex(stored.proposedBy),
    confirmations: stored.confirmations.map((c) => ({ owner: ex(c.owner), signature: c.signature })),
    preparedSignature: confirmed ? buildPreparedSignature(stored.confirmations) : null,
    origin: stored.origin,
  };
}

/** Midnight UTC of a timestamp, for DATE_LABEL items. */
export const dayOf = (ms: number) => Math.floor(ms / 86_400_000) * 86_400_000;
