import { describe, expect, test } from 'vitest';
import { recogniseSafeHostText } from './safeHostText.ts';

describe('recogniseSafeHostText', () => {
  test('default: each fixed sentence of the Safe SDK, host and provider has its verdict', () => {
    const verdicts = Object.fromEntries(
      [
        'Transaction was rejected',
        'Permissions rejected',
        'Permissions were rejected',
        'Permissions request is invalid',
        'timed out',
        'Request failed',
        'No transactions were passed',
        'Invalid safeTxHash',
        'Invalid typed data',
        'Please specify primaryType',
        'Invalid message type',
        'The address or message hash is invalid',
        'The address is invalid',
        '"eth_subscribe" not implemented',
        '"eth_newFilter" not supported',
      ].map((text) => [text, recogniseSafeHostText(new Error(text))]),
    );
    expect(verdicts).toMatchInlineSnapshot(`
      {
        ""eth_newFilter" not supported": "refused",
        ""eth_subscribe" not implemented": "refused",
        "Invalid message type": "refused",
        "Invalid safeTxHash": "refused",
        "Invalid typed data": "refused",
        "No transactions were passed": "refused",
        "Permissions rejected": "permission-declined",
        "Permissions request is invalid": "permission-invalid",
        "Permissions were rejected": "permission-declined",
        "Please specify primaryType": "refused",
        "Request failed": "refused",
        "The address is invalid": "refused",
        "The address or message hash is invalid": "refused",
        "Transaction was rejected": "rejected",
        "timed out": "timeout",
      }
    `);
  });

  test('behavior: exact matches on plain Errors only', () => {
    expect(recogniseSafeHostText(new Error('Transaction was rejected.'))).toBeUndefined();
    expect(recogniseSafeHostText(new Error('Transaction was rejected by the user'))).toBeUndefined();
    expect(recogniseSafeHostText(new TypeError('Transaction was rejected'))).toBeUndefined();
    expect(recogniseSafeHostText({ message: 'Transaction was rejected' })).toBeUndefined();
    expect(recogniseSafeHostText(new Error('"<script>" not implemented'))).toBeUndefined();
    expect(recogniseSafeHostText(new Error('toString'))).toBeUndefined();
    expect(recogniseSafeHostText(new Error('__proto__'))).toBeUndefined();
  });
});
