import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { type Hex, hashMessage } from 'viem';
import { useAccount, usePublicClient, useSignMessage } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { siteWords } from '../i18n/siteWords.ts';
import { notifyError } from '../notify/toast.ts';
import {
  addPendingSafeWork,
  type PendingSafeWork,
  readPendingSafeWork,
  removePendingSafeWork,
} from '../safe/pendingSafeWork.ts';
import { storage } from '../storage/installStorageGuard.ts';
import { waitForWallet } from '../wallets/waitForWallet.ts';
import { followSafeMessage } from './followSafeMessage.ts';
import { type Verification, verifySignature } from './verifySignature.ts';

/** The toast for a verified (or not) signature: one per message, whoever reports it. */
export function verdictToast(message: string, valid: boolean): void {
  const toastId = `signed-${hashMessage(message)}`;
  const words = siteWords().signing;
  if (valid) toast.success(words.verifiedToast, { toastId });
  else toast.error(words.notValidToast, { toastId, role: 'alert' });
}

/** A message signed and checked on BNB Smart Chain. */
export interface SignedMessage {
  readonly message: string;
  readonly signature: Hex;
  /** `valid`, and how it was checked: `ecrecover` for an account, EIP-1271 for a contract wallet or Safe. */
  readonly verification: Verification;
}

export interface SignAndVerify {
  /**
   * Asks the wallet to sign `message` (EIP-191 personal_sign) and verifies the signature on chain: recovery for an
   * account, EIP-1271 for a Safe. A Safe that signs on chain answers "0x" at once; the message counts as signed
   * once its owners have executed the approval, which this waits for (toasts say so). Resolves with the result, or
   * `undefined` when the wallet refused, the visitor stopped waiting, or the chain could not be asked (a toast says
   * why).
   */
  sign(message: string): Promise<SignedMessage | undefined>;
  /** Stops waiting for the wallet (the visitor gave up on a prompt the wallet sits on). */
  stop(): void;
  /** The latest result; cleared when a new signature is asked for. */
  readonly result: SignedMessage | undefined;
  /** `waiting`: for the wallet; `verifying`: reading the chain (for a Safe, until its owners approved); `idle`. */
  readonly phase: 'idle' | 'waiting' | 'verifying';
}

/** Sign and verify, for any wallet-aware component. */
export function useSignAndVerify(): SignAndVerify {
  const client = usePublicClient({ chainId: runtimeSettings.chain.id });
  const { address, connector } = useAccount();
  const isSafe = connector?.id === 'safe';
  const { signMessageAsync } = useSignMessage();
  const [result, setResult] = useState<SignedMessage>();
  // Not the mutation's `isPending`: a wallet that never answers keeps that true for good.
  const [phase, setPhase] = useState<SignAndVerify['phase']>('idle');
  const stopper = useRef<AbortController>(undefined);
  /** The visitor pressed "Stop waiting" (not: the page went away). */
  const stopped = useRef(false);

  // Inside a Safe, a message asked for before a reload or on another page is still with the owners: its signature
  // is waited for again (the Safe host has forgotten the request; the Safe's record has not).
  useEffect(() => {
    if (!isSafe || !address || !client) return;
    const latest = readPendingSafeWork(storage, address)
      .filter((work) => work.kind === 'message')
      .at(-1);
    if (latest?.kind !== 'message') return;
    const controller = new AbortController();
    stopper.current = controller;
    stopped.current = false;
    setPhase('waiting');
    void (async () => {
      try {
        const signature = await followSafeMessage(
          client,
          { safe: address, message: latest.message },
          controller.signal,
        );
        setPhase('verifying');
        const verification = await verifySignature(client, { address, message: latest.message, signature });
        setResult({ message: latest.message, signature, verification });
        verdictToast(latest.message, verification.valid);
        removePendingSafeWork(storage, address, latest);
      } catch {
        // The visitor stopped waiting: this message is given up (a page that went away keeps it for the next).
        if (stopped.current) removePendingSafeWork(storage, address, latest);
      } finally {
        setPhase('idle');
      }
    })();
    return () => controller.abort();
  }, [isSafe, address, client]);

  async function sign(message: string): Promise<SignedMessage | undefined> {
    if (!client || !address) return undefined;
    setResult(undefined);
    const safeToast = isSafe ? toast.info(siteWords().signing.safeWaitingToast) : undefined;
    const pending: PendingSafeWork = { kind: 'message', message, at: Date.now() };
    if (isSafe) addPendingSafeWork(storage, address, pending);
    stopper.current = new AbortController();
    stopped.current = false;
    setPhase('waiting');
    try {
      // A person answers a prompt within minutes; a Safe's owners may take days: no time limit for a Safe.
      const signature = await waitForWallet(signMessageAsync({ message }), {
        signal: stopper.current.signal,
        ...(isSafe ? { timeoutMs: null } : {}),
      });
      if (isSafe && signature === '0x') {
        // On-chain Safe signing: valid once the owners execute the SignMessageLib approval, however long that takes.
        await followSafeMessage(client, { safe: address, message }, stopper.current.signal);
      }
      setPhase('verifying');
      const verification = await verifySignature(client, { address, message, signature });
      const signed: SignedMessage = { message, signature, verification };
      setResult(signed);
      verdictToast(message, verification.valid);
      return signed;
    } catch (error) {
      notifyError(error);
      return undefined;
    } finally {
      if (safeToast !== undefined) toast.dismiss(safeToast);
      if (isSafe) removePendingSafeWork(storage, address, pending);
      setPhase('idle');
    }
  }

  const stop = () => {
    stopped.current = true;
    stopper.current?.abort();
  };
  return { sign, stop, result, phase };
}
