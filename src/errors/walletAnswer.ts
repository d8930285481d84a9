/**
 * A wallet answered a connect with something no wallet should send. Each is refused with its own sentence
 * (`toUserMessage` matches the `name`); `details` keeps what the wallet actually said, for a bug report.
 */
export class WalletAnswerError extends Error {
  readonly shortMessage: string;
  readonly details: string;
  constructor(name: string, shortMessage: string, details: string) {
    super(`${shortMessage} ${details}`);
    this.name = name;
    this.shortMessage = shortMessage;
    this.details = details;
  }
}

export const invalidChainId = (method: string, value: unknown) =>
  new WalletAnswerError(
    'WalletChainIdInvalidError',
    'The wallet reported a network id that is not a number.',
    `${method} answered ${quote(value)}.`,
  );

export const invalidAddress = (method: string, value: unknown) =>
  new WalletAnswerError(
    'WalletAddressInvalidError',
    'The wallet answered with something that is not an account address.',
    `${method} answered ${quote(value)}.`,
  );

export const noAccounts = () =>
  new WalletAnswerError(
    'WalletNoAccountsError',
    'The wallet shared no account.',
    'The account list was empty.',
  );

function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
