import { useSyncExternalStore } from 'react';
import { currentPick, onPickChange, type Pick } from './pick.ts';

/** The visitor's pick in the page's dialog (`pick.ts`), as React state. */
export function usePick(): Pick | undefined {
  return useSyncExternalStore(onPickChange, currentPick, currentPick);
}
