import type { Command } from 'commander';
import { ENV } from './config/schema.ts';

/** Commander reducer for repeatable options. */
export const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `--root`, `--config`, `--json`: every command that reads the config file has these. */
function withFileOptions(command: Command): Command {
  return command
    .option(
      '--root <dir>',
      'project root holding public/ and src/config/ (default: nearest with portico.config.json)',
    )
    .option('--config <path>', 'config file (default: <root>/portico.config.json)')
    .option('--json', 'print one JSON document on stdout for scripts');
}

/** A subcommand of `parent` that reads the config (the input options below), with its one-line description. */
export function configSubcommand(parent: Command, name: string, description: string): Command {
  return withInputOptions(parent.command(name)).description(description);
}

/** Value overrides layered over the file: flag > environment > file. */
export function withInputOptions(command: Command): Command {
  return withFileOptions(command)
    .option(
      '--walletconnect-project-id <id>',
      `WalletConnect Cloud project id, 32 lowercase hex (env ${ENV.projectId})`,
    )
    .option(
      '--rpc-url <url>',
      `RPC URL, repeat for fallbacks in order; replaces chain.rpcUrls (env ${ENV.rpcUrls}, comma-separated)`,
      collect,
    )
    .option('--allow-localhost-safe-origins', 'accept http(s)://localhost Safe origins (test builds only)')
    .option('--strict', 'treat a missing WalletConnect project id and unknown keys as errors');
}

/** `--check-rpc`: the one opt-in network access (`check` and `config`; see commands/checkRpc.ts). */
export function withCheckRpcOption(command: Command): Command {
  return command.option(
    '--check-rpc',
    'also send each RPC URL one eth_chainId request (timeout: transport.timeoutMs); unreachable is a warning, a chain other than 56 an error',
  );
}
