import {
  type Address,
  type Client,
  getAddress,
  type Hash,
  type Hex,
  hexToNumber,
  recoverAddress,
  size,
  slice,
  toEventSelector,
} from 'viem';
import { getBlock, getTransaction } from 'viem/actions';
import { hashSafeMessage } from '../contracts/safeMessage.ts';
import { hashSafeTx, type SafeTx } from '../contracts/safeTx.ts';
import { invalid, notFound } from './gatewayError.ts';
import { isTypedData, type LooseTypedData, toTypedDataDefinition } from './typedData.ts';

export type StoredConfirmation = { owner: Address; signature: Hex; submittedAt: number };

export type StoredExecution = {
  txHash: Hash;
  success: boolean;
  executedAt: number;
  executor: Address;
  blockNumber: bigint;
};

export type StoredTx = {
  safe: Address;
  safeTxHash: Hash;
  tx: SafeTx;
  submittedAt: number;
  proposer: Address;
  origin: string | null;
  confirmations: StoredConfirmation[];
  execution: StoredExecution | null;
};

export type StoredMessage = {
  safe: Address;
  messageHash: Hash;
  message: string | LooseTypedData;
  proposedBy: Address;
  origin: string | null;
  safeAppId: number | null;
  creationTimestamp: number;
  modifiedTimestamp: number;
  confirmations: StoredConfirmation[];
};

const SUCCESS_TOPIC = toEventSelector('ExecutionSuccess(bytes32,uint256)');
const FAILURE_TOPIC = toEventSelector('ExecutionFailure(bytes32,uint256)');

/** Recovers the owner behind a 65-byte Safe signature (v 27/28 plain ECDSA; v > 30 eth_sign style). */
export async function recoverSafeSigner(hash: Hash, signature: Hex): Promise<Address> {
  if (size(signature) !== 65) throw invalid('A signature must be 65 bytes.');
  const v = hexToNumber(slice(signature, 64, 65));
  if (v === 27 || v === 28) return getAddress(await recoverAddress({ hash, signature }));
  if (v === 31 || v === 32) {
    const { hashMessage } = await import('viem');
    const fixed = `${slice(signature, 0, 64)}${(v - 4).toString(16)}` as Hex;
    return getAddress(await recoverAddress({ hash: hashMessage({ raw: hash }), signature: fixed }));
  }
  throw invalid(`Unsupported signature type v=${v}.`);
}

/**
 * The gateway stand-in's memory: proposed multisig txs, their confirmations, and Safe messages. Executions are not
 * stored by hand; they are found on chain (ExecutionSuccess/Failure logs of the Safe), as the real indexer would.
 */
export class GatewayStore {
  readonly txs = new Map<Hash, StoredTx>();
  readonly messages = new Map<Hash, StoredMessage>();
  readonly client: Client;
  readonly chainId: number;
  /** Called after every change, so a host page can refresh its lists. */
  onChange: (() => void) | undefined;

  constructor(client: Client, chainId = 56) {
    this.client = client;
    this.chainId = chainId;
  }

  private changed() {
    this.onChange?.();
  }

  /** Adds a tx (or, for one already known, the proposer's confirmation), checking hash and signer. */
  async proposeTx(p: {
    safe: Address;
    tx: SafeTx;
    safeTxHash: Hash;
    sender: Address;
    signature?: Hex | undefined;
    origin?: string | null | undefined;
    owners: readonly Address[];
  }): Promise<StoredTx> {
    const safe = getAddress(p.safe);
    const computed = hashSafeTx({ safe, chainId: this.chainId }, p.tx);
    if (computed.toLowerCase() !== p.safeTxHash.toLowerCase()) {
      throw invalid(`safeTxHash does not match the transaction (expected ${computed}).`);
    }
    const sender = getAddress(p.sender);
    if (!p.owners.includes(sender)) throw invalid(`Sender ${sender} is not an owner of ${safe}.`);
    let stored = this.txs.get(computed);
    if (!stored) {
      stored = {
        safe,
        safeTxHash: computed,
        tx: p.tx,
        submittedAt: Date.now(),
        proposer: sender,
        origin: p.origin ?? null,
        confirmations: [],
        execution: null,
      };
      this.txs.set(computed, stored);
    }
    if (p.signature) await this.addTxConfirmation(stored, p.signature, p.owners);
    this.changed();
    return stored;
  }

  async confirmTx(safeTxHash: Hash, signature: Hex, owners: readonly Address[]): Promise<StoredTx> {
    const stored = this.getTx(safeTxHash);
    await this.addTxConfirmation(stored, signature, owners);
    this.changed();
    return stored;
  }

