import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './relativeUrls.ts';

/**
 * Astro's meta CSP lists a hash for every script its runtime might inline (each hydration directive), whether
 * the page has it or not; an orphan hash is a script the browser would run if someone managed to inject it.
 * After the build, each page's `script-src` keeps exactly the hashes of the inline scripts it carries: an orphan
 * is removed, and an inline script without its hash fails the build (the browser would refuse to run it). The
 * policy is then moved to the top of the head (`policyFirst`).
 */
export function cspHashes(): AstroIntegration {
  return {
    name: 'portico:csp-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const { missing } = compareScriptHashes(html);
          if (missing.length > 0) {
            throw new Error(
              `${relative(root, file)}: inline script(s) without a CSP hash: ${missing.join(' ')}`,
            );
          }
          const pruned = pruneScriptHashes(html);
          if (pruned !== html) {
            const removed = compareScriptHashes(html).orphans.length;
            logger.info(`${relative(root, file)}: ${removed} CSP script hash(es) without a script removed`);
          }
          const page = policyFirst(pruned);
          if (page !== html) await writeFile(file, page);
        }
      },
    },
  };
}

const metaPattern = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;

/** The `'sha256-…'` sources of the page's meta CSP `script-src`. */
export function scriptHashes(html: string): string[] {
  const policy = html.match(metaPattern)?.[2] ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  return scriptSrc.split(/\s+/).filter((source) => /^'sha(256|384|512)-/.test(source));
}

/**
 * A `<script>` whose type is neither JavaScript nor a module is a data block (the page's words, JSON): the browser
 * never runs it, so the CSP has nothing to allow.
 */
function isDataBlock(attributes: string): boolean {
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
  return (
    type !== undefined &&
    type !== '' &&
    type !== 'module' &&
    !/^(text|application)\/(x-)?(java|ecma)script$/.test(type)
  );
}

/** The `'sha256-…'` source of every inline script (no `src`, not a data block) in the page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes ?? '') && !isDataBlock(attributes ?? ''))
    .map(
      ([, , code]) =>
        `'sha256-${createHash('sha256')
          .update(code ?? '')
          .digest('base64')}'`,
    );
}

/** Both ways: inline scripts without a hash (`missing`), hashes without a script (`orphans`). */
export function compareScriptHashes(html: string): { missing: string[]; orphans: string[] } {
  const listed = new Set(scriptHashes(html));
  const inline = new Set(inlineScriptHashes(html));
  return {
    missing: [...inline].filter((hash) => !listed.has(hash)),
    orphans: [...listed].filter((hash) => !inline.has(hash)),
  };
}

/** The page with its CSP's orphan script hashes removed; nothing else in the policy changes. */
export function pruneScriptHashes(html: string): string {
  const { orphans } = compareScriptHashes(html);
  if (orphans.length === 0) return html;
  const drop = new Set(orphans);
  return html.replace(metaPattern, (_match, open: string, policy: string, close: string) => {
    const directives = policy.split(';').map((directive) =>
      directive.trim().startsWith('script-src')
        ? directive
            .split(' ')
            .filter((source) => !drop.has(source))
            .join(' ')
        : directive,
    );
    return `${open}${directives.join(';')}${close}`;
  });
}

/**
 * The page with its meta CSP right after `<meta charset>`, the first thing in the head. A meta policy governs only
 * what the browser meets after it, and Astro writes it after the page's own head content: the head's inline scripts
 * (the language pick, the script-style adopter) ran without their hashes being checked, and the island's loader was
 * requested before any `script-src` applied.
 */
export function policyFirst(html: string): string {
  const meta = html.match(/<meta http-equiv="content-security-policy" content="[^"]*">/i)?.[0];
  if (!meta) return html;
  const without = html.replace(meta, '');
  const charset = /<meta charset="[^"]*">/i.exec(without);
  if (!charset) return html;
  const at = charset.index + charset[0].length;
  return `${without.slice(0, at)}${meta}${without.slice(at)}`;
}
