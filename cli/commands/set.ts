import { isPlainObject, type Raw } from '../config/context.ts';
import { withDefaultText } from '../config/localizedText.ts';
import type { InputOptions } from '../config/pipeline.ts';
import { UsageError } from '../errors.ts';
import { logger } from '../logger.ts';
import { editConfig } from './editConfig.ts';

/** What `portico set` can change, and the config key each one writes. */
export const SETTABLE = {
  name: 'appName',
  description: 'appDescription',
  accent: 'theme.accentColor',
  logo: 'logo',
} as const;
export type Settable = keyof typeof SETTABLE;

/**
 * `portico set <what> <value>`: change the site's name, description, accent colour or logo in
 * portico.config.json and regenerate. The value is validated as `portico check` validates the file (the accent's
 * contrast with the text drawn on it included), and the config and generated files are written together or not
 * at all.
 */
export function setCommand(what: string, value: string, options: InputOptions): void {
  if (!Object.hasOwn(SETTABLE, what)) {
    throw new UsageError(
      `"${what}" is not something \`portico set\` changes.`,
      `choose one of: ${Object.keys(SETTABLE).join(', ')}`,
    );
  }
  const key = what as Settable;
  const given = key === 'logo' ? logoPath(value) : value;
  const { evaluated, files, changedFiles } = editConfig(options, (raw) => write(raw, key, given));
  logger.success(
    `${SETTABLE[key]} set to ${JSON.stringify(given)}; ${
      changedFiles.length ? `changed ${changedFiles.join(', ')}` : 'nothing changed'
    }.`,
  );
  logger.result({
    command: 'set',
    ok: true,
    key: SETTABLE[key],
    value: given,
    warnings: evaluated.warnings,
    files,
    changedFiles,
  });
}

function write(raw: Raw, key: Settable, value: string): Raw {
  // The name and description may be given per language: `set` changes the default language's text only.
  if (key === 'name' || key === 'description')
    return { ...raw, [SETTABLE[key]]: withDefaultText(raw[SETTABLE[key]], value, raw) };
  if (key !== 'accent') return { ...raw, [SETTABLE[key]]: value };
  const theme = isPlainObject(raw.theme) ? raw.theme : {};
  return { ...raw, theme: { ...theme, accentColor: value } };
}

/**
 * The logo as the config names it, relative to public/. A maintainer may also type it as it appears from the
 * project root (`public/brand.svg`, `./public/brand.svg`): that is read as `brand.svg`. Anything else is left to
 * the logo check to explain.
 */
function logoPath(value: string): string {
  return value.replace(/^(?:\.\/)?public\//, '');
}
