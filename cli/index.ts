import { Command, CommanderError } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { chainCommand } from './commands/chain.ts';
import { checkCommand } from './commands/check.ts';
import { configCommand } from './commands/config.ts';
import { createCommand } from './commands/create.ts';
import { pageAddCommand, pageListCommand, pageRemoveCommand } from './commands/page.ts';
import { SETTABLE, setCommand } from './commands/set.ts';
import { upgradeCommand } from './commands/upgrade.ts';
import { walletsCommand } from './commands/wallets.ts';
import { ENV } from './config/schema.ts';
import { CliError, ExitCode, filesVerdict } from './errors.ts';
import { changedFiles } from './fs/atomicWrite.ts';
import { logger } from './logger.ts';
import { collect, configSubcommand, withCheckRpcOption } from './options.ts';
import { setWorkingDirectory } from './workingDirectory.ts';

function buildProgram(): Command {
  const program = new Command('portico')
    .description(
      'Configure Portico: validate portico.config.json and regenerate src/config/ and public/ from it.',
    )
    .version(pkg.version, '-v, --version')
    .exitOverride()
    // Usage errors are reported by the one catch below, with the file-change verdict.
    .configureOutput({ outputError: () => {} })
    .addHelpText(
      'after',
      `
Every command takes --json (one JSON document on stdout) and --help.
Environment: ${ENV.projectId} (WalletConnect project id), ${ENV.rpcUrls} (comma-separated RPC URLs);
flags override the environment, which overrides portico.config.json.
Nothing is fetched from the network unless \`check\` or \`config\` is given --check-rpc.
Without a project id, \`config\` warns and leaves the WalletConnect wallets out; --strict makes it an error.
Exit codes: 0 success, 1 invalid config (or stale files under --check), 2 usage error.
Examples:
  npm run portico -- config            regenerate after editing portico.config.json
  npm run portico -- config --check    CI: fail if the generated files are stale
  npx portico chain --set-rpc https://bsc-dataseed.bnbchain.org https://bsc-rpc.publicnode.com
  npx portico set accent "#1f5fbf"`,
    );

  const command = (name: string, description: string) => configSubcommand(program, name, description);
  withCheckRpcOption(
    command(
      'config',
      'validate the config and regenerate src/config/generated.ts, public/manifest.json, public/_headers',
    ),
  )
    .option('--check', 'regenerate in memory only; exit 1 if the files on disk are stale (for CI)')
    .action(configCommand);
  withCheckRpcOption(
    command('check', 'validate only, listing every problem at once (unknown keys are errors here)'),
  ).action(checkCommand);
  command(
    'wallets',
    'list the configured wallets, their group, and which need a WalletConnect project id (--all: every RainbowKit wallet)',
  )
    .option('--all', 'list every wallet RainbowKit defines: the ids portico.config.json may name')
    .action(walletsCommand);
  command('chain', 'show the chain settings, or edit chain.rpcUrls in the config (atomically) and regenerate')
    .option('--set-rpc <urls...>', 'replace the RPC URLs: primary first, then fallbacks in order')
    .option('--add-rpc <url>', 'append a fallback RPC URL (repeatable)', collect)
    .option('--remove-rpc <url>', 'remove an RPC URL (repeatable)', collect)
    .action(chainCommand);
  command(
    'set',
    `change the site's ${Object.keys(SETTABLE).join(', ')} in the config (validated, atomically) and regenerate`,
  )
    .argument('<what>', Object.keys(SETTABLE).join(' | '))
    .argument(
      '<value>',
      'text for name and description; #rrggbb for accent; a square .svg or .png under public/ for logo',
    )
    .addHelpText(
      'after',
      `
Examples:
  npx portico set name "Acme Vault"
  npx portico set accent "#1f5fbf"     refused below 4.5:1 contrast with the white text drawn on it
  npx portico set logo public/acme.svg`,
    )
    .action(setCommand);

  const page = program
    .command('page')
    .description(
      'add, list or remove the wallet-aware pages beside the home page (see docs/adding-a-page.md)',
    );
  configSubcommand(
    page,
    'add',
    'create src/pages/[...locale]/<name>.astro (built in every language), its component and a passing end-to-end test; list it in the navigation',
  )
    .argument('<name>', 'one lower-case URL segment, e.g. "vault" (served at vault.html)')
    .option(
      '--title <text>',
      'the title in the navigation and the heading, in the default language (default: from the name); give translations in portico.config.json',
    )
    .action(pageAddCommand);
  configSubcommand(page, 'list', 'list the pages in navigation order').action(pageListCommand);
  configSubcommand(
    page,
    'remove',
    'take a page out of the navigation and delete its page, component and test files',
  )
    .argument('<name>', 'the page to remove')
    .action(pageRemoveCommand);

  program
    .command('create')
    .description(
      'start a new dApp built on Portico in <dir>: config, pages, a test, CI; then `portico config`, install, first commit',
    )
    .argument('<dir>', 'a new or empty folder')
    .option('--name <text>', "the dApp's name (default: My dApp)")
    .option('--package-name <name>', "the app's npm package name (default: from the folder)")
    .option('--logo <file>', 'a square .svg or .png (default: Portico’s logo)')
    .option('--accent <#rrggbb>', 'the accent colour, refused below 4.5:1 contrast (default: #026efa)')
    .option(
      '--wallets <ids>',
      'RainbowKit wallet ids, comma-separated (default: injected and BNB Chain’s wallets)',
    )
    .option('--group-name <text>', 'the wallet group’s heading (default: BNB Chain)')
    .option('--languages <codes>', 'RainbowKit language codes, the first the default (default: en)')
    .option('--no-safe', 'do not offer the Safe wallet or test inside the Safe host')
    .option('--walletconnect-project-id <id>', 'a WalletConnect Cloud project id (optional)')
    .option('--yes', 'take every default; ask nothing')
    .option('--no-install', 'do not install the dependencies')
    .option('--no-git', 'make no git repository (then `portico upgrade` cannot merge)')
    .option('--dry-run', 'print what would be written; write nothing')
    .option('--package-spec <spec>', 'how the app depends on Portico (default: ^<this version>)')
    .option('--json', 'print one JSON document on stdout for scripts')
    .action(createCommand);
  program
    .command('upgrade')
    .description(
      "take a newer Portico release into an app `portico create` made: the dependency, the template's changes merged with yours",
    )
    .option('--root <dir>', "the app's folder (default: the working directory)")
    .option('--to <version>', 'the version or dist-tag to move to (default: latest)')
    .option('--apply-template', 'internal: the new release merges its template (run by upgrade itself)')
    .option('--from <version>', 'internal: the release the app came from')
    .option('--json', 'print one JSON document on stdout for scripts')
    .action(upgradeCommand);

  return program;
}