  private async addTxConfirmation(stored: StoredTx, signature: Hex, owners: readonly Address[]) {
    const signer = await recoverSafeSigner(stored.safeTxHash, signature);
    if (!owners.includes(signer)) throw invalid(`Signer ${signer} is not an owner of ${stored.safe}.`);
    if (stored.confirmations.some((c) => c.owner === signer)) return;
    stored.confirmations.push({ owner: signer, signature, submittedAt: Date.now() });
  }

  getTx(safeTxHash: string): StoredTx {
    const stored = this.txs.get(safeTxHash.toLowerCase() as Hash) ?? this.findTx(safeTxHash);
    if (!stored) throw notFound('Transaction');
    return stored;
  }

  private findTx(safeTxHash: string) {
    for (const t of this.txs.values()) if (t.safeTxHash.toLowerCase() === safeTxHash.toLowerCase()) return t;
    return undefined;
  }

  deleteTx(safeTxHash: string) {
    const stored = this.getTx(safeTxHash);
    if (stored.execution) throw invalid('An executed transaction cannot be deleted.');
    this.txs.delete(stored.safeTxHash);
    this.changed();
  }

  /** Looks for the Safe's execution event of this tx on chain (cached once found). */
  async refreshExecution(stored: StoredTx): Promise<StoredExecution | null> {
    if (stored.execution) return stored.execution;
    const logs = (await this.client.request({
      method: 'eth_getLogs',
      params: [
        {
          address: stored.safe,
          fromBlock: '0x0',
          toBlock: 'latest',
          topics: [[SUCCESS_TOPIC, FAILURE_TOPIC], stored.safeTxHash],
        },
      ],
    })) as { topics: Hex[]; transactionHash: Hash; blockNumber: Hex }[];
    const log = logs[0];
    if (!log) return null;
    const blockNumber = BigInt(log.blockNumber);
    const [block, tx] = await Promise.all([
      getBlock(this.client, { blockNumber }),
      getTransaction(this.client, { hash: log.transactionHash }),
    ]);
    stored.execution = {
      txHash: log.transactionHash,
      success: log.topics[0] === SUCCESS_TOPIC,
      executedAt: Number(block.timestamp) * 1000,
      executor: getAddress(tx.from),
      blockNumber,
    };
    this.changed();
    return stored.execution;
  }

  txsOf(safe: Address): StoredTx[] {
    const s = getAddress(safe);
    return [...this.txs.values()].filter((t) => t.safe === s);
  }

  /** A new message, signed by its proposer; its hash is computed here (SafeMessage over the content). */
  async proposeMessage(p: {
    safe: Address;
    message: unknown;
    signature: Hex;
    owners: readonly Address[];
    origin?: string | null | undefined;
    safeAppId?: number | null | undefined;
  }): Promise<StoredMessage> {
    const safe = getAddress(p.safe);
    if (typeof p.message !== 'string' && !isTypedData(p.message)) {
      throw invalid('message must be a string or EIP-712 typed data.');
    }
    let messageHash: Hash;
    try {
      const content = typeof p.message === 'string' ? p.message : toTypedDataDefinition(p.message);
      messageHash = hashSafeMessage({ safe, chainId: this.chainId }, content);
    } catch (error) {
      throw invalid(`message cannot be hashed: ${(error as Error).message}`);
    }
    if (this.messages.has(messageHash)) throw invalid(`Message ${messageHash} already exists.`);
    const signer = await recoverSafeSigner(messageHash, p.signature);
    if (!p.owners.includes(signer)) throw invalid(`Signer ${signer} is not an owner of ${safe}.`);
    const now = Date.now();
    const stored: StoredMessage = {
      safe,
      messageHash,
      message: p.message,
      proposedBy: signer,
      origin: p.origin ?? null,
      safeAppId: p.safeAppId ?? null,
      creationTimestamp: now,
      modifiedTimestamp: now,
      confirmations: [{ owner: signer, signature: p.signature, submittedAt: now }],
    };
    this.messages.set(messageHash, stored);
    this.changed();
    return stored;
  }

  getMessage(messageHash: string): StoredMessage {
    for (const m of this.messages.values()) {
      if (m.messageHash.toLowerCase() === messageHash.toLowerCase()) return m;
    }
    throw notFound('Message');
  }

  async confirmMessage(messageHash: string, signature: Hex, owners: readonly Address[]) {
    const stored = this.getMessage(messageHash);
    const signer = await recoverSafeSigner(stored.messageHash, signature);
    if (!owners.includes(signer)) throw invalid(`Signer ${signer} is not an owner of ${stored.safe}.`);
    if (!stored.confirmations.some((c) => c.owner === signer)) {
      stored.confirmations.push({ owner: signer, signature, submittedAt: Date.now() });
      stored.modifiedTimestamp = Date.now();
      this.changed();
    }
    return stored;
  }

  messagesOf(safe: Address): StoredMessage[] {
    const s = getAddress(safe);
    return [...this.messages.values()].filter((m) => m.safe === s);
  }
}
