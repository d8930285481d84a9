import { readFileSync, statSync } from 'node:fs';
import { CliError } from '../errors.ts';
import { isPlainObject, type Raw } from './context.ts';
import { JsonSyntaxError, parseJson } from './parseJson.ts';
import type { Problem } from './problem.ts';

export interface LoadedConfig {
  readonly raw: Raw;
  /** Duplicate keys: JSON.parse would silently keep the last one, so they are reported as problems. */
  readonly problems: readonly Problem[];
}

/** Reads and parses the config file; every failure names the file and, for syntax, the line and column. */
export function loadConfig(path: string): LoadedConfig {
  const hint = 'fix the file, or point at another one with --config PATH';
  let bytes: Buffer;
  try {
    if (statSync(path).isDirectory())
      throw new CliError(`Config file ${path} is a directory, not a file.`, { hint });
    bytes = readFileSync(path);
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? String(error)})`;
    throw new CliError(`Config file ${path} ${why}.`, {
      hint: 'create portico.config.json or pass --config PATH',
      cause: error,
    });
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    throw new CliError(`Config file ${path} starts with a byte-order mark (BOM).`, {
      hint: 'save it as UTF-8 without a BOM',
    });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new CliError(`Config file ${path} is not valid UTF-8.`, { hint: 'save it as UTF-8', cause: error });
  }
  if (text.trim() === '')
    throw new CliError(`Config file ${path} is empty.`, {
      hint: 'it must hold a JSON object: { "appName": … }',
    });
  let parsed: ReturnType<typeof parseJson>;
  try {
    parsed = parseJson(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    throw new CliError(`Config file ${path} is not valid JSON: ${error.message}.`, { hint, cause: error });
  }
  if (!isPlainObject(parsed.value)) {
    const found = Array.isArray(parsed.value) ? 'an array' : `${JSON.stringify(parsed.value)}`;
    throw new CliError(`Config file ${path} must hold a JSON object at the top level, but holds ${found}.`, {
      hint: 'wrap the settings in { … }',
    });
  }
  const problems = parsed.duplicateKeys.map((d) => ({
    path: d.path,
    message: `appears more than once (again at line ${d.line}, column ${d.column}); JSON keeps only the last`,
    hint: 'keep one of them',
  }));
  return { raw: parsed.value, problems };
}
