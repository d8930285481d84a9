import type { HexColor, WalletEntry, WalletGroupSettings, WalletId } from '../../src/config/types.ts';
import { hexColor, hexColorHint } from '../validators/hexColor.ts';
import { kindOf, show } from '../validators/show.ts';
import { didYouMean } from '../validators/suggest.ts';
import { displayText } from '../validators/text.ts';
import { type Collector, checkKeys, isPlainObject, join } from './context.ts';
import { validateLocalizedText } from './localizedText.ts';
import { KNOWN_KEYS } from './schema.ts';
import type { TextContext } from './translations.ts';
import { findWallet, walletIds } from './walletCatalog.ts';

const groupHint = 'write "walletGroups": [{ "groupName": "Popular", "wallets": ["injected", …] }]';

/**
 * Groups of wallets; a wallet is a bare id (`"metaMask"`) or `{ "id", "iconAccent", "iconBackground" }`, the id being
 * any wallet RainbowKit defines (`portico wallets --all`; the catalog is loaded only once an id is to be checked).
 * A group's name is a plain string or one per language; the settings keep the default language's. `"brand": true`
 * marks a plain name as a brand, the same in every language ("BNB Chain"): no translation is asked for it.
 */
export function validateWalletGroups(
  c: Collector,
  value: unknown,
  context: TextContext,
): WalletGroupSettings[] | undefined {
  if (value === undefined) return void c.error('walletGroups', 'is missing', groupHint);
  if (!Array.isArray(value)) {
    return void c.error(
      'walletGroups',
      `must be a list of groups, got ${kindOf(value)} ${show(value)}`,
      groupHint,
    );
  }
  if (value.length === 0)
    return void c.error('walletGroups', 'is empty; at least one group is needed', groupHint);
  const seenWallets = new Map<WalletId, string>();
  const seenGroups = new Map<string, string>();
  const groups = value.map((group: unknown, index) =>
    validateGroup(c, group, join('walletGroups', index), { seenWallets, seenGroups, context }),
  );
  return groups.every((g) => g !== undefined) ? groups : undefined;
}

function validateGroup(
  c: Collector,
  group: unknown,
  path: string,
  seen: {
    readonly seenWallets: Map<WalletId, string>;
    readonly seenGroups: Map<string, string>;
    readonly context: TextContext;
  },
): WalletGroupSettings | undefined {
  const { seenWallets, seenGroups, context } = seen;
  if (!isPlainObject(group))
    return void c.error(path, `must be an object, got ${kindOf(group)} ${show(group)}`, groupHint);
  checkKeys(c, group, path, KNOWN_KEYS.walletGroup);
  const namePath = join(path, 'groupName');
  const name = validateLocalizedText(
    c,
    group.groupName,
    namePath,
    context.localeChoice,
    (text) => displayText(text, { maxLength: 40, allowEmpty: false }),
    'give the group a short visible name, e.g. "Popular"',
  );
  // A brand ("BNB Chain") is one name in every language, like the app's: marked, it needs no translation.
  const brandPath = join(path, 'brand');
  const brand = group.brand;
  let ok = name !== undefined;
  if (brand !== undefined && typeof brand !== 'boolean') {
    ok = c.check(
      brandPath,
      `must be true or false, got ${kindOf(brand)} ${show(brand)}`,
      'write "brand": true for a name written the same in every language ("BNB Chain"), or leave it out',
    );
  } else if (brand === true && name?.perLanguage) {
    ok = c.check(
      brandPath,
      'is true, but the group name is given per language; a brand is one name in every language',
      'give the name as a plain string, or remove "brand" to translate it',
    );
  }
  if (name) {
    // By the default language's name: the site finds a group's translations by it.
    const earlier = seenGroups.get(name.text);
    if (earlier)
      ok = c.check(
        namePath,
        `${show(name.text)} is already used by ${earlier}`,
        'give each group its own name, or merge them',
      );
    seenGroups.set(name.text, namePath);
  }
  const walletsPath = join(path, 'wallets');
  const wallets = group.wallets;
  const walletsHint = 'list wallet ids, e.g. "wallets": ["injected", "metaMask"]';
  if (!Array.isArray(wallets)) {
    return void c.error(
      walletsPath,
      wallets === undefined ? 'is missing' : `must be a list, got ${kindOf(wallets)} ${show(wallets)}`,
      walletsHint,
    );
  }
  if (wallets.length === 0)
    return void c.error(
      walletsPath,
      'is empty; a group needs at least one wallet',
      `${walletsHint}, or remove the group`,
    );
  const entries = wallets.map((wallet: unknown, index) =>
    validateWallet(c, wallet, join(walletsPath, index), seenWallets),
  );
  if (!ok || !name || entries.some((e) => e === undefined)) return undefined;
  context.texts.push({ kind: 'groupName', key: name.text, localized: name, brand: brand === true });
  return { groupName: name.text, wallets: entries as WalletEntry[] };
}

function validateWallet(
  c: Collector,
  wallet: unknown,
  path: string,
  seen: Map<WalletId, string>,
): WalletEntry | undefined {
  const isObject = isPlainObject(wallet);
  if (isObject) checkKeys(c, wallet, path, KNOWN_KEYS.wallet);
  const id = isObject ? wallet.id : wallet;
  const idPath = isObject ? join(path, 'id') : path;
  const idHint =
    'use the id of a RainbowKit wallet, e.g. "injected" or "binance" (`portico wallets --all` lists them)';
  if (typeof id !== 'string')
    return void c.error(idPath, `must be a wallet id string, got ${kindOf(id)} ${show(id)}`, idHint);
  if (!findWallet(id)) {
    const suggestion = closestWalletId(id);
    return void c.error(
      idPath,
      `unknown wallet ${show(id)}`,
      suggestion ? `did you mean "${suggestion}"? (\`portico wallets --all\` lists every id)` : idHint,
    );
  }
  let ok = true;
  const earlier = seen.get(id);
  if (earlier)
    ok = c.check(
      idPath,
      `wallet "${id}" is already listed at ${earlier}`,
      'list each wallet once, in one group',
    );
  seen.set(id, idPath);
  const entry: { id: WalletId; iconAccent?: HexColor; iconBackground?: HexColor } = { id };
  if (isObject) {
    for (const key of ['iconAccent', 'iconBackground'] as const) {
      if (!Object.hasOwn(wallet, key)) continue;
      const problem = hexColor(wallet[key]);
      // A colour error names the wallet, not just a path: `walletGroups[0].wallets[3]` says little on its own.
      ok = c.check(join(path, key), problem && `wallet "${id}": ${problem}`, hexColorHint) && ok;
      if (!problem) entry[key] = wallet[key] as HexColor;
    }
  }
  return ok ? entry : undefined;
}

/**
 * The known id closest to a mistyped one: a near spelling (`metamask` → `metaMask`), or the wallet whose
 * factory name was written (`binanceWallet` → `binance`).
 */
function closestWalletId(input: string): string | undefined {
  const ids = walletIds();
  const spelled = didYouMean(input, ids);
  if (spelled) return spelled;
  const byExport = didYouMean(
    input,
    ids.map((id) => findWallet(id)?.exportName ?? id),
  );
  return byExport === undefined ? undefined : ids.find((id) => findWallet(id)?.exportName === byExport);
}
