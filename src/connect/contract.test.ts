import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from './contract.ts';
import { SHARED_SIGNALS, type SignalKind } from './sharedSignals.ts';

// The inline scripts cannot import contract.ts: they must spell every shared name exactly as it names them, and no
// other `__portico…` name or `portico:…` event may appear anywhere in the site's code.
const src = new URL('..', import.meta.url).pathname;
const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const dialogScript = read('./dialog/firstPaint.js');
const accountScript = read('./rememberedAccount.js');
const markup = read('./QuickConnect.astro');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|astro)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the names the inline scripts and the island share', () => {
  it.each([
    ['QUICK_CONNECT_DIALOG_ID', dialogScript, `getElementById('${contract.QUICK_CONNECT_DIALOG_ID}')`],
    ['CLICK_QUEUE_SLOT', dialogScript, `page.${contract.CLICK_QUEUE_SLOT} = queue`],
    ['LOAD_FAILED_EVENT', dialogScript, `addEventListener('${contract.LOAD_FAILED_EVENT}', fail)`],
    ['SHOW_ACCOUNT_SLOT', accountScript, `flags.${contract.SHOW_ACCOUNT_SLOT} = `],
    ['EARLY_ACCOUNT_SLOT', accountScript, `flags.${contract.EARLY_ACCOUNT_SLOT} = `],
    ['ACCOUNT_WANTED_EVENT', dialogScript, `new Event('${contract.ACCOUNT_WANTED_EVENT}')`],
    ['ACCOUNT_WANTED_ATTRIBUTE', dialogScript, `dataset.porticoAccountWanted = ''`],
    [
      'ACCOUNT_WANTED_ATTRIBUTE',
      accountScript,
      `delete document.documentElement.dataset.porticoAccountWanted`,
    ],
  ])('%s is spelled the same in the script that uses it', (_name, script, use) => {
    expect(script).toContain(use);
  });

  it('the dialog markup takes its id from contract.ts', () => {
    expect(markup).toContain('id={QUICK_CONNECT_DIALOG_ID}');
  });

  it('the table holds exactly what both sides use, of every kind, and every name on window or event anywhere', () => {
    const astro = sourceFiles(src).filter((file) => file.endsWith('.astro'));
    const islandFiles = sourceFiles(src).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.endsWith('/sharedSignals.ts'),
    );
    const page = signalsIn([...PAGE_SCRIPTS, ...SHARED_CODE, ...astro]);
    const island = signalsIn([...SHARED_CODE, ...islandFiles]);
    // Window slots and events are shared by nature: any of them anywhere (between two inline scripts too).
    const named = [...signalsIn([...PAGE_SCRIPTS, ...islandFiles])].filter((signal) =>
      /^(window slot|event) /.test(signal),
    );
    const shared = new Set([...[...page].filter((signal) => island.has(signal)), ...named]);
    const tabled = SHARED_SIGNALS.map(({ kind, name }) => `${kind} ${name}`);
    expect(new Set(tabled).size).toBe(tabled.length);
    expect([...shared].sort()).toEqual(tabled.sort());
  });

  it('finds each kind where it is written (the scan itself)', () => {
    const found = [
      ...signals(
        `w.__porticoPick; new Event('portico:pick'); getElementById('portico-words'); targetId="portico-account"
        el.dataset.qcView; <b data-handoff>; x.closest('[data-testid="connection-status"]'); aria-busy;
        localStorage.getItem('rk-recent'); k.startsWith('wagmi.'); const P = 'portico.account:';`,
      ),
    ].sort();
    expect(found).toEqual(
      [
        'window slot __porticoPick',
        'event portico:pick',
        'id portico-words',
        'id portico-account',
        'attribute data-qc-view',
        'attribute data-handoff',
        'test id connection-status',
        'attribute aria-busy',
        'storage key rk-recent',
        'storage key wagmi.',
        'storage key portico.account:',
      ].sort(),
    );
  });
});

/** The page's own part: its classic inline scripts (and, with them, its HTML: the .astro files). */
const PAGE_SCRIPTS = [
  'rememberedFlag.js',
  'rememberedAccount.js',
  'dialog/firstPaint.js',
  '../styles/scriptStyles.js',
].map((file) => new URL(file, import.meta.url).pathname);
/** Written once and linked into both sides (build/inlineScripts.ts writes them into the inline scripts). */
const SHARED_CODE = ['rules.js', 'drawHeader.js'].map((file) => new URL(file, import.meta.url).pathname);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every signal a text uses, as `<kind> <name>` (contract.ts `SignalKind`). */
function signals(text: string): Set<string> {
  const found = new Set<string>();
  const add = (kind: SignalKind, name: string | undefined) => name && found.add(`${kind} ${name}`);
  for (const [name] of text.matchAll(/__portico[A-Za-z]+/g)) add('window slot', name);
  for (const [, name] of text.matchAll(/['"`](portico:[a-z-]+)['"`]/g)) add('event', name);
  for (const [, name] of text.matchAll(/['"`]#?(portico-[a-z-]+)['"`]/g)) add('id', name);
  for (const [, name] of text.matchAll(/\bid=["'](portico-[a-z-]+)["']/g)) add('id', name);
  for (const [, name] of text.matchAll(/\[data-testid="([\w-]+)"\]/g)) add('test id', name);
  for (const [, name] of text.matchAll(/\bdata-([a-z][a-z-]*[a-z])\b/g))
    if (name !== 'testid') add('attribute', `data-${name}`);
  for (const [, name] of text.matchAll(/\bdataset\.([A-Za-z]+)/g))
    if (name !== 'testid') add('attribute', `data-${kebab(name ?? '')}`);
  if (/\baria-busy\b/.test(text)) add('attribute', 'aria-busy');
  for (const [, name] of text.matchAll(/['"`](rk-[a-z-]+|wagmi\.|portico\.[a-z]+:)['"`]/g))
    add('storage key', name);
  return found;
}

/** The signals `files` use. */
function signalsIn(files: readonly string[]): Set<string> {
  return new Set(files.flatMap((file) => [...signals(readFileSync(file, 'utf8'))]));
}
