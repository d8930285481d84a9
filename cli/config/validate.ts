import { accentContrastProblem } from '../../src/config/contrast.ts';
import type {
  HexColor,
  PorticoSettings,
  ThemeSettings,
  WalletGroupSettings,
} from '../../src/config/types.ts';
import { hexColor, hexColorHint } from '../validators/hexColor.ts';
import { projectId, projectIdHint } from '../validators/projectId.ts';
import { kindOf, show } from '../validators/show.ts';
import { squareImage } from '../validators/squareImage.ts';
import { displayText } from '../validators/text.ts';
import { Collector, checkKeys, isPlainObject, type Raw, readSection } from './context.ts';
import { validateLocalizedText } from './localizedText.ts';
import { missingTranslations, missingTranslationWarnings } from './missingTranslations.ts';
import type { Problem } from './problem.ts';
import { DEFAULT_THEME, ENV, FLAG, KNOWN_KEYS } from './schema.ts';
import { buildTranslations, type MaintainerText, type TextContext } from './translations.ts';
import { validateChain, validateTransport } from './validateChain.ts';
import { validateLocales } from './validateLocales.ts';
import { validatePages } from './validatePages.ts';
import { validateSafe } from './validateSafe.ts';
import { validateSite } from './validateSite.ts';
import { validateWalletGroups } from './validateWallets.ts';
import { findWallet } from './walletCatalog.ts';

export interface ValidateOptions {
  /** `warn` (the everyday `portico config`) or `error` (`portico check`, `--strict`). Default `warn`. */
  readonly unknownKeys?: 'warn' | 'error';
  /** A missing WalletConnect project id is an error instead of a warning (`--strict`). */
  readonly requireProjectId?: boolean;
  /** Accept http(s)://localhost Safe origins: for test builds only. */
  readonly allowLocalhostSafeOrigins?: boolean;
  /**
   * Reads `public/<logo>`: bytes, or `undefined` if there is no such file. Omit it to skip the logo file
   * check (the function itself never touches the file system, so build-time callers can reuse it).
   */
  readonly readLogo?: (logo: string) => Uint8Array | undefined;
  /** JSON path → where an overriding value came from (`PUBLIC_WALLETCONNECT_PROJECT_ID`, a flag). */
  readonly sources?: Readonly<Record<string, string>>;
}

export interface ValidateResult {
  /** Present only when there are no problems. */
  readonly settings?: PorticoSettings;
  readonly problems: readonly Problem[];
  readonly warnings: readonly Problem[];
}

/** Validates a parsed `portico.config.json` (plus overrides) and, if it is sound, returns the settings. */
export function validateConfig(raw: unknown, options: ValidateOptions = {}): ValidateResult {
  const c = new Collector(options.unknownKeys ?? 'warn', options.sources ?? {});
  if (!isPlainObject(raw)) {
    c.error('', `the config must be a JSON object, got ${kindOf(raw)}`, 'wrap the settings in { … }');
    return { problems: c.problems, warnings: c.warnings };
  }
  checkKeys(c, raw, '', KNOWN_KEYS.root);
  // First: the maintainer's texts may be given per language, and their keys are checked against these.
  const localeChoice = validateLocales(c, raw);
  const texts: MaintainerText[] = [];
  const appName = text(c, raw, 'appName', 64, true, 'set a short display name, e.g. "Portico"', {
    localeChoice,
    texts,
  });
  const appDescription = text(c, raw, 'appDescription', 300, false, 'write one sentence, or remove the key', {
    localeChoice,
    texts,
  });
  const logo = validateLogo(c, raw.logo, options.readLogo);
  const theme = validateTheme(c, raw);
  const chain = validateChain(c, raw);
  const transport = validateTransport(c, raw);
  const walletGroups = validateWalletGroups(c, raw.walletGroups, { localeChoice, texts });
  const walletConnectProjectId = validateProjectId(c, raw.walletConnectProjectId, walletGroups, options);
  const safe = validateSafe(c, raw, options.allowLocalhostSafeOrigins ?? false);
  const pages = validatePages(c, raw, { localeChoice, texts });
  const site = validateSite(c, raw.site);
  if (
    walletGroups?.some((g) => g.wallets.some((w) => w.id === 'safe')) &&
    safe?.allowedOrigins.length === 0
  ) {
    c.error(
      'safe.allowedOrigins',
      'is empty, but the "safe" wallet is listed',
      'add "https://app.safe.global", or remove the "safe" wallet',
    );
  }
  if (c.problems.length > 0 || !localeChoice) return { problems: c.problems, warnings: c.warnings };
  c.warnings.push(...missingTranslationWarnings(localeChoice, missingTranslations(localeChoice, texts)));
  const settings = {
    appName,
    appDescription,
    logo,
    theme,
    chain,
    transport,
    walletGroups,
    walletConnectProjectId,
    safe,
    pages,
    defaultLocale: localeChoice.defaultLocale,
    locales: localeChoice.locales,
    translations: buildTranslations(localeChoice, texts),
    ...(site === undefined ? {} : { site }),
  } as PorticoSettings;
  return { settings, problems: c.problems, warnings: c.warnings };
}

