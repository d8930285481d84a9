import type { Address } from 'viem';
import { siteWords } from '../i18n/siteWords.ts';
import { useSendAndFollow } from './useSendAndFollow.tsx';

/** Sends 0 BNB to the connected account on chain 56 and follows it to the end, with toasts. */
export function SendTestTransaction({ address }: { address: Address }) {
  const words = siteWords().transactions;
  const { send, outcome, busy } = useSendAndFollow({ description: words.testDescription });
  return (
    <div className="action">
      <button
        type="button"
        data-testid="send-test-tx"
        // aria-disabled, not disabled: a disabled button drops the keyboard user's focus to the page's body.
        aria-disabled={busy}
        onClick={busy ? undefined : () => void send({ to: address, value: 0n })}
      >
        {busy && !outcome ? words.confirmInWallet : words.sendTest}
      </button>
      {/* Always there, so that a screen reader announces each new state of the transaction, and only that. */}
      <div role="status">
        {outcome ? (
          <p
            className="result"
            data-testid="tx-status"
            data-state={outcome.state}
            data-seen={outcome.seen === true}
          >
            {outcome.label}
            {outcome.hash ? (
              <>
                {' '}
                <code data-testid="tx-hash">{outcome.hash}</code>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
