import { type Address, encodeFunctionData, getAddress, type Hash, isHex } from 'viem';
import { signMessageLibAbi } from '../contracts/abis.ts';
import { SAFE_141, SAFE_L2_VERSION } from '../contracts/addresses.ts';
import { readSafeState } from '../contracts/readSafe.ts';
import {
  hashSafeMessage,
  hashSafeMessageContent,
  hashSafeMessageOfContentHash,
} from '../contracts/safeMessage.ts';
import { batchToSafeTxFields } from '../contracts/safeTx.ts';
import { BSC_SDK_CHAIN_INFO } from '../gateway/chainInfo.ts';
import { isTypedData, toTypedDataDefinition } from '../gateway/typedData.ts';
import { HostRejection, PERMISSIONS_REJECTED, TX_REJECTED } from './hostErrors.ts';
import type { PendingRequest, SafeInfoExtended } from './hostState.ts';
import type { SafeOwnerActions } from './safeActions.ts';
import type { HostSwitches } from './switches.ts';

export type Permission = {
  invoker: string;
  parentCapability: string;
  date: number;
  caveats: { type: string; value: unknown }[];
};

export type AddressBookEntry = { address: Address; name: string; chainId: string };

/** A request the host answers later, once a person/test approves or rejects it on the host page. */
type Review = PendingRequest & { decide: (approved: boolean) => void };

/** Everything the host does that needs keys, the chain or the gateway. */
export class HostBackend {
  readonly actions: SafeOwnerActions;
  readonly safe: Address;
  switches: () => HostSwitches;
  patchSwitches: (p: Partial<HostSwitches>) => void;
  readonly permissions = new Map<string, Permission[]>();
  addressBook: AddressBookEntry[];
  /** `safe_setSettings`; Safe{Wallet}'s default is off-chain signing allowed. */
  settings = { offChainSigning: true };
  readonly reviews = new Map<string, Review>();
  onChange: () => void = () => {};
  private seq = 0;

  constructor(p: {
    actions: SafeOwnerActions;
    safe: Address;
    switches: () => HostSwitches;
    patchSwitches: (p: Partial<HostSwitches>) => void;
    addressBook: AddressBookEntry[];
  }) {
    this.actions = p.actions;
    this.safe = getAddress(p.safe);
    this.switches = p.switches;
    this.patchSwitches = p.patchSwitches;
    this.addressBook = p.addressBook;
  }

  get chainId() {
    return this.actions.chainId;
  }

  async safeInfo(): Promise<SafeInfoExtended> {
    const s = await readSafeState(this.actions.client, this.safe);
    return {
      safeAddress: s.address,
      chainId: this.chainId,
      threshold: s.threshold,
      owners: s.owners,
      // The connected signer is owner #0, so the Safe is never read-only here.
      isReadOnly: false,
      nonce: s.nonce,
      implementation: s.implementation,
      modules: s.modules.length ? s.modules : null,
      fallbackHandler: s.fallbackHandler,
      guard: s.guard,
      version: s.implementation === SAFE_141.SafeL2 ? SAFE_L2_VERSION : s.version,
      network: BSC_SDK_CHAIN_INFO.chainName.toUpperCase(),
    };
  }

  chainInfo() {
    return { ...BSC_SDK_CHAIN_INFO };
  }

  /** Waits for Approve/Reject when `review` is 'ask'; consumes one-shot rejections. */
  private async review(kind: PendingRequest['kind'], method: string, summary: string, reject: boolean) {
    if (reject) return false;
    const askSetting = kind === 'permission' ? this.switches().permissions : this.switches().review;
    if (askSetting !== 'ask') return kind === 'permission' ? askSetting === 'accept' : true;
    const id = `r${++this.seq}`;
    const approved = await new Promise<boolean>((resolve) => {
      this.reviews.set(id, { id, kind, method, summary, decide: resolve });
      this.onChange();
    });
    this.reviews.delete(id);
    this.onChange();
    return approved;
  }

  decide(id: string, approved: boolean) {
    const r = this.reviews.get(id);
    if (!r) throw new Error(`No pending request ${id}.`);
    r.decide(approved);
  }

  pending(): PendingRequest[] {
    return [...this.reviews.values()].map(({ decide: _d, ...r }) => r);
  }