/** `appName` or `appDescription`: a plain string or one per language; the default language's is returned. */
function text(
  c: Collector,
  raw: Raw,
  key: 'appName' | 'appDescription',
  maxLength: number,
  required: boolean,
  hint: string,
  context: TextContext,
): string {
  if (raw[key] === undefined) {
    if (required) c.error(key, 'is missing', hint);
    return '';
  }
  const check = (value: unknown) => displayText(value, { maxLength, allowEmpty: !required });
  const localized = validateLocalizedText(c, raw[key], key, context.localeChoice, check, hint);
  if (localized) context.texts.push({ kind: key, key: '', localized });
  return localized?.text ?? '';
}

function validateLogo(c: Collector, logo: unknown, readLogo: ValidateOptions['readLogo']): string {
  const hint =
    'put a square .svg or .png under public/ and give its path relative to public/, e.g. "logo.svg"';
  // Returning the raw value keeps the types simple; no settings are produced once an error is recorded.
  const fail = (message: string): string => {
    c.error('logo', message, hint);
    return String(logo);
  };
  if (logo === undefined) return fail('is missing');
  if (typeof logo !== 'string') return fail(`must be a path string, got ${kindOf(logo)} ${show(logo)}`);
  // It becomes a URL path in the page and the Safe manifest: keep it a plain relative path.
  if (
    !/^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/.test(logo) ||
    logo.split('/').some((part) => part === '..' || part === '')
  ) {
    return fail(`${show(logo)} is not a plain relative path inside public/`);
  }
  if (!/\.(svg|png)$/i.test(logo)) return fail(`${show(logo)} must be an .svg or .png file`);
  if (readLogo) {
    const bytes = readLogo(logo);
    if (!bytes) c.error('logo', `public/${logo} does not exist`, hint);
    else {
      const problem = squareImage(logo, bytes);
      c.check('logo', problem && `public/${logo} ${problem}`, hint);
    }
  }
  return logo;
}

function validateTheme(c: Collector, raw: Raw): ThemeSettings {
  const section = readSection(c, raw, 'theme', KNOWN_KEYS.theme, false) ?? {};
  const theme: Record<string, unknown> = {};
  for (const key of KNOWN_KEYS.theme) {
    const value = Object.hasOwn(section, key) ? section[key] : DEFAULT_THEME[key];
    c.check(`theme.${key}`, hexColor(value), hexColorHint);
    theme[key] = value as HexColor;
  }
  if (!hexColor(theme.accentColor) && !hexColor(theme.accentColorForeground)) {
    const contrast = accentContrastProblem(String(theme.accentColor), String(theme.accentColorForeground));
    if (contrast) c.error('theme.accentColor', contrast.problem, contrast.hint);
  }
  return theme as unknown as ThemeSettings;
}

/** What the site does with a WalletConnect wallet while no project id is set (said by `check`, `config`, `wallets`). */
export const WITHOUT_PROJECT_ID =
  'without one the site offers such a wallet only when its browser extension is installed (it announces itself ' +
  'and is matched by rdns), and otherwise leaves it out';

function validateProjectId(
  c: Collector,
  value: unknown,
  groups: readonly WalletGroupSettings[] | undefined,
  options: ValidateOptions,
): string | null {
  const setIt = `set ${ENV.projectId} or pass ${FLAG.projectId} (or "walletConnectProjectId" in portico.config.json)`;
  if (value !== undefined && value !== null) {
    c.check('walletConnectProjectId', projectId(value), `${projectIdHint}; ${setIt}`);
    return value as string;
  }
  const needing = (groups ?? []).flatMap((g) =>
    g.wallets.filter((w) => findWallet(w.id)?.needsWalletConnect).map((w) => w.id),
  );
  if (needing.length === 0) return null;
  const message = `no WalletConnect project id is set, but ${needing.join(', ')} need${needing.length === 1 ? 's' : ''} one`;
  if (options.requireProjectId) c.error('walletConnectProjectId', message, setIt);
  else c.warn('walletConnectProjectId', `${message}; ${WITHOUT_PROJECT_ID}`, setIt);
  return null;
}
