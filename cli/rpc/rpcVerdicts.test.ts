import { describe, expect, test } from 'vitest';
import { rpcVerdicts } from './rpcVerdicts.ts';

const urls = ['https://a.example', 'https://b.example', 'https://c.example'];
const options = { timeoutMs: 300, sources: {} };

describe('rpcVerdicts', () => {
  test('default: every endpoint on chain 56 gives no problem and no warning', () => {
    const verdicts = rpcVerdicts(urls.slice(0, 1), [{ kind: 'ok', chainId: 56 }], options);
    expect(verdicts).toEqual({
      results: [{ path: 'chain.rpcUrls[0]', url: urls[0], status: 'ok', chainId: 56, detail: null }],
      problems: [],
      warnings: [],
    });
  });

  test('behavior: a wrong chain is an error, the rest are warnings, each at its path with a fix', () => {
    const verdicts = rpcVerdicts(
      urls,
      [
        { kind: 'wrong-chain', chainId: 1, detail: 'answered chain 1' },
        { kind: 'timeout', detail: 'gave no answer within 300 ms' },
        { kind: 'unreachable', detail: 'could not be reached (ECONNREFUSED)' },
      ],
      options,
    );
    expect(verdicts.problems).toEqual([
      {
        path: 'chain.rpcUrls[0]',
        message: 'RPC check: "https://a.example" answered chain 1',
        hint: expect.stringContaining('portico chain --remove-rpc https://a.example'),
      },
    ]);
    expect(verdicts.warnings.map((w) => w.path)).toEqual(['chain.rpcUrls[1]', 'chain.rpcUrls[2]']);
    expect(verdicts.warnings[0]?.hint).toContain('"transport.timeoutMs" (300 ms)');
    expect(verdicts.results.map((r) => [r.status, r.chainId])).toEqual([
      ['wrong-chain', 1],
      ['timeout', null],
      ['unreachable', null],
    ]);
  });

  test('parameters: sources name the flag or variable the URL came from', () => {
    const verdicts = rpcVerdicts(urls.slice(0, 1), [{ kind: 'http-error', detail: 'answered HTTP 500' }], {
      ...options,
      sources: { 'chain.rpcUrls': '--rpc-url' },
    });
    expect(verdicts.warnings[0]?.message).toMatch(/answered HTTP 500 \(from --rpc-url\)$/);
  });
});
