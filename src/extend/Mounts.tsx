/// <reference types="vite/client" />
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

// One lazy chunk per component: a page loads the shared island plus only the components it places. The glob is
// root-relative: the app's own `src/components/`, wherever the package that draws them is installed.
const loaders = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>(
  '/src/components/*.tsx',
);
const components = new Map<string, ComponentType<Record<string, unknown>>>();

function componentFor(name: string): ComponentType<Record<string, unknown>> | undefined {
  const loader = loaders[`/src/components/${name}.tsx`] as Loader | undefined;
  if (!loader) return undefined;
  let component = components.get(name);
  if (!component) {
    component = lazy(loader);
    components.set(name, component);
  }
  return component;
}

interface Mount {
  readonly element: HTMLElement;
  readonly name: string;
  readonly props: Record<string, unknown>;
}

/** The page's props for a mount: a JSON object, or nothing (what the page wrote is not trusted to be either). */
function readProps(element: HTMLElement): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(element.dataset.porticoProps ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Draws every `<WalletAware component="…">` of the page (src/layouts/WalletAware.astro) into its place, inside the
 * island's one provider root: one wagmi config, one QueryClient, one RainbowKit, one toast container for all.
 * The placeholder stays until the component's code has arrived.
 */
export function Mounts() {
  const [mounts, setMounts] = useState<Mount[]>([]);
  useEffect(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[data-portico-mount]')].flatMap((element) => {
      const name = element.dataset.porticoMount ?? '';
      if (!componentFor(name)) {
        console.warn(`Portico: no component src/components/${name}.tsx for a WalletAware mount.`);
        return [];
      }
      return [{ element, name, props: readProps(element) }];
    });
    setMounts(found);
  }, []);
  return (
    <>
      {mounts.map((mount) => (
        <MountPoint key={`${mount.name}-${mounts.indexOf(mount)}`} mount={mount} />
      ))}
    </>
  );
}

function MountPoint({ mount }: { mount: Mount }) {
  const Component = componentFor(mount.name);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const container = document.createElement('div');
    mount.element.append(container);
    setTarget(container);
    return () => {
      container.remove();
      showPlaceholder(mount.element, true);
    };
  }, [mount.element]);
  if (!Component || !target) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Shown onShown={() => showPlaceholder(mount.element, false)}>
        <Component {...mount.props} />
      </Shown>
    </Suspense>,
    target,
  );
}

/** The page's static content for a mount stays until its component has rendered in its place. */
function showPlaceholder(element: HTMLElement, shown: boolean): void {
  const placeholder = element.querySelector<HTMLElement>(':scope > [data-portico-placeholder]');
  if (placeholder) placeholder.hidden = !shown;
}

function Shown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  // Idempotent (it hides the placeholder), so running again after a re-render is harmless.
  useEffect(() => onShown(), [onShown]);
  return <>{children}</>;
}
