import { PorticoError } from './base.ts';

/**
 * A wallet answered with something no wallet should send. Each kind is refused with its own sentence and keeps
 * its own `name`; `details` keeps what the wallet actually said, for a bug report.
 */
export type BadWalletAnswerErrorType = BadWalletAnswerError & {
  name:
    | 'WalletChainIdInvalidError'
    | 'WalletAddressInvalidError'
    | 'WalletNoAccountsError'
    | 'WalletAnswerInvalidError';
};

type BadWalletAnswerCode =
  | 'WALLET_BAD_CHAIN'
  | 'WALLET_BAD_ADDRESS'
  | 'WALLET_NO_ACCOUNT'
  | 'WALLET_BAD_ANSWER';

export class BadWalletAnswerError extends PorticoError {
  override readonly code: BadWalletAnswerCode;
  constructor(
    name: BadWalletAnswerErrorType['name'],
    code: BadWalletAnswerCode,
    shortMessage: string,
    details: string,
  ) {
    super(shortMessage, { details });
    this.name = name;
    this.code = code;
  }
}

/** The name callers have used so far. */
export { BadWalletAnswerError as WalletAnswerError };

const answer =
  (name: BadWalletAnswerErrorType['name'], code: BadWalletAnswerCode, shortMessage: string) =>
  (method: string, value: unknown) =>
    new BadWalletAnswerError(name, code, shortMessage, `${method} answered ${quote(value)}.`);

export const invalidChainId = answer(
  'WalletChainIdInvalidError',
  'WALLET_BAD_CHAIN',
  'The wallet reported a network id that is not a number.',
);

export const invalidAddress = answer(
  'WalletAddressInvalidError',
  'WALLET_BAD_ADDRESS',
  'The wallet answered with something that is not an account address.',
);

export const noAccounts = () =>
  new BadWalletAnswerError(
    'WalletNoAccountsError',
    'WALLET_NO_ACCOUNT',
    'The wallet shared no account.',
    'The account list was empty.',
  );

function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
