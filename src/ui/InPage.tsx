import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders island content into a static region of the page (one island, several places).
 * The region's static placeholder stays until the island takes over, and comes back when it lets go.
 */
export function InPage({ targetId, children }: { targetId: string; children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.getElementById(targetId);
    if (!element) return;
    const placeholder = [...element.childNodes];
    element.replaceChildren();
    element.dataset.hydrated = 'true';
    setTarget(element);
    return () => {
      element.replaceChildren(...placeholder);
      delete element.dataset.hydrated;
    };
  }, [targetId]);
  return target ? createPortal(children, target) : null;
}
