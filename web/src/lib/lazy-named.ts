import { createElement, lazy, startTransition, useEffect, useState, type ComponentType } from "react";

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

/**
 * A route's screen loaded on demand without Suspense: `useLoaded()` says whether its module has arrived,
 * and until it has the route shows its own spinner; `Component` renders the screen once it has. React holds
 * back a Suspense boundary's content that is ready within 300 ms of a fallback shown or hidden (its reveal
 * throttle): a screen whose code arrived 30 ms after its spinner appeared waited another 270 ms to show.
 * Here the module's arrival is a transition: rendered in slices as a Suspense retry is, but not held back.
 * A failed download is thrown where the screen would render, as React.lazy does.
 */
export function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    ));
  // Read from the module's state rather than kept in the component's: a route's Screen stays mounted when
  // the address moves to another screen of the same layout. For the same reason the effect runs after every
  // render while the spinner shows (a few renders): the screen it waits for may have changed meanwhile.
  const isLoaded = () => loaded !== undefined;
  function useLoaded(): boolean {
    const [, arrived] = useState(0);
    const ready = isLoaded();
    useEffect(() => {
      if (ready) return;
      let current = true;
      const update = () => current && startTransition(() => arrived((count) => count + 1));
      preload().then(update, update);
      return () => {
        current = false;
      };
    });
    if (failure) throw failure.error;
    return ready;
  }
  function Component(props: P) {
    if (!loaded) throw new Error(`${name} rendered before its module arrived`);
    return createElement(loaded, props);
  }
  return { preload, useLoaded, Component };
}
