import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { minifySync, type Plugin } from 'vite';

const projectRoot = resolve(import.meta.dirname, '..');

/**
 * The classic scripts the pages carry inline, imported with `?raw` (src/connect/QuickConnect.astro,
 * src/layouts/Base.astro). They run before the island, in every page's HTML, so every visitor downloads them
 * on every page: they are written with comments for maintainers and shipped minified.
 */
export const inlineScriptFiles = [
  'src/i18n/pickLanguage.js',
  'src/connect/dialog/firstPaint.js',
  'src/connect/rememberedAccount.js',
  'src/connect/rememberedFlag.js',
  'src/styles/scriptStyles.js',
] as const;

/** `import { a, b } from './rules.js';` (or `'../rules.js'`): the one form of import an inline script may use. */
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'(\.\.?\/[\w./-]+\.js)';[ \t]*$/gm;

/**
 * An inline script with the modules it imports written into it: the rules it shares with the island live once, in
 * a module both use (src/connect/rules.js), and a classic script cannot load a module before the page is drawn.
 * An imported module may not import anything itself; its `export`s become plain declarations, and script and
 * modules run inside one function, so none of their names reaches `window`.
 */
export function linkedScript(path: string): string {
  const source = readFileSync(path, 'utf8');
  const modules = new Set<string>();
  const body = source.replace(IMPORT, (_line, names: string, specifier: string) => {
    if (/\sas\s/.test(names))
      throw new Error(`${path}: an inline script imports names as they are, not renamed`);
    modules.add(resolve(dirname(path), specifier));
    return '';
  });
  if (/^\s*(import|export)\s/m.test(body))
    throw new Error(`${path}: an inline script may only import named bindings from a relative .js module`);
  if (modules.size === 0) return source;
  const parts = [...modules].map((module) => {
    const code = readFileSync(module, 'utf8');
    if (/^\s*import\s/m.test(code))
      throw new Error(`${module}: a module inlined into a script may not import`);
    return code.replace(/^export\s+/gm, '');
  });
  return `(() => {\n${parts.join('\n')}\n${body}\n})();\n`;
}

/**
 * `file` (relative to the project root) as the page carries it: linked (`linkedScript`), then minified as a classic
 * script (its top-level names are not renamed). Throws, naming the file and the parser's message, when the source
 * does not parse.
 */
export function inlineScript(file: string): string {
  const path = resolve(projectRoot, file);
  const result = minifySync(path, linkedScript(path), { module: false });
  if (result.errors.length > 0) {
    const reasons = result.errors.map((error) => error.message).join('; ');
    throw new Error(`${file}: the inline script does not parse, so it cannot be minified: ${reasons}`);
  }
  return result.code;
}

/** The CSP source of each inline script (`sha256-…` of exactly what the page carries). */
export function inlineScriptHashes(): `sha256-${string}`[] {
  return inlineScriptFiles.map(
    (file) => `sha256-${createHash('sha256').update(inlineScript(file)).digest('base64')}` as const,
  );
}

/**
 * Vite plugin: a `?raw` import of one of `inlineScriptFiles` yields the minified script, so the page and the
 * hash in the CSP (`inlineScriptHashes`) are made from the same text. Other `?raw` imports are left to Vite.
 */
export function minifiedInlineScripts(): Plugin {
  const byPath = new Map(inlineScriptFiles.map((file) => [resolve(projectRoot, file), file]));
  return {
    name: 'portico:minified-inline-scripts',
    enforce: 'pre',
    load(id) {
      const [path, query] = id.split('?', 2);
      const file = path === undefined ? undefined : byPath.get(path);
      if (query !== 'raw' || file === undefined) return null;
      return `export default ${JSON.stringify(inlineScript(file))};`;
    },
  };
}
