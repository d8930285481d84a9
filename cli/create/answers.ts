import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import type { Problem } from '../config/problem.ts';
import { validateConfig } from '../config/validate.ts';
import { CliError, UsageError } from '../errors.ts';
import { didYouMean } from '../validators/suggest.ts';

/** What `portico create` asks (or takes as flags), and what `portico upgrade` renders the template from again. */
export interface CreateAnswers {
  /** The dApp's name, shown in the header, the title and the Safe App manifest. */
  readonly name: string;
  /** The npm package name of the app (from the folder by default). */
  readonly packageName: string;
  /** The logo's file name under public/ (`logo.svg`, or the given file's name). */
  readonly logo: string;
  /** The accent colour, `#rrggbb`, checked for 4.5:1 contrast with the text drawn on it. */
  readonly accent: string;
  /** The wallet groups: a name and RainbowKit wallet ids. */
  readonly walletGroups: readonly { readonly groupName: string; readonly wallets: readonly string[] }[];
  /** RainbowKit's language codes; the first is the default language. */
  readonly locales: readonly string[];
  /** Runs as a Safe App: the Safe wallet offered, its test inside the mock Safe host. */
  readonly safe: boolean;
  /** A WalletConnect Cloud project id, or null. */
  readonly walletConnectProjectId: string | null;
}

/** BNB Chain's wallets: the group `create` offers by default. */
export const BNB_CHAIN_WALLETS = ['binance', 'trust', 'okx', 'bitget', 'tokenPocket', 'safepal'] as const;

export const DEFAULT_ANSWERS: Omit<CreateAnswers, 'packageName'> = {
  name: 'My dApp',
  logo: 'logo.svg',
  accent: '#026efa',
  walletGroups: [{ groupName: 'BNB Chain', wallets: ['injected', ...BNB_CHAIN_WALLETS] }],
  locales: ['en'],
  safe: true,
  walletConnectProjectId: null,
};

/** npm's rule for a package name a new app can take (lower case, URL-safe, at most 214 characters). */
const PACKAGE_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

/** The package name a folder suggests: its name, lower-cased, with anything npm refuses turned into dashes. */
export function packageNameFor(dir: string): string {
  return (
    basename(resolve(dir))
      .toLowerCase()
      .replace(/[^a-z0-9-._~]+/g, '-')
      .replace(/^[-._]+|-+$/g, '') || 'dapp'
  );
}

/** The app's portico.config.json for the answers (the logo is checked from `logoBytes`). */
export function configFor(answers: CreateAnswers): Record<string, unknown> {
  const [defaultLocale = 'en'] = answers.locales;
  const groups = answers.walletGroups.map((group) => ({
    groupName: group.groupName,
    wallets:
      answers.safe && group === answers.walletGroups[0] && !group.wallets.includes('safe')
        ? [...group.wallets.slice(0, 1), 'safe', ...group.wallets.slice(1)]
        : [...group.wallets],
  }));
  return {
    appName: answers.name,
    appDescription: `${answers.name} on BNB Smart Chain.`,
    defaultLocale,
    locales: [...answers.locales],
    logo: answers.logo,
    theme: { accentColor: answers.accent },
    chain: { id: 56, rpcUrls: ['https://bsc-dataseed.bnbchain.org', 'https://bsc-dataseed1.bnbchain.org'] },
    walletGroups: groups,
    ...(answers.walletConnectProjectId ? { walletConnectProjectId: answers.walletConnectProjectId } : {}),
    pages: [{ path: 'example', title: 'Example' }],
  };
}

/**
 * Checks the answers as `portico check` checks a config (every wallet id, language, the accent's contrast, the
 * logo's shape), plus the app's name and an empty folder; throws one CliError listing every problem.
 */
export function checkAnswers(answers: CreateAnswers, target: string, logoBytes: Uint8Array): void {
  const problems: Problem[] = [];
  if (!PACKAGE_NAME.test(answers.packageName) || answers.packageName.length > 214) {
    problems.push({
      path: 'name',
      message: `"${answers.packageName}" is not a name npm accepts for a package`,
      hint: 'use lower-case letters, digits and dashes: give --package-name, or name the folder so',
    });
  }
  if (answers.name.trim() === '') {
    problems.push({ path: 'name', message: 'the dApp has no name', hint: 'give --name "Your dApp"' });
  }
  if (existsSync(target) && readdirSync(target).length > 0) {
    problems.push({
      path: 'folder',
      message: `${target} is not empty`,
      hint: 'give a new folder, or empty this one first',
    });
  }
  const result = validateConfig(configFor(answers), {
    unknownKeys: 'error',
    requireProjectId: false,
    allowLocalhostSafeOrigins: false,
    readLogo: () => logoBytes,
    sources: {},
  });
  // The config's own words about the logo speak of public/; here the logo is the file given to --logo.
  problems.push(
    ...result.problems.map((problem) =>
      problem.path === 'logo'
        ? {
            ...problem,
            message: problem.message.replace(/^public\/\S+/, 'the logo'),
            hint: 'give --logo a square .svg or .png file',
          }
        : problem,
    ),
  );
  if (problems.length > 0) {
    const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
    throw new CliError(`Cannot create the dApp: ${count}; nothing was written.`, { problems });
  }
}

/** The logo's bytes: the given file (checked to exist), or Portico's own default logo. */
export function readLogoFile(
  path: string | undefined,
  packageRoot: string,
): { name: string; bytes: Uint8Array } {
  if (path === undefined) {
    return { name: 'logo.svg', bytes: readFileSync(resolve(packageRoot, 'cli/templates/app/logo.svg')) };
  }
  if (!existsSync(path)) {
    throw new UsageError(
      `The logo ${path} does not exist.`,
      'give --logo the path of a square .svg or .png file',
    );
  }
  const extension = extname(path).toLowerCase();
  return { name: `logo${extension}`, bytes: readFileSync(path) };
}

/** A comma- or space-separated list from a flag. */
export function listOf(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export { didYouMean };
