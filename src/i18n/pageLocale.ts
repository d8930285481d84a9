import { settings } from '../config/generated.ts';
import type { LocaleSettings } from '../config/types.ts';

/**
 * Build time: which language a page is built in. Every page of `src/pages/[...locale]/` is built once per configured
 * language: the default at the site's root (`token.html`), each other one in its own folder (`vi/token.html`).
 */

/** The `getStaticPaths` of every page: one build per language, the default without a folder. */
export function localePaths() {
  return settings.locales.map((locale) => ({
    params: { locale: locale.code === settings.defaultLocale ? undefined : locale.code },
  }));
}

/** The language of the page being built, from its route parameter (none: the default). */
export function pageLocale(params: { readonly locale?: string | undefined }): LocaleSettings {
  const code = params.locale ?? settings.defaultLocale;
  const locale = settings.locales.find((candidate) => candidate.code === code);
  if (!locale) throw new Error(`No configured language "${code}" (portico.config.json "locales").`);
  return locale;
}

/** The folder a language's pages live in, relative to the site's root: '' for the default, `vi/` otherwise. */
export function localeFolder(code: string): string {
  return code === settings.defaultLocale ? '' : `${code}/`;
}
