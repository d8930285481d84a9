/**
 * The JavaScript a built page loads before any interaction, found statically: the page's module scripts,
 * module preloads and Astro island URLs, then every chunk those reach through static `import`/`export … from`
 * (dynamic `import()` is what loads later, so it is not followed). And what the island's start adds
 * (`islandLoad`). Shared by the size test and the benchmark.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSync } from 'vite';
import { sdksIn } from './sdkMarkers.ts';

export interface FirstLoadChunk {
  /** Path relative to the site root. */
  readonly file: string;
  readonly rawBytes: number;
  /** gzip level 9, as a CDN would serve it (the benchmark's server uses the default level; close enough). */
  readonly gzipBytes: number;
  /** SDKs recognised in the chunk by their markers (see sdkMarkers.ts). */
  readonly sdks: readonly string[];
}

export interface FirstLoad {
  readonly chunks: readonly FirstLoadChunk[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
  /** The raw HTML contains the text "Connect Wallet", so the button paints without JavaScript. */
  readonly connectInHtml: boolean;
}

/** Static first-load JavaScript of `htmlFile` (default `index.html`) in the built site at `root`. */
export async function firstLoad(root: string, htmlFile = 'index.html'): Promise<FirstLoad> {
  const htmlPath = resolve(root, htmlFile);
  const html = await readFile(htmlPath, 'utf8');
  const queue: string[] = [];
  for (const url of entryUrls(html)) {
    const path = localPath(root, dirname(htmlPath), url);
    if (path) queue.push(path);
  }
  for (const inline of inlineModules(html)) {
    for (const specifier of staticSpecifiers('inline.js', inline)) {
      const path = localPath(root, dirname(htmlPath), specifier);
      if (path) queue.push(path);
    }
  }
  const chunks = await closure(root, queue);
  return { ...sizes(chunks), connectInHtml: html.includes('Connect Wallet') };
}

export interface IslandLoad {
  readonly chunks: readonly FirstLoadChunk[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

/**
 * The JavaScript the island's start loads (src/islands/startIsland.ts imports `Portico.tsx`): its entry chunk in
 * `_astro/` and every chunk that reaches statically, the loader's own chunks included. What a first-time visitor
 * downloads when they reach for the page, and a returning one at once.
 */
export async function islandLoad(root: string): Promise<IslandLoad> {
  const assets = join(root, '_astro');
  const entry = (await readdir(assets)).find((name) => /^Portico\.[\w-]+\.js$/.test(name));
  if (!entry) throw new Error(`No _astro/Portico.*.js chunk in ${root}: the island's entry is missing.`);
  const loader = await firstLoad(root);
  const island = await closure(root, [join(assets, entry)]);
  const files = new Set(island.map((chunk) => chunk.file));
  return sizes([...island, ...loader.chunks.filter((chunk) => !files.has(chunk.file))]);
}

function sizes(chunks: FirstLoadChunk[]): IslandLoad {
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    chunks,
    rawBytes: chunks.reduce((sum, c) => sum + c.rawBytes, 0),
    gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0),
  };
}

/** `start` and every chunk it reaches through static imports. */
async function closure(root: string, start: readonly string[]): Promise<FirstLoadChunk[]> {
  const queue = [...start];
  const seen = new Set<string>();
  const chunks: FirstLoadChunk[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const body = await readFile(path);
    const source = body.toString('utf8');
    chunks.push({
      file: relative(root, path),
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      sdks: sdksIn(source),
    });
    for (const specifier of staticSpecifiers(path, source)) {
      const next = localPath(root, dirname(path), specifier);
      if (next) queue.push(next);
    }
  }
  return chunks;
}

/** Script URLs the page starts loading by itself. */
function entryUrls(html: string): string[] {
  const urls: string[] = [];
  const patterns = [
    /<script\b[^>]*\bsrc="([^"]+)"/g,
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
    /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) if (match[1]) urls.push(match[1].replaceAll('&amp;', '&'));
  }
  // Astro islands: the component and its framework renderer load as soon as the island hydrates, which
  // for client:only / client:load is at once.
  for (const tag of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const attr of tag[0].matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) {
      if (attr[1]) urls.push(attr[1].replaceAll('&amp;', '&'));
    }
  }
  return urls;
}

function inlineModules(html: string): string[] {
  const modules: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = match;
    if (/\btype="module"/.test(attrs) && !/\bsrc=/.test(attrs)) modules.push(body);
  }
  return modules;
}

/** Specifiers of static imports and re-exports; `import()` is deliberately left out. */
function staticSpecifiers(filename: string, source: string): string[] {
  const { module } = parseSync(filename, source, { sourceType: 'module' });
  const specifiers = module.staticImports.map((entry) => entry.moduleRequest.value);
  for (const entry of module.staticExports) {
    for (const part of entry.entries) if (part.moduleRequest) specifiers.push(part.moduleRequest.value);
  }
  return specifiers;
}

/** A page-relative or root-relative URL as a file path; `undefined` for other origins. */
function localPath(root: string, fromDir: string, url: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const clean = url.split(/[?#]/)[0] ?? url;
  return clean.startsWith('/') ? join(root, clean) : resolve(fromDir, clean);
}
