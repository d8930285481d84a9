import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as direct from './directConnect.ts';
import * as handoff from './handoff.ts';

// The inline script cannot import handoff.ts: it must spell every shared name exactly as handoff.ts names it.
const script = readFileSync(new URL('./beforeIsland.js', import.meta.url), 'utf8');
const markup = readFileSync(new URL('./QuickConnect.astro', import.meta.url), 'utf8');

describe('the names the inline script and the island share', () => {
  it.each([
    ['QUICK_CONNECT_DIALOG_ID', `getElementById('${handoff.QUICK_CONNECT_DIALOG_ID}')`],
    ['CONNECT_REQUESTED_EVENT', `new Event('${handoff.CONNECT_REQUESTED_EVENT}')`],
    ['OPEN_QUICK_CONNECT_EVENT', `addEventListener('${handoff.OPEN_QUICK_CONNECT_EVENT}', open)`],
    ['LOAD_FAILED_EVENT', `addEventListener('${handoff.LOAD_FAILED_EVENT}', fail)`],
    ['CONNECT_REQUESTED_FLAG', `flags.${handoff.CONNECT_REQUESTED_FLAG} = true`],
    ['WALLET_REQUESTED_FLAG', `flags.${handoff.WALLET_REQUESTED_FLAG} = null`],
    ['WALLET_PICKED_EVENT', `new Event('${handoff.WALLET_PICKED_EVENT}')`],
    ['DIRECT_CONNECT_FLAG', `flags.${direct.DIRECT_CONNECT_FLAG} = record`],
    ['DIRECT_CONNECT_EVENT', `new Event('${direct.DIRECT_CONNECT_EVENT}')`],
  ])('%s is spelled the same in beforeIsland.js', (_name, use) => {
    expect(script).toContain(use);
  });

  it('the dialog markup takes its id from handoff.ts', () => {
    expect(markup).toContain('id={QUICK_CONNECT_DIALOG_ID}');
  });
});
