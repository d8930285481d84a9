import type { Address } from 'viem';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { fill, siteWords } from '../i18n/siteWords.ts';
import { useSignAndVerify } from './useSignAndVerify.ts';
import type { Verification } from './verifySignature.ts';

/** Signs a short message and verifies it: recovery for an account, EIP-1271 for a Safe. */
export function SignMessage({ address }: { address: Address }) {
  const { sign, stop, result, phase } = useSignAndVerify();
  const busy = phase !== 'idle';
  const words = siteWords().signing;
  const { signatureWaiting } = siteWords().rk;
  const run = () => {
    // What the wallet shows and signs, in the page's language; the time stays ISO 8601, the same in every language.
    const message = fill(words.message, {
      app: siteWords().appName,
      address,
      chain: runtimeSettings.chain.id,
      issued: new Date().toISOString(),
    });
    void sign(message);
  };

  return (
    <div className="action">
      {/* aria-disabled, not disabled: a disabled button drops the keyboard user's focus to the page's body. */}
      <button type="button" data-testid="sign-message" aria-disabled={busy} onClick={busy ? undefined : run}>
        {phase === 'waiting' ? signatureWaiting : phase === 'verifying' ? words.verifying : words.sign}
      </button>
      {phase === 'waiting' ? (
        <button type="button" data-testid="sign-message-stop" onClick={stop}>
          {words.stop}
        </button>
      ) : null}
      {/* A small live region that is always there: the verdict is announced, not the panel around it. */}
      <div role="status">
        {result ? (
          <div className="result" data-testid="sign-result" data-valid={result.verification.valid}>
            <p>
              {fill(result.verification.valid ? words.verified : words.notValid, {
                method: describeMethod(result.verification),
              })}
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
  const words = siteWords().signing;
  if (method === 'ecrecover') return words.byRecovery;
  return method === 'eip1271' ? words.byEip1271 : words.byEip1271Legacy;
}
