import type { PorticoSettings } from '../../src/config/types.ts';
import { printValue } from './printValue.ts';

export const MANIFEST_FILE = 'public/manifest.json';

/** The Safe App manifest Safe{Wallet} fetches from `<app>/manifest.json` (name, description, icon). */
export function renderManifest(settings: PorticoSettings): string {
  const manifest = { name: settings.appName, description: settings.appDescription, iconPath: settings.logo };
  return `${printValue(manifest, { language: 'json', expandObjects: true })}\n`;
}
