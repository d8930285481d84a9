import type { ChainSettings, TransportSettings } from '../../src/config/types.ts';
import { integerInRange } from '../validators/integer.ts';
import { rpcUrl, rpcUrlHint } from '../validators/rpcUrl.ts';
import { kindOf, show } from '../validators/show.ts';
import { isLoopbackHost } from '../validators/url.ts';
import { type Collector, join, type Raw, readSection } from './context.ts';
import { BSC_CHAIN, DEFAULT_TRANSPORT, ENV, FLAG, KNOWN_KEYS, TRANSPORT_LIMITS } from './schema.ts';

export function validateChain(c: Collector, raw: Raw): ChainSettings | undefined {
  if (Array.isArray(raw.chain)) {
    c.error(
      'chain',
      'must be one object, not a list',
      'only BNB Smart Chain (56) is supported: "chain": { "id": 56, … }',
    );
    return undefined;
  }
  const chain = readSection(c, raw, 'chain', KNOWN_KEYS.chain, true);
  if (!chain) return undefined;
  const idOk = validateChainId(c, chain.id);
  const rpcUrls = validateRpcUrls(c, chain.rpcUrls);
  return idOk && rpcUrls ? { ...BSC_CHAIN, rpcUrls } : undefined;
}

function validateChainId(c: Collector, id: unknown): boolean {
  const hint = 'set "chain.id" to 56: only BNB Smart Chain is supported';
  if (id === undefined) return c.check('chain.id', 'is missing', hint);
  if (id === 56) return true;
  if (typeof id === 'number' && Number.isInteger(id)) {
    return c.check('chain.id', `chain ${id} is not supported; only BNB Smart Chain (56) is`, hint);
  }
  return c.check('chain.id', integerInRange(id, 56, 56) ?? `must be 56, got ${show(id)}`, hint);
}

function validateRpcUrls(c: Collector, value: unknown): ChainSettings['rpcUrls'] | undefined {
  const path = 'chain.rpcUrls';
  const hint = `list the primary RPC URL first, then fallbacks (or set ${ENV.rpcUrls} / ${FLAG.rpcUrls})`;
  if (value === undefined) return void c.error(path, 'is missing', hint);
  if (!Array.isArray(value))
    return void c.error(path, `must be a list of URLs, got ${kindOf(value)} ${show(value)}`, hint);
  if (value.length === 0) return void c.error(path, 'is empty; at least one RPC URL is needed', hint);
  const seen = new Map<string, number>();
  let ok = true;
  value.forEach((url: unknown, index) => {
    const at = join(path, index);
    if (!c.check(at, rpcUrl(url), rpcUrlHint)) {
      ok = false;
      return;
    }
    const parsed = new URL(url as string);
    const first = seen.get(parsed.href);
    if (first !== undefined) {
      ok = false;
      c.error(
        at,
        `${show(url)} duplicates ${path}[${first}]`,
        'remove the duplicate; each fallback should be a different endpoint',
      );
    }
    seen.set(parsed.href, index);
    if (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) {
      c.warn(
        at,
        `${show(url)} is a loopback URL and only works on this machine`,
        'use loopback RPC URLs only for test builds',
      );
    }
  });
  const [primary, ...fallbacks] = value as string[];
  return ok && primary !== undefined ? [primary, ...fallbacks] : undefined;
}

export function validateTransport(c: Collector, raw: Raw): TransportSettings | undefined {
  const section = readSection(c, raw, 'transport', KNOWN_KEYS.transport, false) ?? {};
  const out: Record<string, number> = {};
  let ok = true;
  for (const key of Object.keys(DEFAULT_TRANSPORT) as (keyof TransportSettings)[]) {
    const value = Object.hasOwn(section, key) ? section[key] : DEFAULT_TRANSPORT[key];
    const [min, max] = TRANSPORT_LIMITS[key];
    const hint = `use a whole number from ${min} to ${max} (default ${DEFAULT_TRANSPORT[key]}), or remove the key`;
    ok = c.check(join('transport', key), integerInRange(value, min, max), hint) && ok;
    out[key] = value as number;
  }
  return ok ? (out as unknown as TransportSettings) : undefined;
}
