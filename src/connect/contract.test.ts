import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from './contract.ts';

// The inline scripts cannot import contract.ts: they must spell every shared name exactly as it names them, and no
// other `__portico…` name or `portico:…` event may appear anywhere in the site's code.
const src = new URL('..', import.meta.url).pathname;
const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const dialogScript = read('./walletDialog.js');
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
    ['PICK_SLOT', dialogScript, `page.${contract.PICK_SLOT} = pick`],
    ['PICK_EVENT', dialogScript, `new Event('${contract.PICK_EVENT}')`],
    ['LOAD_FAILED_EVENT', dialogScript, `addEventListener('${contract.LOAD_FAILED_EVENT}', fail)`],
    ['SHOW_ACCOUNT_SLOT', dialogScript, `page.${contract.SHOW_ACCOUNT_SLOT}?.(`],
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

  it('no other name on window and no other event is shared anywhere in src/', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /__portico[A-Za-z]+|['"`]portico:[a-z-]+['"`]/g,
      ))
        used.add(match[0].replace(/['"`]/g, ''));
    }
    expect([...used].sort()).toEqual([...contract.sharedNames].sort());
  });
});