  private takeReject(key: 'rejectNextTx' | 'rejectNextSignature' | 'rejectNextPermission') {
    const on = this.switches()[key];
    if (on) this.patchSwitches({ [key]: false });
    return on;
  }

  /** sendTransactions: normalise, review, propose at the next nonce, reply `{safeTxHash}`. */
  async sendTransactions(params: unknown, origin: string) {
    const p = (params ?? {}) as {
      txs?: { to?: string; value?: unknown; data?: string }[];
      params?: { safeTxGas?: number };
    };
    if (!Array.isArray(p.txs) || p.txs.length === 0) throw new Error('No transactions');
    const txs = p.txs.map((t) => ({
      to: getAddress(String(t.to)),
      value: t.value ? BigInt(t.value as string) : 0n,
      data: (t.data || '0x') as `0x${string}`,
    }));
    const summary = txs.map((t) => `${t.to} value ${t.value}`).join('; ');
    const approved = await this.review(
      'transaction',
      'sendTransactions',
      summary,
      this.takeReject('rejectNextTx'),
    );
    if (!approved) throw new HostRejection(TX_REJECTED);
    const fields = batchToSafeTxFields(txs);
    const safeTxGas = p.params?.safeTxGas;
    const { safeTxHash } = await this.actions.proposeTx(
      this.safe,
      { ...fields, ...(safeTxGas !== undefined ? { safeTxGas: BigInt(safeTxGas) } : {}) },
      { origin },
    );
    this.afterProposal(safeTxHash);
    return { safeTxHash };
  }

  /** The auto-confirm policy, run after the reply like other owners acting later. */
  private afterProposal(safeTxHash: string) {
    const policy = this.switches().autoConfirm;
    if (policy === 'none') return;
    setTimeout(async () => {
      try {
        const { threshold } = await readSafeState(this.actions.client, this.safe);
        await this.actions.confirmToThreshold(safeTxHash, threshold);
        if (policy === 'execute') await this.actions.executeTx(safeTxHash);
      } catch (error) {
        console.warn(`[safe-host] auto-confirm of ${safeTxHash} failed: ${(error as Error).message}`);
      }
      this.onChange();
    }, 0);
  }

  /** Whether Safe{Wallet} would sign off-chain (isOffchainEIP1271Supported + settings). */
  offChain(sdkVersion: string | undefined) {
    const [major = 0, minor = 0] = (sdkVersion ?? '0').split('.').map(Number);
    const sdkOk = major > 7 || (major === 7 && minor >= 11);
    return this.switches().signing === 'offchain' && this.settings.offChainSigning && sdkOk;
  }

  /** signMessage / signTypedMessage. */
  async sign(
    method: 'signMessage' | 'signTypedMessage',
    params: unknown,
    origin: string,
    sdkVersion?: string,
  ) {
    let message: string | Record<string, unknown>;
    if (method === 'signMessage') {
      const m = (params as { message?: unknown } | null)?.message;
      if (typeof m !== 'string') throw new Error('Invalid message');
      message = m;
    } else {
      const t = (params as { typedData?: unknown } | null)?.typedData;
      if (!isTypedData(t)) throw new Error('Invalid typed data');
      message = t as unknown as Record<string, unknown>;
    }
    const content = typeof message === 'string' ? message : toTypedDataDefinition(message as never);
    const preview = typeof message === 'string' ? message : JSON.stringify(message).slice(0, 120);
    const approved = await this.review('signature', method, preview, this.takeReject('rejectNextSignature'));
    if (!approved) throw new HostRejection(TX_REJECTED);

    if (!this.offChain(sdkVersion)) {
      // On-chain: a Safe tx that DELEGATECALLs SignMessageLib.signMessage(contentHash).
      const data = encodeFunctionData({
        abi: signMessageLibAbi,
        functionName: 'signMessage',
        args: [hashSafeMessageContent(content)],
      });
      const { safeTxHash } = await this.actions.proposeTx(
        this.safe,
        { to: SAFE_141.SignMessageLib, data, operation: 1 },
        { origin },
      );
      this.afterProposal(safeTxHash);
      return { safeTxHash };
    }
    const messageHash = hashSafeMessage({ safe: this.safe, chainId: this.chainId }, content);
    await this.actions.proposeMessage(this.safe, message, { messageHash, origin });
    this.onChange();
    const { threshold } = await readSafeState(this.actions.client, this.safe);
    if (this.switches().autoConfirm !== 'none') {
      await this.actions.confirmMessageToThreshold(messageHash, threshold);
      this.onChange();
    }
    const signature = await this.waitForMessage(messageHash);
    return { messageHash, signature };
  }

