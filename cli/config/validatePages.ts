import { type PageSettings, reservedPagePaths } from '../../src/config/types.ts';
import { kindOf, show } from '../validators/show.ts';
import { displayText } from '../validators/text.ts';
import { type Collector, checkKeys, isPlainObject, join, type Raw } from './context.ts';
import { localeCatalog } from './localeCatalog.ts';
import { validateLocalizedText } from './localizedText.ts';
import { KNOWN_KEYS } from './schema.ts';
import type { TextContext } from './translations.ts';

/** One URL segment in lower case: letters, digits and single hyphens, starting with a letter. */
const PAGE_PATH = /^[a-z](?:[a-z0-9]|-(?=[a-z0-9])){0,39}$/;
export const pagePathHint =
  'use lower-case letters, digits and hyphens, starting with a letter, e.g. "token" or "my-vault"';

/** What is wrong with a page path, if anything (shared by the config check and `portico page add`). */
export function pagePathProblem(path: unknown): string | undefined {
  if (typeof path !== 'string') return `must be a text, got ${kindOf(path)} ${show(path)}`;
  if (path.includes('/') || path.includes('\\')) return `${show(path)} contains a path separator`;
  if (path.includes('..')) return `${show(path)} contains ".."`;
  if (reservedPagePaths.includes(path.toLowerCase()) || path.startsWith('_'))
    return `${show(path)} is reserved by the site`;
  // `vi.html` beside the folder `vi/` of the Vietnamese pages: every language RainbowKit has, configured or not,
  // so that adding a language later never collides with a page.
  const language = localeCatalog().find((locale) => locale.code.toLowerCase() === path.toLowerCase());
  if (language) return `${show(path)} is the code of a language (the site's ${language.code}/ folder)`;
  if (/[A-Z]/.test(path) && PAGE_PATH.test(path.toLowerCase()))
    return `${show(path)} has capital letters; page names are lower case (${show(path.toLowerCase())})`;
  if (!PAGE_PATH.test(path)) return `${show(path)} is not a simple page name`;
  return undefined;
}

/**
 * `pages`: the pages beside the home page, each `{ path, title }`, no path twice. Absent means none. A title is a
 * plain string or one per language; the settings keep the default language's, `context.texts` gets them all.
 */
export function validatePages(c: Collector, raw: Raw, context: TextContext): PageSettings[] | undefined {
  const pages = raw.pages;
  if (pages === undefined) return [];
  if (!Array.isArray(pages)) {
    c.error('pages', `must be a list, got ${kindOf(pages)} ${show(pages)}`, 'run `portico page add <name>`');
    return undefined;
  }
  const seen = new Set<string>();
  const result: PageSettings[] = [];
  let ok = true;
  pages.forEach((page: unknown, index) => {
    const at = join('pages', index);
    if (!isPlainObject(page)) {
      ok = false;
      c.error(at, `must be { "path", "title" }, got ${kindOf(page)} ${show(page)}`, pagePathHint);
      return;
    }
    checkKeys(c, page, at, KNOWN_KEYS.page);
    if (!c.check(join(at, 'path'), pagePathProblem(page.path), pagePathHint)) ok = false;
    else if (seen.has(page.path as string)) {
      ok = false;
      c.error(join(at, 'path'), `${show(page.path)} is listed twice`, 'remove one of them');
    } else seen.add(page.path as string);
    const title = validateLocalizedText(
      c,
      page.title,
      join(at, 'title'),
      context.localeChoice,
      (text) => displayText(text, { maxLength: 32, allowEmpty: false }),
      'give a short title for the navigation, e.g. "Token"',
    );
    if (!title || !ok) {
      ok = false;
      return;
    }
    const path = page.path as string;
    context.texts.push({ kind: 'pageTitle', key: path, localized: title });
    result.push({ path, title: title.text });
  });
  return ok ? result : undefined;
}
