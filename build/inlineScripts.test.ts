import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_MEMORY_PREFIX, EARLY_ACCOUNT_FLAG } from '../src/connect/accountMemory.ts';
import * as contract from '../src/connect/contract.ts';
import {
  inlineScript,
  inlineScriptFiles,
  inlineScriptHashes,
  linkedScript,
  minifiedInlineScripts,
} from './inlineScripts.ts';

const root = resolve(import.meta.dirname, '..');
const source = (file: string) => readFileSync(resolve(root, file), 'utf8');

describe('inlineScript', () => {
  test.each(inlineScriptFiles)(
    'default: %s ships without its comments, less than half the size written for it (itself and the rules it links)',
    (file) => {
      const shipped = inlineScript(file);
      // What is shipped is the script with the shared rules it imports written in (build/inlineScripts.ts).
      const linked = [...source(file).matchAll(/from '(\.\.?\/[\w]+\.js)'/g)].map(([, name]) =>
        join(dirname(file), name ?? ''),
      );
      const written = [file, ...linked].reduce((sum, each) => sum + source(each).length, 0);
      expect(shipped.length).toBeLessThan(written / 2);
      expect(shipped).not.toContain('// ');
      expect(shipped).not.toContain('@ts-check');
    },
  );

  test('behavior: the names the island shares with the scripts survive minifying', () => {
    const quick = inlineScript('src/connect/dialog/firstPaint.js');
    for (const name of [
      contract.QUICK_CONNECT_DIALOG_ID,
      contract.CLICK_QUEUE_SLOT,
      contract.LOAD_FAILED_EVENT,
      contract.ACCOUNT_WANTED_EVENT,
    ])
      expect(quick, name).toContain(name);
    const account = inlineScript('src/connect/rememberedAccount.js');
    expect(account).toContain(ACCOUNT_MEMORY_PREFIX);
    expect(account).toContain(EARLY_ACCOUNT_FLAG);
    expect(inlineScript('src/connect/rememberedFlag.js')).toContain(ACCOUNT_MEMORY_PREFIX);
  });

  test('behavior: the same text twice, so the hash in the CSP matches the page', () => {
    for (const file of inlineScriptFiles) expect(inlineScript(file)).toBe(inlineScript(file));
    expect(inlineScriptHashes()).toEqual(
      inlineScriptFiles.map(
        (file) => `sha256-${createHash('sha256').update(inlineScript(file)).digest('base64')}`,
      ),
    );
  });

  test('error: a script that does not parse fails the build, naming its file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-inline-'));
    try {
      const file = join(dir, 'broken.js');
      writeFileSync(file, '(() => { if (ready { go(); } })();\n');
      expect(() => inlineScript(file)).toThrow(/broken\.js: the inline script does not parse/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('linkedScript', () => {
  const withFiles = (files: Record<string, string>, run: (dir: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-link-'));
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      run(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  test('default: the rules a script imports are written into it, and it still runs as a classic script', () => {
    withFiles(
      {
        'rules.js': "export const PREFIX = 'p:';\nexport function key(root) { return PREFIX + root; }\n",
        'script.js': "import { key } from './rules.js';\n(() => { globalThis.made = key('/'); })();\n",
      },
      (dir) => {
        const linked = linkedScript(join(dir, 'script.js'));
        expect(linked).not.toMatch(/^\s*(import|export)\s/m);
        const scope: { made?: string } = {};
        new Function('globalThis', linked)(scope);
        expect(scope.made).toBe('p:/');
      },
    );
  });

  test('behavior: the shipped scripts carry rules.js, never an import', () => {
    for (const file of inlineScriptFiles) expect(inlineScript(file)).not.toMatch(/\bimport\s*[{(]/);
    // The address pattern and the announcement check, from rules.js, in the scripts that use them.
    expect(inlineScript('src/connect/rememberedAccount.js')).toContain('[0-9a-fA-F]{40}');
    // From a folder below rules.js too (`'../rules.js'`).
    expect(inlineScript('src/connect/dialog/firstPaint.js')).toContain(
      'its rdns is not a reverse domain name',
    );
    expect(inlineScript('src/connect/rememberedAccount.js')).toContain(
      'its rdns is not a reverse domain name',
    );
  });

  test('error: a renamed import, or a module that imports, fails the build naming the file', () => {
    withFiles(
      {
        'rules.js': 'export const a = 1;\n',
        'renamed.js': "import { a as b } from './rules.js';\nb;\n",
        'nested.js': "import { c } from './imports.js';\nc;\n",
        'imports.js': "import { a } from './rules.js';\nexport const c = a;\n",
      },
      (dir) => {
        expect(() => linkedScript(join(dir, 'renamed.js'))).toThrow(/renamed\.js: .*not renamed/);
        expect(() => linkedScript(join(dir, 'nested.js'))).toThrow(/imports\.js: a module inlined/);
      },
    );
  });
});

describe('minifiedInlineScripts', () => {
  const load = (id: string) => {
    const hook = minifiedInlineScripts().load;
    if (typeof hook !== 'function') throw new Error('the plugin has no load hook');
    return hook.call({} as never, id);
  };

  test('default: a ?raw import of an inline script yields the minified text', () => {
    const file = 'src/connect/dialog/firstPaint.js';
    expect(load(`${resolve(root, file)}?raw`)).toBe(`export default ${JSON.stringify(inlineScript(file))};`);
  });

  test('behavior: other imports, and the same file without ?raw, are left to Vite', () => {
    expect(load(resolve(root, 'src/connect/dialog/firstPaint.js'))).toBeNull();
    expect(load(`${resolve(root, 'src/connect/dialog/firstPaint.js')}?url`)).toBeNull();
    expect(load(`${resolve(root, 'src/connect/contract.ts')}?raw`)).toBeNull();
  });
});
