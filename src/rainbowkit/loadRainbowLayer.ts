import { type ComponentType, lazy } from 'react';
import { reportLoadFailed } from '../connect/contract.ts';

let rainbowLayer: Promise<{ default: ComponentType }> | undefined;

/**
 * Loads RainbowKit's layer (its provider, account and network dialogs, the account panel) once. If its chunks cannot
 * load, the header's control keeps opening the page's dialog and the dialog says so, instead of React unmounting the
 * whole island on the failed import. `data-portico-rainbowkit` on the root element says when it is there (tests and
 * benchmarks that want RainbowKit's account dialog wait for it).
 */
export const loadRainbowLayer = (): Promise<{ default: ComponentType }> => {
  rainbowLayer ??= import('./RainbowLayer.tsx').then(
    (module) => {
      document.documentElement.dataset.porticoRainbowkit = 'loaded';
      return module;
    },
    () => {
      reportLoadFailed();
      return { default: () => null };
    },
  );
  return rainbowLayer;
};

/** The layer as a lazy component: rendered once the visitor is connected or has asked for the account. */
export const RainbowLayer = lazy(loadRainbowLayer);
