import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The package's own folder (where `src/`, `build/`, `cli/` and `harness/` of Portico live): in this repository the
 * repository itself, in an app `node_modules/portico`. Found from this file, so it holds wherever npm put it.
 */
export const PACKAGE_ROOT = resolve(import.meta.dirname, '..');

/**
 * The app being built or tested: `PORTICO_APP_ROOT` when a tool sets it (the harness's build child does), else the
 * nearest folder upwards from the working directory that holds `portico.config.json`, else the working directory.
 * Never the package's own path: in this repository the two are the same folder only because it is its own first app.
 */
export function appRoot(from: string = process.cwd()): string {
  const explicit = process.env.PORTICO_APP_ROOT;
  if (explicit) return resolve(explicit);
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'portico.config.json'))) return dir;
    if (dirname(dir) === dir) return resolve(from);
  }
}

/** The two modules `portico config` writes into every app, relative to the app's root (and to this package's). */
export const GENERATED_MODULES = ['src/config/generated.ts', 'src/config/generatedWallets.ts'] as const;
