import { type Address, type Client, getAddress, type Hash, type Hex, type LocalAccount } from 'viem';
import { signSafeMessage } from '../contracts/safeMessage.ts';
import { buildSafeTx, execSafeTx, type SafeTx, signSafeTx } from '../contracts/safeTx.ts';
import type { Gateway } from '../gateway/startGateway.ts';
import { toTypedDataDefinition } from '../gateway/typedData.ts';

/**
 * What owners do with their keys: propose, confirm and execute Safe txs, sign messages — through the gateway's
 * HTTP API (as Safe{Wallet} does) and the chain. Used by the host server, its page buttons and tests.
 */
export class SafeOwnerActions {
  readonly client: Client;
  readonly gateway: Gateway;
  readonly owners: readonly LocalAccount[];
  readonly chainId: number;

  constructor(p: { client: Client; gateway: Gateway; owners: readonly LocalAccount[]; chainId?: number }) {
    this.client = p.client;
    this.gateway = p.gateway;
    this.owners = p.owners;
    this.chainId = p.chainId ?? 56;
  }

  owner(index: number): LocalAccount {
    const o = this.owners[index];
    if (!o) throw new Error(`No owner #${index}.`);
    return o;
  }

  async gw<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.gateway.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Gateway ${method} ${path} failed: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** Next nonce as Safe{Wallet} picks it: on-chain nonce plus the queue (gateway `recommendedNonce`). */
  async nextNonce(safe: Address): Promise<bigint> {
    const n = await this.gw<{ recommendedNonce: number }>(
      'GET',
      `/v1/chains/${this.chainId}/safes/${safe}/nonces`,
    );
    return BigInt(n.recommendedNonce);
  }

  /** Signs as `proposerIndex` and proposes; the tx lands as AWAITING_CONFIRMATIONS (threshold > 1). */
  async proposeTx(
    safe: Address,
    fields: Partial<SafeTx> & Pick<SafeTx, 'to'>,
    opts: { proposerIndex?: number; origin?: string } = {},
  ) {
    const tx = buildSafeTx({ ...fields, nonce: fields.nonce ?? (await this.nextNonce(safe)) });
    const proposer = this.owner(opts.proposerIndex ?? 0);
    const { signature } = await signSafeTx(proposer, { safe, chainId: this.chainId }, tx);
    const { hashSafeTx } = await import('../contracts/safeTx.ts');
    const safeTxHash = hashSafeTx({ safe, chainId: this.chainId }, tx);
    await this.gw('POST', `/v1/chains/${this.chainId}/transactions/${safe}/propose`, {
      to: tx.to,
      value: tx.value.toString(),
      data: tx.data,
      nonce: tx.nonce.toString(),
      operation: tx.operation,
      safeTxGas: tx.safeTxGas.toString(),
      baseGas: tx.baseGas.toString(),
      gasPrice: tx.gasPrice.toString(),
      gasToken: tx.gasToken,
      refundReceiver: tx.refundReceiver,
      safeTxHash,
      sender: proposer.address,
      signature,
      origin: opts.origin ?? null,
    });
    return { safeTxHash, tx };
  }

  async confirmTx(safeTxHash: string, ownerIndex: number) {
    const stored = this.gateway.store.getTx(safeTxHash);
    const { signature } = await signSafeTx(
      this.owner(ownerIndex),
      { safe: stored.safe, chainId: this.chainId },
      stored.tx,
    );
    await this.gw('POST', `/v1/chains/${this.chainId}/transactions/${stored.safeTxHash}/confirmations`, {
      signedSafeTxHash: signature,
    });
  }

  /** Confirms with further owners (in index order) until `threshold` confirmations exist. */
  async confirmToThreshold(safeTxHash: string, threshold: number) {
    const stored = this.gateway.store.getTx(safeTxHash);
    for (let i = 0; i < this.owners.length && stored.confirmations.length < threshold; i++) {
      const owner = getAddress(this.owner(i).address);
      if (!stored.confirmations.some((c) => c.owner === owner)) await this.confirmTx(safeTxHash, i);
    }
  }

  /** Executes with the stored confirmations; the gateway then reports SUCCESS or FAILED. */
  async executeTx(safeTxHash: string, executorIndex = 0) {
    const stored = this.gateway.store.getTx(safeTxHash);
    const result = await execSafeTx(this.client, {
      safe: stored.safe,
      chainId: this.chainId,
      tx: stored.tx,
      signatures: stored.confirmations,
      executor: this.owner(executorIndex),
    });
    await this.gateway.store.refreshExecution(stored);
    return result;
  }

  /**
   * Replaces `nonce` with an on-chain rejection (to = Safe, no value, no data), confirmed to `threshold` and
   * executed, so every other tx with that nonce becomes CANCELLED.
   */
  /**
   * Executes another transaction at `nonce`, as Safe{Wallet}'s on-chain rejection does (by default a
   * 0-value call to the Safe itself). `to` lets a test replace a transaction that is itself such a call,
   * whose "rejection" would otherwise be the very same transaction.
   */
  async replaceNonce(safe: Address, nonce: bigint, threshold: number, to: Address = safe) {
    const { safeTxHash } = await this.proposeTx(safe, { to, nonce });
    await this.confirmToThreshold(safeTxHash, threshold);
    await this.executeTx(safeTxHash);
    return safeTxHash;
  }

  /** Proposes a message (signed by `proposerIndex`) unless it exists; returns its SafeMessage hash. */
  async proposeMessage(
    safe: Address,
    message: string | Record<string, unknown>,
    opts: { proposerIndex?: number; origin?: string; messageHash: Hash },
  ) {
    try {
      await this.gw('GET', `/v1/chains/${this.chainId}/messages/${opts.messageHash}`);
      return;
    } catch {}
    const content = typeof message === 'string' ? message : toTypedDataDefinition(message as never);
    const { signature } = await signSafeMessage(
      this.owner(opts.proposerIndex ?? 0),
      { safe, chainId: this.chainId },
      content,
    );
    await this.gw('POST', `/v1/chains/${this.chainId}/safes/${safe}/messages`, {
      message,
      signature,
      origin: opts.origin ?? null,
      safeAppId: null,
    });
  }

  async confirmMessage(messageHash: string, ownerIndex: number) {
    const stored = this.gateway.store.getMessage(messageHash);
    const content =
      typeof stored.message === 'string' ? stored.message : toTypedDataDefinition(stored.message);
    const { signature } = await signSafeMessage(
      this.owner(ownerIndex),
      { safe: stored.safe, chainId: this.chainId },
      content,
    );
    await this.gw('POST', `/v1/chains/${this.chainId}/messages/${stored.messageHash}/signatures`, {
      signature,
    });
  }

  async confirmMessageToThreshold(messageHash: string, threshold: number) {
    const stored = this.gateway.store.getMessage(messageHash);
    for (let i = 0; i < this.owners.length && stored.confirmations.length < threshold; i++) {
      const owner = getAddress(this.owner(i).address);
      if (!stored.confirmations.some((c) => c.owner === owner)) await this.confirmMessage(messageHash, i);
    }
  }
}

export type { Hex };
