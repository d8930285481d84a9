/**
 * The CLI's only way to the terminal. Results go to stdout, diagnostics to stderr, so
 * `portico check --json | jq` sees clean JSON. In JSON mode the human lines are silenced.
 */
let jsonMode = false;

export const logger = {
  setJson(enabled: boolean): void {
    jsonMode = enabled;
  },
  get json(): boolean {
    return jsonMode;
  },
  info(text: string): void {
    if (!jsonMode) process.stdout.write(`${text}\n`);
  },
  success(text: string): void {
    if (!jsonMode) process.stdout.write(`✔ ${text}\n`);
  },
  warn(text: string): void {
    if (!jsonMode) process.stderr.write(`warning: ${text}\n`);
  },
  error(text: string): void {
    if (!jsonMode) process.stderr.write(`error: ${text}\n`);
  },
  /** One JSON document on stdout, for scripts. */
  result(value: unknown): void {
    if (jsonMode) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  },
};
