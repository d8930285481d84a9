import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { type Hex, hashMessage } from 'viem';
import { useAccount, usePublicClient, useSignMessage } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { notifyError } from '../notify/toast.ts';
import { waitForWallet } from '../wallets/waitForWallet.ts';
import { type Verification, verifySignature } from './verifySignature.ts';
import { waitForSafeMessage } from './waitForSafeMessage.ts';

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

  async function sign(message: string): Promise<SignedMessage | undefined> {
    if (!client || !address) return undefined;
    setResult(undefined);
    const safeToast = isSafe ? toast.info('Waiting for the Safe owners to confirm the message…') : undefined;
    stopper.current = new AbortController();
    setPhase('waiting');
    try {
      const signature = await waitForWallet(signMessageAsync({ message }), {
        signal: stopper.current.signal,
      });
      setPhase('verifying');
      if (isSafe && signature === '0x') {
        // On-chain Safe signing: valid once the owners execute the SignMessageLib transaction.
        await waitForSafeMessage(client, { safe: address, hash: hashMessage(message) });
      }
      const verification = await verifySignature(client, { address, message, signature });
      const signed: SignedMessage = { message, signature, verification };
      setResult(signed);
      if (verification.valid) toast.success('Signature verified.');
      else toast.error('The signature does not verify for this account.', { role: 'alert' });
      return signed;
    } catch (error) {
      notifyError(error);
      return undefined;
    } finally {
      if (safeToast !== undefined) toast.dismiss(safeToast);
      setPhase('idle');
    }
  }

  return { sign, stop: () => stopper.current?.abort(), result, phase };
}
