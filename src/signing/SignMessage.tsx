import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { type Address, type Hex, hashMessage } from 'viem';
import { usePublicClient, useSignMessage } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { notifyError } from '../notify/toast.ts';
import { waitForWallet } from '../wallets/waitForWallet.ts';
import { type Verification, verifySignature } from './verifySignature.ts';
import { waitForSafeMessage } from './waitForSafeMessage.ts';

type Result = { signature: Hex; verification: Verification };

/** Signs a short message and verifies it: recovery for an account, EIP-1271 for a Safe. */
export function SignMessage({ address, isSafe }: { address: Address; isSafe: boolean }) {
  const client = usePublicClient({ chainId: runtimeSettings.chain.id });
  const { signMessageAsync } = useSignMessage();
  const [result, setResult] = useState<Result>();
  // Not the mutation's `isPending`: a wallet that never answers keeps that true for good.
  const [waiting, setWaiting] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const stop = useRef<AbortController>(undefined);

  async function run() {
    if (!client) return;
    setResult(undefined);
    const message = `${runtimeSettings.appName} signature check\nAccount: ${address}\nChain: ${runtimeSettings.chain.id}\nIssued: ${new Date().toISOString()}`;
    const safeToast = isSafe ? toast.info('Waiting for the Safe owners to confirm the message…') : undefined;
    stop.current = new AbortController();
    setWaiting(true);
    try {
      const signature = await waitForWallet(signMessageAsync({ message }), { signal: stop.current.signal });
      setWaiting(false);
      setVerifying(true);
      if (isSafe && signature === '0x') {
        // On-chain Safe signing: valid once the owners execute the SignMessageLib transaction.
        await waitForSafeMessage(client, { safe: address, hash: hashMessage(message) });
      }
      const verification = await verifySignature(client, { address, message, signature });
      setResult({ signature, verification });
      if (verification.valid) toast.success('Signature verified.');
      else toast.error('The signature does not verify for this account.');
    } catch (error) {
      notifyError(error);
    } finally {
      if (safeToast !== undefined) toast.dismiss(safeToast);
      setWaiting(false);
      setVerifying(false);
    }
  }

  return (
    <div className="action">
      <button type="button" data-testid="sign-message" disabled={waiting || verifying} onClick={run}>
        {waiting ? 'Waiting for signature…' : verifying ? 'Verifying…' : 'Sign a message'}
      </button>
      {waiting ? (
        <button type="button" data-testid="sign-message-stop" onClick={() => stop.current?.abort()}>
          Stop waiting
        </button>
      ) : null}
      {result ? (
        <div className="result" data-testid="sign-result" data-valid={result.verification.valid}>
          <p>
            {result.verification.valid ? 'Verified' : 'Not valid'} ({describeMethod(result.verification)})
          </p>
          <code className="wrap" data-testid="signature">
            {result.signature}
          </code>
        </div>
      ) : null}
    </div>
  );
}

function describeMethod({ method }: Verification): string {
  if (method === 'ecrecover') return 'recovered signer';
  return method === 'eip1271' ? 'EIP-1271 isValidSignature' : 'EIP-1271 legacy isValidSignature';
}
