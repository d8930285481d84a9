import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { compareScriptHashes, policyFirst, pruneScriptHashes, scriptHashes } from './cspHashes.ts';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (hashes: string[], scripts: string[]) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data:; script-src 'self' ${hashes.join(' ')}; style-src 'self' 'unsafe-inline' ;">` +
  `</head><body>${scripts.map((code) => `<script>${code}</script>`).join('')}<script type="module" src="./_astro/a.js"></script></body></html>`;

describe('compareScriptHashes', () => {
  test('default: every inline script has its hash and every hash its script', () => {
    expect(compareScriptHashes(page([hash('a()'), hash('b()')], ['a()', 'b()']))).toEqual({
      missing: [],
      orphans: [],
    });
  });

  test('error: a script without a hash is missing; a hash without a script is an orphan', () => {
    expect(compareScriptHashes(page([hash('a()'), hash('gone()')], ['a()', 'b()']))).toEqual({
      missing: [hash('b()')],
      orphans: [hash('gone()')],
    });
  });
});

describe('pruneScriptHashes', () => {
  test('behavior: orphans go, the rest of the policy stays byte for byte', () => {
    const html = page([hash('a()'), hash('gone()')], ['a()']);
    const pruned = pruneScriptHashes(html);
    expect(scriptHashes(pruned)).toEqual([hash('a()')]);
    expect(pruned.replace(` ${hash('gone()')}`, '')).toBe(pruned);
    expect(html.replace(` ${hash('gone()')}`, '')).toBe(pruned);
  });
});

describe('policyFirst', () => {
  const policy = `<meta http-equiv="content-security-policy" content="script-src 'self' ${hash('a()')}">`;
  const head = (inside: string) => `<html><head>${inside}</head><body><script>a()</script></body></html>`;

  test("behavior: the policy moves from after the head's scripts to right after the charset; nothing else changes", () => {
    const late = head(
      `<meta charset="utf-8"><script>a()</script><script type="module" src="./l.js"></script>${policy}<style>b</style>`,
    );
    expect(policyFirst(late)).toBe(
      head(
        `<meta charset="utf-8">${policy}<script>a()</script><script type="module" src="./l.js"></script><style>b</style>`,
      ),
    );
  });

  test('default: a page whose policy is already first is left as it is', () => {
    const first = head(`<meta charset="utf-8">${policy}<script>a()</script>`);
    expect(policyFirst(first)).toBe(first);
  });

  test('error: without a policy or a charset nothing moves', () => {
    expect(policyFirst(head('<meta charset="utf-8"><script>a()</script>'))).toBe(
      head('<meta charset="utf-8"><script>a()</script>'),
    );
    expect(policyFirst(head(`<script>a()</script>${policy}`))).toBe(head(`<script>a()</script>${policy}`));
  });
});

// The built pages themselves are checked both ways in tests/e2e/reliability/hostile.spec.ts (the harness's fresh
// production build; a `dist/` left in the tree may be stale).
