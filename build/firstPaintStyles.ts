import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './relativeUrls.ts';

/**
 * "The first paint carries only the page." Astro links, in every page's head, each stylesheet the island's
 * module graph reaches, lazy chunks included: RainbowKit's (RainbowLayer) and the toasts' block the first paint
 * though nothing drawn then uses them. After the build, per page:
 *
 * - a stylesheet that a script chunk lists among its dependencies is dropped from the head: Vite's preload helper
 *   fetches it with that chunk and waits for it to load before the chunk's code runs, so it arrives with its code
 *   and nothing is ever drawn without it (no restyle, no layout shift);
 * - every other stylesheet (the site's own: header, page, the page's wallet dialog) is written into the page as
 *   a `<style>`, so nothing but the HTML blocks the first paint;
 * - the CSP's `style-src` lists exactly the hashes of the page's `<style>` elements (no `'unsafe-inline'`), and
 *   `style-src-attr` the hashes of its `style="…"` attributes (`'unsafe-hashes'`). Styles the island's libraries
 *   write at run time are adopted by src/styles/scriptStyles.js.
 *
 * Runs after relativeUrls (hrefs are page-relative) and before cspHashes.
 */
export function firstPaintStyles(): AstroIntegration {
  return {
    name: 'portico:first-paint-styles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const withCode = await stylesheetsLoadedByScripts(join(root, '_astro'));
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const read = (href: string) =>
            readFile(resolve(dirname(file), href.split(/[?#]/)[0] ?? ''), 'utf8');
          const out = hashStyles(await inlineStylesheets(html, withCode, read));
          if (out !== html) await writeFile(file, out);
          const left = renderBlockingRequests(out);
          if (left.length > 0)
            throw new Error(
              `${relative(root, file)}: the head still blocks the first paint on ${left.join(', ')}`,
            );
        }
        logger.info(`stylesheets that arrive with their code: ${[...withCode].sort().join(', ') || 'none'}`);
      },
    },
  };
}

/** CSS files (basenames) named by a script chunk: Vite's preload helper loads them with that chunk. */
export async function stylesheetsLoadedByScripts(assets: string): Promise<Set<string>> {
  const names = await readdir(assets);
  const css = names.filter((name) => name.endsWith('.css'));
  const found = new Set<string>();
  for (const name of names.filter((n) => n.endsWith('.js'))) {
    const code = await readFile(join(assets, name), 'utf8');
    for (const sheet of css)
      if (code.includes(`/${sheet}"`) || code.includes(`/${sheet}\``)) found.add(sheet);
  }
  return found;
}

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const hrefOf = (tag: string) => tag.match(/\bhref="([^"]*)"/i)?.[1];

/**
 * The page with each stylesheet link either removed (its file is in `withCode`) or replaced by the file's text
 * in a `<style>`. `read` returns a stylesheet's text from its href as the page has it.
 */
