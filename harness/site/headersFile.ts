/**
 * Reads a Cloudflare Pages / Netlify `_headers` file: a path pattern on its own line, then indented
 * `Name: value` lines. The harness applies it the way those hosts do, so tests see real headers
 * (`astro preview` ignores the file).
 */
export interface HeaderRule {
  readonly pattern: string;
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] });
      continue;
    }
    const current = rules.at(-1);
    const colon = raw.indexOf(':');
    if (!current || colon < 0)
      throw new Error(`_headers: "${raw.trim()}" is not under a path line or lacks "Name: value".`);
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `/*` matches everything below; other patterns match exactly (the subset Portico writes). */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    const matches = rule.pattern.endsWith('/*')
      ? path.startsWith(rule.pattern.slice(0, -1))
      : path === rule.pattern;
    if (!matches) continue;
    for (const [name, value] of rule.headers) out.set(name, value);
  }
  return out;
}
