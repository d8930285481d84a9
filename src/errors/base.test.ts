import { describe, expect, test } from 'vitest';
import { causeChain, PorticoError, walk } from './base.ts';

class ExampleError extends PorticoError {
  override name = 'ExampleError';
  override readonly code = 'EXAMPLE';
  constructor(options?: ConstructorParameters<typeof PorticoError>[1]) {
    super('Something specific happened.', options);
  }
}

describe('PorticoError', () => {
  test('default: short message, no details, a docs path inside the repository', () => {
    const error = new ExampleError();
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ExampleError',
      code: 'EXAMPLE',
      shortMessage: 'Something specific happened.',
      message: 'Something specific happened.',
      details: undefined,
      docsPath: 'src/errors/README.md#example',
    });
  });

  test('parameters: details go into the message (for the console), cause is kept whole', () => {
    const cause = { code: 4001 };
    const error = new ExampleError({ details: 'eth_chainId answered "0xZZ".', cause });
    expect(error.message).toBe('Something specific happened.\n\nDetails: eth_chainId answered "0xZZ".');
    expect(error.cause).toBe(cause);
  });

  test('behavior: walk finds the first matching link, or the innermost without a predicate', () => {
    const inner = { code: 4001, message: 'no' };
    const error = new ExampleError({ cause: new Error('middle', { cause: inner }) });
    expect(error.walk()).toBe(inner);
    expect(error.walk((e) => (e as { code?: unknown }).code === 4001)).toBe(inner);
    expect(error.walk((e) => e instanceof ExampleError)).toBe(error);
    expect(error.walk(() => false)).toBeUndefined();
  });
});

describe('causeChain', () => {
  test("behavior: follows cause, else MetaMask Mobile's data.originalError", () => {
    const original = { code: 4902, message: 'unknown chain' };
    const error = new Error('outer', { cause: { code: -32603, data: { originalError: original } } });
    expect(causeChain(error).map((link) => link.code)).toEqual([undefined, -32603, 4902]);
  });

  test('behavior: stops at a cycle and after 16 links', () => {
    const a: { cause?: unknown } = {};
    const b = { cause: a };
    a.cause = b;
    expect(causeChain(a)).toHaveLength(2);
    let deep: unknown = { message: 'bottom' };
    for (let i = 0; i < 100; i++) deep = { cause: deep };
    expect(causeChain(deep)).toHaveLength(16);
  });

  test('behavior: a value that is no object has no chain; walk returns the value itself', () => {
    expect(causeChain('boom')).toEqual([]);
    expect(causeChain(null)).toEqual([]);
    expect(walk('boom')).toBe('boom');
    expect(walk(null, () => true)).toBeUndefined();
  });
});
