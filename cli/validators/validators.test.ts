import { describe, expect, test } from 'vitest';
import { hexColor } from './hexColor.ts';
import { integerInRange } from './integer.ts';
import { EXAMPLE_PROJECT_ID, projectId } from './projectId.ts';
import { rpcUrl } from './rpcUrl.ts';
import { safeOrigin } from './safeOrigin.ts';
import { squareImage } from './squareImage.ts';
import { didYouMean, editDistance } from './suggest.ts';
import { displayText } from './text.ts';

// Every validator returns the problem's words, or undefined for a good value: each table below is values that
// one validator (with its options) must pass, or must refuse with words that contain the given text.
type Check = (value: unknown) => string | undefined;
const accepts = (check: Check, values: readonly unknown[]) =>
  test.each(values)('accepts %s', (value) => expect(check(value)).toBeUndefined());
const rejects = (check: Check, cases: readonly [value: unknown, words: string][]) =>
  test.each(cases)('rejects %j', (value, words) => expect(check(value)).toContain(words));

describe('hexColor', () => {
  accepts(hexColor, ['#fff', '#FFF', '#0e76fd', '#0E76FD']);
  rejects(hexColor, [
    ['#GGG', 'not a hex colour'],
    ['123456', 'missing the leading "#"'],
    ['#1234', 'alpha'],
    ['#12345', 'not a hex colour'],
    ['#1234567', 'not a hex colour'],
    ['#0e76fdff', 'alpha'],
    ['＃fff', 'not a hex colour'],
    ['#fff ', 'whitespace'],
    ['red', 'not a hex colour'],
    ['rgb(1,2,3)', 'not a hex colour'],
    ['var(--x)', 'not a hex colour'],
    ['#fff;}</style><script>', 'not a hex colour'],
    ['#fff;background:url(//x)', 'not a hex colour'],
    ['#fff\n--x:1', '\\n'],
    [4095, 'got a number'],
  ]);
  // Only exactly three or six hex digits lack just the "#"; only exactly #rgba or #rrggbbaa is an alpha colour.
  test.each([
    ['abc', '"abc" is missing the leading "#"'],
    ['1234', '"1234" is not a hex colour'],
    ['1234567', '"1234567" is not a hex colour'],
    ['x#1234', '"x#1234" is not a hex colour'],
    ['#12345678x', '"#12345678x" is not a hex colour'],
  ])('tells %j apart in words', (value, words) => expect(hexColor(value)).toBe(words));
});

describe('projectId', () => {
  test('accepts 32 lowercase hex characters', () =>
    expect(projectId('0123456789abcdef0123456789abcdef')).toBeUndefined());
  rejects(projectId, [
    ['', 'empty'],
    ['YOUR_PROJECT_ID', 'placeholder'],
    [EXAMPLE_PROJECT_ID, 'example id'],
    [' 0123456789abcdef0123456789abcdef', 'whitespace'],
    ['0123456789ABCDEF0123456789ABCDEF', 'lowercase'],
    ['0123456789abcdef', '16 characters'],
    ['0123456789abcdef0123456789abcdeg', 'other than 0-9'],
    [null, 'got null'],
  ]);
  test.each(['yourprojectid', 'your-projectid', 'yourProject_Id'])(
    'the placeholder %j, however it is spelled',
    (value) => expect(projectId(value)).toBe(`"${value}" is the placeholder, not a real project id`),
  );
  // Uppercase is named only for 32 hex characters; longer, the length is what is wrong.
  test.each(['x0123456789ABCDEF0123456789ABCDEF', '0123456789ABCDEF0123456789ABCDEFx'])(
    '33 characters with uppercase in them: %j is too long',
    (value) => expect(projectId(value)).toBe(`"${value}" is 33 characters long; a project id has 32`),
  );
});

