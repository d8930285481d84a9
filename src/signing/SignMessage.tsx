import type { Address } from 'viem';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { useSignAndVerify } from './useSignAndVerify.ts';
import type { Verification } from './verifySignature.ts';

/** Signs a short message and verifies it: recovery for an account, EIP-1271 for a Safe. */
export function SignMessage({ address }: { address: Address }) {
  const { sign, stop, result, phase } = useSignAndVerify();
  const busy = phase !== 'idle';
  const run = () => {
    const message = `${runtimeSettings.appName} signature check\nAccount: ${address}\nChain: ${runtimeSettings.chain.id}\nIssued: ${new Date().toISOString()}`;
    void sign(message);
  };

  return (
    <div className="action">
      {/* aria-disabled, not disabled: a disabled button drops the keyboard user's focus to the page's body. */}
      <button type="button" data-testid="sign-message" aria-disabled={busy} onClick={busy ? undefined : run}>
        {phase === 'waiting'
          ? 'Waiting for signature…'
          : phase === 'verifying'
            ? 'Verifying…'
            : 'Sign a message'}
      </button>
      {phase === 'waiting' ? (
        <button type="button" data-testid="sign-message-stop" onClick={stop}>
          Stop waiting
        </button>
      ) : null}
      {/* A small live region that is always there: the verdict is announced, not the panel around it. */}
      <div role="status">
        {result ? (
          <div className="result" data-testid="sign-result" data-valid={result.verification.valid}>
            <p>
              {result.verification.valid ? 'Verified' : 'Not valid'} ({describeMethod(result.verification)})
            </p>
          </div>
        ) : null}
      </div>
      {result ? (
        <code className="wrap" data-testid="signature">
          {result.signature}
        </code>
      ) : null}
    </div>
  );
}

function describeMethod({ method }: Verification): string {
  if (method === 'ecrecover') return 'recovered signer';
  return method === 'eip1271' ? 'EIP-1271 isValidSignature' : 'EIP-1271 legacy isValidSignature';
}