/**
 * Runs the CLI and returns the exit code. The only catch: every failure is reported here, once. `cwd` stands in
 * for the process's working directory (cli/workingDirectory.ts): the tests run `main` in worker threads.
 */
export async function main(argv: readonly string[], options: { cwd?: string } = {}): Promise<number> {
  // Before parsing, so that usage errors are JSON too when a script asked for JSON.
  logger.setJson(argv.includes('--json'));
  setWorkingDirectory(options.cwd);
  try {
    await buildProgram().parseAsync([...argv]);
    return ExitCode.ok;
  } catch (error) {
    return report(error);
  } finally {
    setWorkingDirectory(undefined);
  }
}

function report(error: unknown): number {
  const verdict = filesVerdict(changedFiles);
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return ExitCode.ok;
    const message = error.message.replace(/^error: /, '');
    logger.error(
      `${message}\nRun \`portico --help\` (or \`portico <command> --help\`) for usage.\n${verdict}`,
    );
    logger.result({ ok: false, exitCode: ExitCode.usage, error: { kind: 'usage', message }, changedFiles });
    return ExitCode.usage;
  }
  if (error instanceof CliError) {
    logger.error(error.format(changedFiles));
    logger.result({
      ok: false,
      exitCode: error.exitCode,
      error: {
        kind: error.exitCode === ExitCode.usage ? 'usage' : 'invalid',
        message: error.message,
        hint: error.hint ?? null,
        problems: error.problems,
      },
      warnings: error.warnings,
      changedFiles,
    });
    return error.exitCode;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  logger.error(`Unexpected failure (a bug in portico; please report it):\n${detail}\n${verdict}`);
  logger.result({
    ok: false,
    exitCode: ExitCode.invalid,
    error: { kind: 'internal', message: String(error) },
    changedFiles,
  });
  return ExitCode.invalid;
}