describe('rpcUrl', () => {
  accepts(rpcUrl, [
    'https://bsc-dataseed.bnbchain.org',
    'https://rpc.example.com:8545/path?x=1',
    'http://localhost:8545',
    'http://127.0.0.1:8545',
    'http://[::1]:8545',
  ]);
  rejects(rpcUrl, [
    ['http://rpc.example.com', 'only https://'],
    ['https://user:pw@rpc.example.com', 'credentials'],
    ['javascript:alert(1)', 'javascript:'],
    ['ws://rpc.example.com', 'ws:'],
    ['https://rpc.example.com ', 'whitespace'],
    ['https://rpc.example.com/a b', 'whitespace'],
    ['not a url', 'whitespace'],
    ['https://rpc.example.com/\u0000', 'control characters'],
    ['rpc.example.com', 'not a valid URL'],
  ]);
  test('the words of each refusal the table above only touches', () => {
    expect(rpcUrl(8545)).toBe('must be a URL string, got a number 8545');
    expect(rpcUrl(' https://rpc.example.com')).toBe(
      '" https://rpc.example.com" has leading or trailing whitespace',
    );
    // A user name alone is a credential too.
    expect(rpcUrl('https://user@rpc.example.com')).toBe(
      '"https://user@rpc.example.com" contains credentials (user:password@), which would be published in the bundle',
    );
  });
});

describe('safeOrigin', () => {
  const strict = (value: unknown) => safeOrigin(value, { allowLocalhost: false });
  accepts(strict, ['https://app.safe.global', 'https://app-safe.global', 'https://safe.example.org:8443']);
  rejects(strict, [
    ['https://app.safe.global/', 'trailing slash'],
    ['https://app.safe.global/apps', 'path'],
    ['https://*.safe.global', 'wildcard'],
    ['http://app.safe.global', 'https://'],
    ['app.safe.global', 'no scheme'],
    ['/app.safe.global$/', 'regular expression'],
    ['^https://app\\.safe\\.global$', 'regular expression'],
    ['https://App.Safe.Global', 'canonical'],
    ['https://app.safe.global:443', 'canonical'],
    ['http://localhost:3000', '--allow-localhost-safe-origins'],
  ]);
  test('an IPv6 address is refused for what it is, loopback or not, not as a regular expression', () => {
    for (const allowLocalhost of [false, true]) {
      expect(safeOrigin('http://[::1]:3000', { allowLocalhost })).toBe(
        '"http://[::1]:3000" is an IPv6 address, which a Content-Security-Policy (frame-ancestors) cannot name; use a host name (localhost or 127.0.0.1 for a test build)',
      );
      expect(safeOrigin('https://[2001:db8::1]', { allowLocalhost })).toBe(
        '"https://[2001:db8::1]" is an IPv6 address, which a Content-Security-Policy (frame-ancestors) cannot name; use a host name (localhost or 127.0.0.1 for a test build)',
      );
    }
    // A bracket anywhere else is still a pattern, and so is a pattern around an IPv6 origin.
    expect(strict('https://app.safe.glob[a]l')).toContain('looks like a regular expression');
    expect(strict('/https://[::1]/')).toContain('looks like a regular expression');
  });
  test('parameters: allowLocalhost admits loopback origins only', () => {
    expect(safeOrigin('http://localhost:3000', { allowLocalhost: true })).toBeUndefined();
    expect(safeOrigin('http://127.0.0.1:3000', { allowLocalhost: true })).toBeUndefined();
    expect(safeOrigin('http://example.com', { allowLocalhost: true })).toContain('https://');
  });
  test('errors: each refusal in full, naming the origin to write where there is one', () => {
    const cases: Array<[unknown, string]> = [
      [5, 'must be an origin string, got a number 5'],
      [' https://a.example', '" https://a.example" contains whitespace'],
      ['https://a .example', '"https://a .example" contains whitespace'],
      ['https://', '"https://" is not a valid URL'],
      ['ftp://a.example', '"ftp://a.example" must be an https:// origin'],
      ['ws://a.example', '"ws://a.example" must be an https:// origin'],
      ['http://a.example', '"http://a.example" uses http://; Safe origins must be https://'],
      [
        'https://a.example#y',
        '"https://a.example#y" has a path, query or trailing slash; use exactly "https://a.example"',
      ],
      [
        'https://a.example/p',
        '"https://a.example/p" has a path, query or trailing slash; use exactly "https://a.example"',
      ],
      ['https://A.example', '"https://A.example" is not in canonical form; use exactly "https://a.example"'],
      ['a.example/x', '"a.example/x" has no scheme; write "https://a.example"'],
    ];
    for (const [value, message] of cases) expect(strict(value), String(value)).toBe(message);
  });
});

