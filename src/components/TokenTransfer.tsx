import { type FormEvent, useId, useRef, useState } from 'react';
import {
  bscUsd,
  ConnectPrompt,
  checkAmount,
  checkRecipient,
  tokenTransfer,
  usePorticoAccount,
  useSendAndFollow,
  useTokenBalance,
} from '../extend/index.ts';

/**
 * The /token page: the visitor's (or their Safe's) BSC-USD balance and a transfer form. Each field is checked
 * before the wallet is asked, with the reason beside it; a transfer is followed to its receipt (inside a Safe: to
 * its execution) and the balance is read again. Built on the public surface only (src/extend).
 */
export default function TokenTransfer() {
  const account = usePorticoAccount();
  const balance = useTokenBalance(account.address);
  const transfer = useSendAndFollow({ description: `Transfer ${bscUsd.symbol}` });
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ recipient?: string | undefined; amount?: string | undefined }>({});
  const recipientField = useRef<HTMLInputElement>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const id = useId();

  if (account.status !== 'connected')
    return <ConnectPrompt text={`Connect a wallet to send ${bscUsd.symbol}.`} />;
  if (!account.onSiteChain)
    return <p className="notice">Switch your wallet to BNB Smart Chain to see and send {bscUsd.symbol}.</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (transfer.busy) return;
    const to = checkRecipient(recipient);
    const value = checkAmount(amount, bscUsd, balance.value);
    setErrors({ recipient: to.ok ? undefined : to.message, amount: value.ok ? undefined : value.message });
    // Focus goes to the first field to fix, whose message is read with it (aria-describedby).
    if (!to.ok) return recipientField.current?.focus();
    if (!value.ok) return amountField.current?.focus();
    const outcome = await transfer.send(tokenTransfer(bscUsd, to.value, value.value));
    if (outcome?.state === 'success') setAmount('');
    await balance.refetch();
  }

  const field = (name: 'recipient' | 'amount') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  // The words under a field, read with it (the field's aria-describedby names this id).
  const fieldError = (name: 'recipient' | 'amount') =>
    errors[name] ? (
      <p className="field-error" id={`${id}-${name}-error`} data-testid={`token-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <section className="panel token" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{bscUsd.symbol} (BSC-USD)</h2>
      <dl className="facts">
        <dt>{account.isSafe ? 'Your Safe holds' : 'You hold'}</dt>
        <dd data-testid="token-balance">
          {balance.formatted === undefined
            ? balance.isError
              ? 'unavailable (network not answering)'
              : '…'
            : `${balance.formatted} ${bscUsd.symbol}`}
        </dd>
      </dl>
      <form className="transfer" noValidate onSubmit={(event) => void submit(event)} data-testid="token-form">
        <label htmlFor={`${id}-recipient`}>Recipient address</label>
        <input
          {...field('recipient')}
          ref={recipientField}
          name="recipient"
          data-testid="token-recipient"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          maxLength={100}
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        {fieldError('recipient')}
        <label htmlFor={`${id}-amount`}>Amount ({bscUsd.symbol})</label>
        <input
          {...field('amount')}
          ref={amountField}
          name="amount"
          data-testid="token-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          maxLength={80}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        {fieldError('amount')}
        {/* aria-disabled, not disabled: focus stays on the button while the transfer is under way. */}
        <button type="submit" data-testid="token-send" aria-disabled={transfer.busy}>
          {account.isSafe ? 'Propose transfer' : 'Send'}
        </button>
      </form>
      <div role="status">
        {transfer.outcome ? (
          <p className="result" data-testid="token-status" data-state={transfer.outcome.state}>
            {transfer.outcome.label}
          </p>
        ) : null}
      </div>
    </section>
  );
}
