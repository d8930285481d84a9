import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { PorticoSettings } from '../../src/config/types.ts';
import { workingDirectory } from '../workingDirectory.ts';
import type { Raw } from './context.ts';
import { loadConfig } from './load.ts';
import { applyOverrides } from './overrides.ts';
import type { Problem } from './problem.ts';
import { validateConfig } from './validate.ts';

/** The options every config-reading command accepts (see cli/options.ts). */
export interface InputOptions {
  readonly root?: string;
  readonly config?: string;
  readonly walletconnectProjectId?: string;
  readonly rpcUrl?: string[];
  readonly allowLocalhostSafeOrigins?: boolean;
  readonly strict?: boolean;
}

export interface Evaluated {
  readonly root: string;
  readonly configPath: string;
  /** The file's own contents, before env and flags are layered on (what `chain` edits). */
  readonly fileRaw: Raw;
  /** After env and flags: what was validated. */
  readonly raw: Raw;
  readonly sources: Readonly<Record<string, string>>;
  readonly settings?: PorticoSettings;
  readonly problems: readonly Problem[];
  readonly warnings: readonly Problem[];
}

/**
 * load → overrides → validate, shared by every command. Throws CliError only when the file cannot be
 * read or parsed at all; everything else comes back as a list of problems.
 */
export function evaluate(
  options: InputOptions,
  mode: { unknownKeys: 'warn' | 'error' },
  edit?: (raw: Raw) => Raw,
): Evaluated {
  const root = findRoot(options.root);
  const configPath = resolve(workingDirectory(), options.config ?? resolve(root, 'portico.config.json'));
  const loaded = loadConfig(configPath);
  const fileRaw = edit ? edit(loaded.raw) : loaded.raw;
  const { raw, sources } = applyOverrides(fileRaw, {
    env: process.env,
    projectIdFlag: options.walletconnectProjectId,
    rpcUrlFlags: options.rpcUrl,
  });
  const result = validateConfig(raw, {
    unknownKeys: options.strict ? 'error' : mode.unknownKeys,
    requireProjectId: options.strict ?? false,
    allowLocalhostSafeOrigins: options.allowLocalhostSafeOrigins ?? false,
    readLogo: (logo) => readLogo(root, logo),
    sources,
  });
  const problems = [...loaded.problems, ...result.problems];
  return {
    root,
    configPath,
    fileRaw,
    raw,
    sources,
    ...(problems.length === 0 && result.settings ? { settings: result.settings } : {}),
    problems,
    warnings: result.warnings,
  };
}

/**
 * An explicit --root wins; otherwise the nearest directory upwards holding portico.config.json, so
 * `npx portico` works from a subdirectory as it does from the root.
 */
function findRoot(explicit: string | undefined): string {
  const here = workingDirectory();
  if (explicit !== undefined) return resolve(here, explicit);
  for (let dir = here; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'portico.config.json'))) return dir;
    if (dirname(dir) === dir) return here;
  }
}

function readLogo(root: string, logo: string): Uint8Array | undefined {
  try {
    return readFileSync(resolve(root, 'public', logo));
  } catch {
    return undefined;
  }
}
