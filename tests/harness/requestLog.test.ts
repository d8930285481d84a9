import { describe, expect, test } from 'vitest';
import { describeRequests } from '../../harness/wallet/requestLog.ts';
import type { LoggedRequest } from '../../harness/wallet/types.ts';

const from = { origin: 'http://127.0.0.1:4000', frameUrl: 'http://127.0.0.1:4000/' };

describe("the wallet's request log in a failed test's report", () => {
  test('one line per request: when, what, from where and the answer', () => {
    const requests: LoggedRequest[] = [
      { id: 1, method: 'eth_chainId', params: [], at: 12.4, status: 'resolved', result: '0x38', ...from },
      {
        id: 2,
        method: 'eth_requestAccounts',
        params: [],
        at: 950,
        status: 'rejected',
        error: { code: 4001, message: 'User rejected the request.' },
        ...from,
      },
      { id: 3, method: 'personal_sign', params: ['0x68690a', '0xabc'], at: 1200.6, status: 'open', ...from },
      {
        id: 4,
        method: 'eth_accounts',
        params: [],
        at: 1300,
        status: 'rejected',
        error: { raw: 'boom' },
        ...from,
      },
    ];
    expect(describeRequests(requests).split('\n')).toEqual([
      '#1 +12 ms eth_chainId [] from http://127.0.0.1:4000 → "0x38"',
      '#2 +950 ms eth_requestAccounts [] from http://127.0.0.1:4000 ✗ 4001 User rejected the request.',
      '#3 +1201 ms personal_sign ["0x68690a","0xabc"] from http://127.0.0.1:4000 still open',
      '#4 +1300 ms eth_accounts [] from http://127.0.0.1:4000 ✗ "boom"',
    ]);
  });

  test('says so when nothing was asked, and shortens long values', () => {
    expect(describeRequests([])).toBe('The pages asked the wallet nothing.');
    const long = { id: 1, method: 'eth_sendTransaction', params: [{ data: `0x${'ab'.repeat(200)}` }] };
    const line = describeRequests([{ ...long, at: 1, status: 'open', ...from }]);
    expect(line).toContain('…');
    expect(line.length).toBeLessThan(200);
  });
});