export async function inlineStylesheets(
  html: string,
  withCode: ReadonlySet<string>,
  read: (href: string) => Promise<string>,
): Promise<string> {
  const replacements = new Map<string, string>();
  for (const [tag] of html.matchAll(stylesheetLink)) {
    const href = hrefOf(tag);
    if (!href || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue; // another origin: left for the check to name
    const name = href.split(/[?#]/)[0]?.split('/').pop() ?? '';
    if (withCode.has(name)) replacements.set(tag, '');
    else {
      const css = (await read(href)).trim();
      if (/<\/style/i.test(css)) throw new Error(`${href}: cannot be inlined, it contains "</style"`);
      if (/url\(\s*['"]?(?!data:|#)/i.test(css) || /@import/i.test(css))
        throw new Error(
          `${href}: refers to other files (url() or @import); they would block the first paint`,
        );
      replacements.set(tag, `<style>${css}</style>`);
    }
  }
  return html.replace(stylesheetLink, (tag) => replacements.get(tag) ?? tag);
}

const metaPattern = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The empty <style>: src/styles/scriptStyles.js moves the text of styles the island's libraries write into
 * constructed stylesheets and leaves their elements empty, which Chromium still checks against the CSP.
 */
export const emptyStyle = sha256('');

/** Entity-decoded, as the browser hashes an attribute's value. */
function attributeValue(raw: string): string {
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Hashes of the page's `<style>` elements and of its `style="…"` attributes, in document order, deduplicated. */
export function pageStyleHashes(html: string): { elements: string[]; attributes: string[] } {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) =>
    sha256(css ?? ''),
  );
  // Attributes on elements only: not inside scripts or styles.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const attributes = [...markup.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map(([, value]) =>
    sha256(attributeValue(value ?? '')),
  );
  return { elements: [...new Set(elements)], attributes: [...new Set(attributes)] };
}

/**
 * The page's meta CSP with `style-src` set to `'self'` plus the hash of each of its `<style>` elements and
 * the empty style's (`emptyStyle`), `style-src-attr` to `'unsafe-hashes'` plus the hash of each `style` attribute (`'none'` when there is none).
 * Any `'unsafe-inline'` and any hash of a style the page does not carry are gone.
 */
export function hashStyles(html: string): string {
  const { elements, attributes } = pageStyleHashes(html);
  return html.replace(metaPattern, (_match, open: string, policy: string, close: string) => {
    const kept = policy
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive !== '' && !/^style-src(-elem|-attr)?\s/.test(`${directive} `));
    const styleSrc = `style-src 'self' ${[...elements, emptyStyle].join(' ')}`;
    const styleAttr =
      attributes.length > 0
        ? `style-src-attr 'unsafe-hashes' ${attributes.join(' ')}`
        : "style-src-attr 'none'";
    return `${open}${[...kept, styleSrc, styleAttr].join('; ')};${close}`;
  });
}

/**
 * What in the page's `<head>` makes the browser wait on the network before it may paint: stylesheet links
 * (unless disabled or for print), classic scripts with a `src` and neither `async` nor `defer`, anything marked
 * `blocking="render"`, preloaded or linked fonts, and `@import` or `url()` inside an inline `<style>`.
 * Module scripts and inline scripts are not requests that block: a module script is deferred.
 */
export function renderBlockingRequests(html: string): string[] {
  const head = html.match(/<head\b[^>]*>([\s\S]*?)<\/head>/i)?.[1] ?? '';
  const found: string[] = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const rel = tag.match(/\brel="([^"]*)"/i)?.[1]?.toLowerCase() ?? '';
    const media = tag.match(/\bmedia="([^"]*)"/i)?.[1]?.toLowerCase();
    const href = hrefOf(tag) ?? '?';
    if (/\bblocking="[^"]*render/i.test(tag)) found.push(`render-blocking link ${href}`);
    else if (rel.split(/\s+/).includes('stylesheet') && !/\sdisabled\b/i.test(tag) && media !== 'print')
      found.push(`stylesheet ${href}`);
    else if (/\bas="font"/i.test(tag) || /\.(woff2?|ttf|otf)(\?|$)/i.test(href)) found.push(`font ${href}`);
  }
  for (const [tag] of head.matchAll(/<script\b[^>]*>/gi)) {
    const src = tag.match(/\bsrc="([^"]*)"/i)?.[1];
    if (/\bblocking="[^"]*render/i.test(tag)) found.push(`render-blocking script ${src ?? '(inline)'}`);
    else if (src && !/\s(async|defer)\b/i.test(tag) && !/\btype="module"/i.test(tag))
      found.push(`script ${src}`);
  }
  for (const [, css] of head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (/@import/i.test(css ?? '')) found.push('@import in an inline style');
    if (/url\(\s*['"]?(?!data:|#)/i.test(css ?? '')) found.push('url() in an inline style');
  }
  return found;
}
