import { useEffect } from 'react';
import { watchRainbowKitMarkup } from './repairMarkup.ts';

/** Repairs RainbowKit's markup for assistive technology while RainbowKit is on the page (repairMarkup.ts). */
export function RepairMarkup() {
  useEffect(() => watchRainbowKitMarkup(), []);
  return null;
}
