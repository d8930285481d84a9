import type { PorticoSettings } from '../../src/config/types.ts';
import { GENERATED_MODULE, renderGenerated } from './renderGenerated.ts';
import { GENERATED_WALLETS_MODULE, renderGeneratedWallets } from './renderGeneratedWallets.ts';
import { HEADERS_FILE, renderHeaders } from './renderHeaders.ts';
import { MANIFEST_FILE, renderManifest } from './renderManifest.ts';

/** A file to write, by project-relative path. */
export interface OutputFile {
  readonly path: string;
  readonly content: string;
}

/** Everything `portico config` derives from one validated settings value, in a fixed order. */
export function renderOutputs(settings: PorticoSettings): OutputFile[] {
  return [
    { path: GENERATED_MODULE, content: renderGenerated(settings) },
    { path: GENERATED_WALLETS_MODULE, content: renderGeneratedWallets(settings) },
    { path: MANIFEST_FILE, content: renderManifest(settings) },
    { path: HEADERS_FILE, content: renderHeaders(settings) },
  ];
}

export const OUTPUT_PATHS = [
  GENERATED_MODULE,
  GENERATED_WALLETS_MODULE,
  MANIFEST_FILE,
  HEADERS_FILE,
] as const;
