import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { PACKAGE_ROOT } from '../../build/appRoot.ts';
import {
  BNB_CHAIN_WALLETS,
  type CreateAnswers,
  checkAnswers,
  DEFAULT_ANSWERS,
  listOf,
  packageNameFor,
  readLogoFile,
} from '../create/answers.ts';
import { renderApp, type TemplateContext } from '../create/appTemplate.ts';
import { firstCommit, recordTemplate } from '../create/git.ts';
import { CliError } from '../errors.ts';
import { logger } from '../logger.ts';
import { workingDirectory } from '../workingDirectory.ts';
import { configCommand } from './config.ts';

export interface CreateOptions {
  readonly name?: string;
  readonly packageName?: string;
  readonly logo?: string;
  readonly accent?: string;
  readonly wallets?: string;
  readonly groupName?: string;
  readonly languages?: string;
  readonly safe?: boolean;
  readonly walletconnectProjectId?: string;
  readonly yes?: boolean;
  readonly install?: boolean;
  readonly git?: boolean;
  readonly dryRun?: boolean;
  readonly packageSpec?: string;
  readonly json?: boolean;
}

/** This release's template inputs: its version, and the exact versions it is tested with. */
export function templateContext(packageSpec?: string): TemplateContext {
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
    version: string;
    devDependencies?: Record<string, string>;
  };
  const pinned: Record<string, string> = {};
  for (const [name, version] of Object.entries(pkg.devDependencies ?? {}))
    pinned[name] = version.replace(/^\^/, '');
  return { version: pkg.version, packageSpec: packageSpec ?? `^${pkg.version}`, pinned };
}

/**
 * `portico create <dir>`: a new dApp built on Portico, tested. Asks in a terminal, takes flags otherwise (`--yes`:
 * every default). Checks every answer before anything is written (an unknown wallet or language, an accent that
 * fails contrast, a logo that is not a square image, a bad name, a folder that is not empty: all refused, nothing
 * written). Then writes the app, runs `portico config`, installs, and makes the first commit, recording what it wrote
 * on `refs/portico/template` for `portico upgrade`.
 */
export async function createCommand(dir: string, options: CreateOptions): Promise<void> {
  const target = resolve(workingDirectory(), dir);
  const asked = await answersFor(target, options);
  const logo = readLogoFile(options.logo && resolve(workingDirectory(), options.logo), PACKAGE_ROOT);
  const answers: CreateAnswers = { ...asked, logo: logo.name };
  checkAnswers(answers, target, logo.bytes);
  const context = templateContext(options.packageSpec);
  const files = renderApp(answers, context);
  const paths = [...Object.keys(files), `public/${logo.name}`].sort();

  if (options.dryRun) {
    logger.info(`Would create ${target} (Portico ${context.version}) with:`);
    for (const path of paths) logger.info(`  ${path}`);
    logger.info('then run `portico config`, install the dependencies and make the first commit.');
    logger.result({ command: 'create', ok: true, dryRun: true, target, files: paths, answers });
    return;
  }

  for (const [path, text] of Object.entries(files)) writeInto(target, path, text);
  writeInto(target, `public/${logo.name}`, logo.bytes);
  await configCommand({ root: target, ...(logger.json ? {} : {}) });

  const manager = packageManager();
  if (options.install !== false) install(target, manager);
  if (options.git !== false) {
    firstCommit(target, `Create ${answers.name} with Portico ${context.version}`);
    recordTemplate(target, files, `Portico ${context.version} template`);
  }
  logger.success(`Created ${answers.name} in ${target}.`);
  logger.info(
    [
      '',
      'Next:',
      `  cd ${dir}`,
      `  ${manager === 'npm' ? 'npm' : manager} start     # builds and serves http://localhost:4321`,
      `  ${manager === 'npm' ? 'npm' : manager} test      # the end-to-end tests on a local fork of BNB Smart Chain`,
    ].join('\n'),
  );
  logger.result({ command: 'create', ok: true, target, files: paths, answers, version: context.version });
}

function writeInto(root: string, path: string, content: string | Uint8Array): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** npm, pnpm, yarn or bun: the one that started this command (`npm_config_user_agent`), npm otherwise. */
export function packageManager(
  agent = process.env.npm_config_user_agent ?? '',
): 'npm' | 'pnpm' | 'yarn' | 'bun' {
  const name = /^(npm|pnpm|yarn|bun)\//.exec(agent)?.[1];
  return (name as 'npm' | 'pnpm' | 'yarn' | 'bun' | undefined) ?? 'npm';
}

function install(cwd: string, manager: string): void {
  logger.info(`Installing with ${manager}…`);
  const result = spawnSync(manager, ['install'], { cwd, stdio: logger.json ? 'ignore' : 'inherit' });
  if (result.status !== 0) {
    throw new CliError(`${manager} install failed in ${cwd}; the app's files are written.`, {
      hint: `run \`${manager} install\` there yourself once the cause is fixed`,
    });
  }
}

/** The answers from flags, asking in a terminal for what the flags leave open (never with --yes or without a TTY). */
async function answersFor(target: string, options: CreateOptions): Promise<Omit<CreateAnswers, 'logo'>> {
  const fromFlags = {
    name: options.name,
    accent: options.accent,
    wallets: options.wallets ? listOf(options.wallets) : undefined,
    languages: options.languages ? listOf(options.languages) : undefined,
  };
  const ask = !options.yes && process.stdin.isTTY && process.stdout.isTTY && !options.json;
  const answers = { ...fromFlags };
  let safe = options.safe;
  let projectId = options.walletconnectProjectId;
  if (ask) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    try {
      const question = async (text: string, fallback: string) =>
        (await prompt.question(`${text} (${fallback}): `)).trim() || fallback;
      answers.name ??= await question("The dApp's name", DEFAULT_ANSWERS.name);
      answers.accent ??= await question('Accent colour', DEFAULT_ANSWERS.accent);
      answers.wallets ??= listOf(
        await question(
          'Wallets (RainbowKit ids, `portico wallets --all` lists them)',
          ['injected', ...BNB_CHAIN_WALLETS].join(','),
        ),
      );
      answers.languages ??= listOf(
        await question('Languages (RainbowKit codes, the first is the default)', 'en'),
      );
      safe ??= /^y/i.test(await question('Run as a Safe App too? y/n', 'y'));
      projectId ??=
        (await question('WalletConnect project id (optional)', 'none')).replace(/^none$/, '') || undefined;
    } finally {
      prompt.close();
    }
  }
  const wallets = answers.wallets ?? DEFAULT_ANSWERS.walletGroups[0]?.wallets ?? [];
  return {
    name: answers.name ?? DEFAULT_ANSWERS.name,
    packageName: options.packageName ?? packageNameFor(target),
    accent: answers.accent ?? DEFAULT_ANSWERS.accent,
    walletGroups: [{ groupName: options.groupName ?? 'BNB Chain', wallets }],
    locales: answers.languages ?? DEFAULT_ANSWERS.locales,
    safe: safe ?? DEFAULT_ANSWERS.safe,
    walletConnectProjectId: projectId ?? null,
  };
}
