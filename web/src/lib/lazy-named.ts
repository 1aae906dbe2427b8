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
  /** The component itself once its module has arrived (rendered as is, it does not suspend), else undefined. */
  const loaded = () => arrived;
  return Object.assign(lazy(preload), { preload, loaded });
}
