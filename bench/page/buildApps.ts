/**
 * Builds both apps for one benchmark run: Portico as production ships it (`buildSite`, no overrides; reused
 * when its inputs are unchanged) and the stock RainbowKit baseline in bench/baseline (Vite, always rebuilt:
 * it takes seconds).
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { buildSite } from '../../harness/site/buildSite.ts';

export interface BuiltApps {
  readonly portico: string;
  readonly baseline: string;
}

const projectRoot = resolve(import.meta.dirname, '../..');

export async function buildApps(): Promise<BuiltApps> {
  const portico = await buildSite({ outDir: '.harness/bench/portico' });
  console.info(`portico: ${portico.reused ? 'reused' : 'built'} in ${Math.round(portico.ms / 1000)} s`);
  const started = performance.now();
  await build({ configFile: resolve(projectRoot, 'bench/baseline/vite.config.ts') });
  console.info(`baseline: built in ${Math.round((performance.now() - started) / 1000)} s`);
  return { portico: portico.outDir, baseline: resolve(projectRoot, '.harness/bench/baseline') };
}
