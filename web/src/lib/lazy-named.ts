import { lazy, type ComponentType } from "react";

/**
 * A component loaded on demand from a module's named export (React.lazy wants a default export);
 * `preload` starts the download before the component is first rendered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself accepts
export function lazyNamed<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  let pending: Promise<{ default: C }> | undefined;
  let arrived: C | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      arrived = module[name];
      return { default: arrived };
    }));
  const Lazy = lazy(preload);
  /**
   * What to render: the component itself once its module has arrived, so that it renders in the same commit as what
   * is around it, else the lazy one. A lazy component suspends on its first render even when its code has come, and
   * React shows what a boundary held back no sooner than 300 ms after its fallback. Chosen once per mount, so that a
   * part is never swapped for another component type under its state.
   */
  const shown = (): C | typeof Lazy => arrived ?? Lazy;
  return Object.assign(Lazy, { preload, shown });
}
