import { describe, expect, test } from 'vitest';
import { classifyAnswer, type HttpAnswer } from './classifyAnswer.ts';

const answer = (body: string, over: Partial<HttpAnswer> = {}): HttpAnswer => ({
  status: 200,
  statusText: 'OK',
  location: null,
  body,
  ...over,
});
const reply = (result: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 1, result });

describe('classifyAnswer', () => {
  test('default: 0x38 is BNB Smart Chain', () => {
    expect(classifyAnswer(answer(reply('0x38')))).toEqual({ kind: 'ok', chainId: 56 });
  });

  test.each([
    ['0x1', 1, 'Ethereum mainnet'],
    ['0x61', 97, 'BNB Smart Chain testnet'],
    ['0x7a69', 31337, 'Anvil'],
    ['0x539', 1337, 'not BNB Smart Chain (56)'],
  ])('behavior: %s is the wrong chain', (hex, chainId, text) => {
    const probe = classifyAnswer(answer(reply(hex)));
    expect(probe).toMatchObject({ kind: 'wrong-chain', chainId });
    expect('detail' in probe && probe.detail).toContain(text);
  });

  test.each([
    [{ status: 500, statusText: 'Internal Server Error' }, 'http-error', 'HTTP 500 "Internal Server Error"'],
    [{ status: 429, statusText: '' }, 'http-error', 'HTTP 429'],
    [
      { status: 301, location: 'https://elsewhere.example' },
      'http-error',
      'redirect to "https://elsewhere.example"',
    ],
  ])('behavior: HTTP %j', (over, kind, text) => {
    const probe = classifyAnswer(answer(reply('0x38'), over));
    expect(probe.kind).toBe(kind);
    expect('detail' in probe && probe.detail).toContain(text);
  });

  test.each([
    ['<html>hello</html>', 'invalid-response', 'starting "<html>hello</html>"'],
    ['', 'invalid-response', 'an empty body'],
    ['[1]', 'invalid-response', 'not a JSON-RPC response'],
    ['null', 'invalid-response', 'not a JSON-RPC response'],
    [reply(56), 'invalid-response', 'chain id 56, not a hex number'],
    [reply('0x'), 'invalid-response', 'not a hex number'],
    [reply(`0x${'f'.repeat(40)}`), 'invalid-response', 'not a hex number'],
    [JSON.stringify({ jsonrpc: '2.0', id: 1 }), 'invalid-response', 'chain id undefined'],
    [
      JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'method not found' } }),
      'rpc-error',
      'JSON-RPC error -32601 "method not found"',
    ],
    [JSON.stringify({ jsonrpc: '2.0', id: 1, error: null }), 'rpc-error', 'JSON-RPC error'],
  ])('behavior: body %j', (body, kind, text) => {
    const probe = classifyAnswer(answer(body));
    expect(probe.kind).toBe(kind);
    expect('detail' in probe && probe.detail).toContain(text);
  });

  test('behavior: terminal control characters from the endpoint are escaped or replaced', () => {
    const probe = classifyAnswer(answer('\u001b[31mred\u009b2J', { status: 200 }));
    const detail = 'detail' in probe ? probe.detail : '';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence is the point.
    expect(detail).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(detail).toContain('\\u001b[31mred?2J');
  });

  test('behavior: a long body is cut short', () => {
    const probe = classifyAnswer(answer('x'.repeat(10_000)));
    expect('detail' in probe && probe.detail.length).toBeLessThan(150);
  });
});
