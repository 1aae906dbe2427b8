import { lazy, type ComponentType } from "react";

/**
 * A component loaded on demand from a module's named export (React.lazy wants a default export);
 * `preload` starts the download before the component is first rendered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself accepts
export function lazyNamed<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  let pending: Promise<{ default: C }> | undefined;
  const preload = () => (pending ??= load().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(preload), { preload });
}

/**
 * Props that start the downloads of lazy components once the pointer or the focus reaches the element: a
 * moment before the user opens one, not while the page is still showing. A failed download shows when the
 * component renders (the route's error boundary), not here.
 */
export function preloadOnIntent(...components: { preload: () => Promise<unknown> }[]) {
  const preload = () => {
    for (const component of components) component.preload().catch(() => undefined);
  };
  return { onPointerOver: preload, onPointerDown: preload, onFocus: preload };
}
