import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPlainObject, type Raw } from '../config/context.ts';
import { shownText } from '../config/localizedText.ts';
import { evaluate, type InputOptions } from '../config/pipeline.ts';
import { pagePathHint, pagePathProblem } from '../config/validatePages.ts';
import { UsageError } from '../errors.ts';
import { logger } from '../logger.ts';
import { displayText } from '../validators/text.ts';
import { type ExtraFile, editConfig } from './editConfig.ts';
import { display } from './report.ts';

const TEMPLATES = resolve(dirname(fileURLToPath(import.meta.url)), '../templates/page');

export interface PageAddOptions extends InputOptions {
  readonly title?: string;
}

/**
 * Where a page's three files go, relative to the project root. Pages live in `src/pages/[...locale]/`: Astro builds
 * each once per configured language (src/i18n/pageLocale.ts), the default at the root, the others in `<code>/`.
 */
export const PAGES_DIR = 'src/pages/[...locale]';

export function pageFiles(name: string) {
  const component = pascalCase(name);
  return {
    component,
    page: `${PAGES_DIR}/${name}.astro`,
    componentFile: `src/components/${component}.tsx`,
    test: `tests/e2e/pages/${name}.spec.ts`,
  };
}

/**
 * `portico page add <name>`: a wallet-aware page (src/pages/[...locale]/<name>.astro, in every language), its component
 * (src/components/<Name>.tsx, using only the public surface in src/extend/) and a passing end-to-end test
 * (tests/e2e/pages/<name>.spec.ts), listed in the navigation through `pages` in portico.config.json. A bad or
 * taken name is refused before anything is written; the files and the config are written together or not at all.
 */
export function pageAddCommand(name: string, options: PageAddOptions): void {
  const problem = pagePathProblem(name);
  if (problem) throw new UsageError(`The page name ${problem}.`, pagePathHint);
  const title = options.title ?? titleCase(name);
  const titleProblem = displayText(title, { maxLength: 32, allowEmpty: false });
  if (titleProblem)
    throw new UsageError(`--title ${titleProblem}.`, 'give a short title, e.g. --title "My vault"');
  const files = pageFiles(name);
  const current = evaluate(options, { unknownKeys: 'warn' });
  // A route of that name in either folder would clash with the new page's (Astro builds both at `<name>.html`).
  const taken = [
    files.page,
    `${PAGES_DIR}/${name}.md`,
    `${PAGES_DIR}/${name}`,
    `src/pages/${name}.astro`,
    `src/pages/${name}.md`,
    `src/pages/${name}`,
    files.componentFile,
    files.test,
  ].filter((path) => existsSync(resolve(current.root, path)));
  if (listedPages(current.fileRaw).includes(name) || taken.length > 0) {
    throw new UsageError(
      `A page named "${name}" already exists${taken.length ? ` (${taken.join(', ')})` : ' in portico.config.json'}.`,
      'choose another name, or `portico page remove` it first',
    );
  }
  // The title is the default language's: the page shows its translation from the config (`text.pageTitle`).
  const values = { name, Pascal: files.component, titleJs: JSON.stringify(title) };
  const extra: ExtraFile[] = [
    { path: files.page, content: fill('page.astro.tmpl', values) },
    { path: files.componentFile, content: fill('component.tsx.tmpl', values) },
    { path: files.test, content: fill('page.spec.ts.tmpl', values) },
  ];
  const result = editConfig(
    options,
    (raw) => ({ ...raw, pages: [...pageList(raw), { path: name, title }] }),
    () => extra,
  );
  logger.success(
    `Added the page "${title}" at ${name}.html. Next: edit ${files.componentFile}, then \`npx playwright test ${files.test}\`.`,
  );
  logger.result({
    command: 'page add',
    ok: true,
    page: { path: name, title },
    files: result.files,
    changedFiles: result.changedFiles,
  });
}

/**
 * `portico page remove <name>`: takes the page out of the navigation (config and generated files, atomically),
 * then deletes its page, component and test files if they are still there.
 */
export function pageRemoveCommand(name: string, options: InputOptions): void {
  const current = evaluate(options, { unknownKeys: 'warn' });
  if (!listedPages(current.fileRaw).includes(name)) {
    throw new UsageError(
      `There is no page "${name}" in portico.config.json.`,
      listedPages(current.fileRaw).length
        ? `the pages are: ${listedPages(current.fileRaw).join(', ')}`
        : 'there are no pages beside the home page',
    );
  }
  const result = editConfig(options, (raw) => ({
    ...raw,
    pages: pageList(raw).filter((page) => !(isPlainObject(page) && page.path === name)),
  }));
  const files = pageFiles(name);
  const removed: string[] = [];
  for (const path of [files.page, files.componentFile, files.test]) {
    const target = resolve(result.evaluated.root, path);
    if (!existsSync(target)) continue;
    rmSync(target);
    removed.push(path);
    logger.info(`  removed   ${path}`);
  }
  logger.success(`Removed the page "${name}".`);
  logger.result({ command: 'page remove', ok: true, page: name, removed, changedFiles: result.changedFiles });
}

/** `portico page list`: the pages beside the home page, in navigation order. */
export function pageListCommand(options: InputOptions): void {
  const evaluated = evaluate(options, { unknownKeys: 'warn' });
  const pages = pageList(evaluated.fileRaw);
  if (pages.length === 0) logger.info('No pages beside the home page. Add one: portico page add <name>');
  for (const page of pages) {
    const path = isPlainObject(page) ? String(page.path) : String(page);
    const title = isPlainObject(page) ? shownText(page.title, evaluated.fileRaw) : '';
    const file = pageFiles(path).page;
    const missing = existsSync(resolve(evaluated.root, file)) ? '' : `  (missing: ${display(file)})`;
    logger.info(`  ${path.padEnd(20)} ${title}${missing}`);
  }
  logger.result({ command: 'page list', ok: true, pages });
}

function pageList(raw: Raw): unknown[] {
  return Array.isArray(raw.pages) ? raw.pages : [];
}

function listedPages(raw: Raw): string[] {
  return pageList(raw).flatMap((page) =>
    isPlainObject(page) && typeof page.path === 'string' ? [page.path] : [],
  );
}

function fill(template: string, values: Record<string, string>): string {
  return readFileSync(resolve(TEMPLATES, template), 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key] as string) : whole,
  );
}

/** `my-vault` → `MyVault`: the component's name (a page name starts with a letter, so this is an identifier). */
export function pascalCase(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function titleCase(name: string): string {
  const words = name.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
