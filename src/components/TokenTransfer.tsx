import {
  bscUsd,
  ConnectPrompt,
  checkAmount,
  checkRecipient,
  decimalMark,
  fill,
  siteWords,
  TextField,
  tokenTransfer,
  usePorticoAccount,
  useSendAndFollow,
  useTokenBalance,
} from 'portico/components';
import { type FormEvent, useId, useRef, useState } from 'react';

/**
 * The /token page: the visitor's (or their Safe's) BSC-USD balance and a transfer form. Each field is checked
 * before the wallet is asked, with the reason beside it; a transfer is followed to its receipt (inside a Safe: to
 * its execution) and the balance is read again. Built on the public surface only (src/extend).
 */
export default function TokenTransfer() {
  const words = siteWords().transfer;
  const symbol = { symbol: bscUsd.symbol };
  const account = usePorticoAccount();
  const balance = useTokenBalance(account.address);
  const transfer = useSendAndFollow({ description: fill(words.description, symbol) });
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ recipient?: string | undefined; amount?: string | undefined }>({});
  const recipientField = useRef<HTMLInputElement>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const id = useId();

  if (account.status !== 'connected') return <ConnectPrompt text={fill(words.connectToSend, symbol)} />;
  if (!account.onSiteChain) return <p className="notice">{fill(words.switchToSee, symbol)}</p>;

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

  return (
    <section className="panel token" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{fill(words.title, symbol)}</h2>
      <dl className="facts">
        <dt>{account.isSafe ? words.safeHolds : words.youHold}</dt>
        <dd data-testid="token-balance">
          {balance.formatted === undefined ? (
            balance.isError ? (
              siteWords().account.unavailable
            ) : (
              '…'
            )
          ) : (
            <bdi dir="ltr">{`${balance.formatted} ${bscUsd.symbol}`}</bdi>
          )}
        </dd>
      </dl>
      <form className="transfer" noValidate onSubmit={(event) => void submit(event)} data-testid="token-form">
        <TextField
          label={words.recipient}
          name="recipient"
          testId="token-recipient"
          inputRef={recipientField}
          spellCheck={false}
          placeholder="0x…"
          maxLength={100}
          value={recipient}
          onChange={setRecipient}
          error={errors.recipient}
        />
        <TextField
          label={fill(words.amount, symbol)}
          name="amount"
          testId="token-amount"
          inputRef={amountField}
          inputMode="decimal"
          placeholder={`0${decimalMark()}0`}
          maxLength={80}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        {/* aria-disabled, not disabled: focus stays on the button while the transfer is under way. */}
        <button type="submit" data-testid="token-send" aria-disabled={transfer.busy}>
          {account.isSafe ? words.propose : words.send}
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