  /** Resolves with the prepared signature once the message has threshold confirmations. */
  private waitForMessage(messageHash: Hash): Promise<string> {
    const store = this.actions.gateway.store;
    return new Promise((resolve) => {
      const check = async () => {
        const m = await this.message(messageHash);
        if (m?.status === 'CONFIRMED' && m.preparedSignature) {
          clearInterval(timer);
          resolve(m.preparedSignature);
        }
      };
      const timer = setInterval(check, 100);
      void check();
      void store;
    });
  }

  private async message(messageHash: string) {
    try {
      return await this.actions.gw<{ status: string; preparedSignature: string | null }>(
        'GET',
        `/v1/chains/${this.chainId}/messages/${messageHash}`,
      );
    } catch {
      return undefined;
    }
  }

  /**
   * getOffChainSignature: the prepared signature, or no reply when missing / not fully signed. Apps pass the hash
   * the SDK computes (`calculateMessageHash`: EIP-191 of the text), which Safe{Wallet} wraps into the Safe's
   * SafeMessage hash; the SafeMessage hash itself (what signMessage answered) is found as well.
   */
  async offChainSignature(params: unknown): Promise<string | undefined> {
    if (typeof params !== 'string' || !isHex(params) || params.length !== 66) return undefined;
    const m =
      (await this.message(params)) ??
      (await this.message(hashSafeMessageOfContentHash({ safe: this.safe, chainId: this.chainId }, params)));
    return m?.status === 'CONFIRMED' && m.preparedSignature ? m.preparedSignature : undefined;
  }

  async txBySafeTxHash(params: unknown) {
    const hash = (params as { safeTxHash?: string } | null)?.safeTxHash;
    if (!hash) throw new Error('Invalid safeTxHash');
    return this.actions.gw('GET', `/v1/chains/${this.chainId}/transactions/${hash}`);
  }

  async balances(params: unknown) {
    const currency = (params as { currency?: string } | null)?.currency ?? 'usd';
    return this.actions.gw(
      'GET',
      `/v1/chains/${this.chainId}/safes/${this.safe}/balances/${currency}?exclude_spam=true&trusted=false`,
    );
  }

  async rpcCall(params: unknown) {
    const p = (params ?? {}) as { call?: string; params?: unknown[] };
    if (p.call === 'safe_setSettings') {
      const s = (p.params?.[0] ?? {}) as { offChainSigning?: boolean };
      this.settings = { offChainSigning: !!s.offChainSigning };
      return this.settings;
    }
    if (!p.call) throw new Error('Missing call');
    return this.actions.client.request({ method: p.call, params: p.params ?? [] } as never);
  }

  getPermissions(origin: string) {
    return this.permissions.get(origin) ?? [];
  }

  async requestPermissions(params: unknown, origin: string) {
    const requested = Array.isArray(params) ? params.flatMap((p) => Object.keys(p as object)) : [];
    const approved = await this.review(
      'permission',
      'wallet_requestPermissions',
      requested.join(', '),
      this.takeReject('rejectNextPermission'),
    );
    const current = this.getPermissions(origin).filter((p) => !requested.includes(p.parentCapability));
    const entries = requested.map((parentCapability) => ({
      invoker: origin,
      parentCapability,
      date: Date.now(),
      caveats: approved ? [] : [{ type: 'userRestricted', value: true }],
    }));
    this.permissions.set(origin, [...current, ...entries]);
    this.onChange();
    if (!approved) throw new HostRejection(PERMISSIONS_REJECTED);
    return this.getPermissions(origin);
  }

  addressBookFor(origin: string) {
    const granted = this.getPermissions(origin).some(
      (p) =>
        p.parentCapability === 'requestAddressBook' && !p.caveats.some((c) => c.type === 'userRestricted'),
    );
    return granted ? this.addressBook : [];
  }
}
