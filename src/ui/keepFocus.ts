import { useCallback, useLayoutEffect, useRef } from 'react';
import { headerParts } from '../connect/headerParts.ts';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * Keeps keyboard focus in a region whose controls give way to others when the state changes (a page's actions to
 * "Wrong network" when the wallet changes chain, and back): when the control that held focus is replaced, the
 * region's first control takes it in the same commit, before the browser paints, instead of it falling to the page.
 * When the region itself goes (a disconnect), the header's wallet control takes it. Only when focus was inside:
 * a visitor who moved it elsewhere is left alone. `state` is what decides which controls the region shows; the
 * function returned is the region's `ref`.
 */
export function useKeepFocus(state: unknown): (element: HTMLElement | null) => void {
  const region = useRef<HTMLElement | null>(null);
  const inside = useRef(false);
  const stop = useRef<() => void>(() => {});

  const ref = useCallback((element: HTMLElement | null) => {
    stop.current();
    stop.current = () => {};
    region.current = element;
    if (!element) {
      // The region is gone: the header's control takes the focus it held.
      if (inside.current) queueMicrotask(() => lost() && headerParts()?.button.focus());
      inside.current = false;
      return;
    }
    const onFocusIn = () => {
      inside.current = true;
    };
    // A removed element fires no focusout (Chromium): only a move elsewhere clears the mark.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget))
        inside.current = false;
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    stop.current = () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` is the cue: its controls were just redrawn.
  useLayoutEffect(() => {
    if (!inside.current || !lost()) return;
    region.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [state]);

  return ref;
}

/** Focus is on nothing in particular: where Chromium puts it when the element holding it is removed. */
const lost = () => document.activeElement === null || document.activeElement === document.body;
