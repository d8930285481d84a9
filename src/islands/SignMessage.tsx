import { useState } from 'react';
import { type Address, type Hex, hashMessage } from 'viem';
import { usePublicClient, useSignMessage } from 'wagmi';
import { type Verification, verifySignature } from '../account/verifySignature.ts';
import { settings } from '../config/settings.ts';
import { notifyError, toast } from '../notify/toast.ts';
import { waitForSafeMessage } from '../safe/waitForSafeMessage.ts';

type Result = { signature: Hex; verification: Verification };

/** Signs a short message and verifies it: recovery for an account, EIP-1271 for a Safe. */
export function SignMessage({ address, isSafe }: { address: Address; isSafe: boolean }) {
  const client = usePublicClient({ chainId: settings.chain.id });
  const { signMessageAsync, isPending } = useSignMessage();
  const [result, setResult] = useState<Result>();
  const [verifying, setVerifying] = useState(false);

  async function run() {
    if (!client) return;
    setResult(undefined);
    const message = `${settings.appName} signature check\nAccount: ${address}\nChain: ${settings.chain.id}\nIssued: ${new Date().toISOString()}`;
    const waiting = isSafe ? toast.info('Waiting for the Safe owners to confirm the message…') : undefined;
    try {
      const signature = await signMessageAsync({ message });
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
      if (waiting !== undefined) toast.dismiss(waiting);
      setVerifying(false);
    }
  }

  return (
    <div className="action">
      <button type="button" data-testid="sign-message" disabled={isPending || verifying} onClick={run}>
        {isPending ? 'Waiting for signature…' : verifying ? 'Verifying…' : 'Sign a message'}
      </button>
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
