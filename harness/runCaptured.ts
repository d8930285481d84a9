import { type SpawnOptions, spawn } from 'node:child_process';

/** How a child process ended and what it printed on each stream. */
export type Captured = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `command` to its end and collects its output (stdin closed). Resolves whatever the exit code; rejects only
 * when the process cannot be started.
 */
export function runCaptured(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const captured: Captured = { code: null, stdout: '', stderr: '' };
    child.stdout?.on('data', (chunk) => {
      captured.stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      captured.stderr += chunk;
    });
    child.on('error', reject);
    // 'close', not 'exit': both streams have ended, so nothing printed last is missing.
    child.on('close', (code) => resolve({ ...captured, code }));
  });
}