describe('integerInRange', () => {
  const zeroToTen = (value: unknown) => integerInRange(value, 0, 10);
  rejects(zeroToTen, [
    ['3', 'without quotes'],
    [Number.NaN, 'finite'],
    [Number.POSITIVE_INFINITY, 'finite'],
    [1.5, 'whole number'],
    [-1, 'negative'],
    [11, 'between 0 and 10'],
    [null, 'got null'],
    [true, 'got a boolean'],
    // Blank text is no number written in quotes (Number(' ') would be 0).
    [' ', 'got a string'],
    ['', 'got a string'],
  ]);
  test('accepts the bounds', () => {
    expect(integerInRange(0, 0, 10)).toBeUndefined();
    expect(integerInRange(10, 0, 10)).toBeUndefined();
  });
  test('a range below zero takes negatives, and names its bounds', () => {
    expect(integerInRange(-3, -5, 5)).toBeUndefined();
    expect(integerInRange(-6, -5, 5)).toBe('must be between -5 and 5, got -6');
  });
});

describe('displayText', () => {
  const upToTen = (value: unknown) => displayText(value, { maxLength: 10, allowEmpty: false });
  rejects(upToTen, [
    ['', 'empty'],
    [' x', 'whitespace'],
    ['a\u202eb', 'bidi'],
    ['a\u0007b', 'control'],
    ['abcdefghijk', 'limit is 10'],
  ]);
  test('the words for a value that is not text, and for one of spaces only', () => {
    expect(upToTen(7)).toBe('must be a string, got a number 7');
    expect(upToTen('   ')).toBe('must not be empty, got "   "');
  });
});

describe('squareImage', () => {
  const svg = (attrs: string) =>
    new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}></svg>`);
  const png = (width: number, height: number) => {
    const bytes = new Uint8Array(24);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return bytes;
  };
  test('accepts square SVG and PNG', () => {
    expect(squareImage('a.svg', svg('viewBox="0 0 64 64"'))).toBeUndefined();
    expect(squareImage('a.svg', svg('width="24" height="24"'))).toBeUndefined();
    expect(squareImage('a.png', png(512, 512))).toBeUndefined();
  });
  test.each([
    ['a.svg', svg('viewBox="0 0 64 32"'), 'not square'],
    ['a.svg', svg('viewBox="0 0 64 64" width="64" height="32"'), 'must be square'],
    ['a.svg', svg(''), 'cannot be shown to be square'],
    ['a.svg', new TextEncoder().encode('hello'), 'no <svg>'],
    ['a.png', png(2, 1), '2×1'],
    ['a.png', svg(''), 'not a PNG'],
    ['a.gif', png(1, 1), '.svg or .png'],
  ])('rejects %s %#', (name, bytes, message) => expect(squareImage(name, bytes)).toContain(message));
});

describe('didYouMean', () => {
  test('suggests near misses, ignoring case', () => {
    expect(didYouMean('walletconectProjectId', ['walletConnectProjectId', 'safe'])).toBe(
      'walletConnectProjectId',
    );
    expect(didYouMean('metamask', ['metaMask', 'brave'])).toBe('metaMask');
    expect(didYouMean('zzzzzz', ['metaMask', 'brave'])).toBeUndefined();
  });
  test('of two equally near, the first listed', () => {
    expect(didYouMean('abc', ['abd', 'abe'])).toBe('abd');
  });
  test('as far as two edits, or a quarter of a long key', () => {
    // Two edits from "brave": still a suggestion.
    expect(didYouMean('bae', ['brave'])).toBe('brave');
    // Three edits from a 19-character key (a quarter is 4): still one.
    expect(didYouMean('walletConectPrjectI', ['walletConnectProjectId'])).toBe('walletConnectProjectId');
    // Three edits from a 5-character key (a quarter is 1, so 2 is the limit): none.
    expect(didYouMean('mtmsk', ['metaMask'])).toBeUndefined();
  });
  test('edit distance, with an empty side', () => {
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
