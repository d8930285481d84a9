import { type Address, getAddress, isAddress, parseUnits, zeroAddress } from 'viem';
import { formatAmount } from './formatAmount.ts';

/** A form field's text, checked: its value, or the words to show beside the field. */
export type FieldCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

const hexAddress = /^0x[0-9a-fA-F]{40}$/;

/**
 * A transfer's recipient: `0x` and 40 hex digits; all lower- or upper-case, or mixed-case with a valid EIP-55
 * checksum (a wrong one is how a mistyped character shows). The zero address is refused: tokens sent there are lost.
 */
export function checkRecipient(text: string): FieldCheck<Address> {
  const input = text.trim();
  if (input === '') return { ok: false, message: "Enter the recipient's address." };
  if (!hexAddress.test(input))
    return {
      ok: false,
      message: 'This is not an address: it should be 0x followed by 40 characters from 0-9 and a-f.',
    };
  const digits = input.slice(2);
  // One case throughout carries no checksum (EIP-55); viem's strict check accepts lower case only.
  const singleCase = digits === digits.toLowerCase() || digits === digits.toUpperCase();
  if (!singleCase && !isAddress(input, { strict: true }))
    return {
      ok: false,
      message:
        'This address fails its checksum (the mix of capitals), so a character is probably wrong. Copy it again from where you got it.',
    };
  if (input.toLowerCase() === zeroAddress)
    return { ok: false, message: 'Tokens sent to the zero address are lost. Enter the real recipient.' };
  return { ok: true, value: getAddress(`0x${digits.toLowerCase()}`) };
}

const decimalNumber = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A transfer's amount in the token's smallest unit: a positive decimal number with at most `decimals` places,
 * no more than `balance` (when the balance is not known yet, the transfer waits for it).
 */
export function checkAmount(
  text: string,
  token: { readonly decimals: number; readonly symbol: string },
  balance: bigint | undefined,
): FieldCheck<bigint> {
  const input = text.trim();
  if (input === '') return { ok: false, message: 'Enter an amount.' };
  if (/^\d+,\d+$/.test(input))
    return { ok: false, message: `Use a point for decimals: ${input.replace(',', '.')}.` };
  if (!decimalNumber.test(input))
    return { ok: false, message: 'Enter a positive number, such as 1.5 (digits and one point only).' };
  const places = input.split('.')[1]?.length ?? 0;
  if (places > token.decimals)
    return { ok: false, message: `${token.symbol} has at most ${token.decimals} decimal places.` };
  const value = parseUnits(input, token.decimals);
  if (value === 0n) return { ok: false, message: 'Enter an amount greater than 0.' };
  if (balance === undefined)
    return { ok: false, message: 'Your balance is still being read. Try again in a moment.' };
  if (value > balance)
    return {
      ok: false,
      message: `That is more than your balance of ${formatAmount(balance, token.decimals)} ${token.symbol}.`,
    };
  return { ok: true, value };
}
