/**
 * Code loaded on first use, like React.lazy, with two differences that matter for moving between back-office screens:
 *
 * - A module can be loaded ahead of use (`preload`), and once it is loaded its components render at once. React.lazy
 *   suspends the first render of every lazy component, even one whose code is already here; and React 19 holds the
 *   content of a Suspense boundary that showed its fallback for at least 300 ms (its fallback throttle). A screen that
 *   suspended twice (the role check, then the page) took 600 ms before its list was even asked for.
 * - Several components of one module share one load.
 *
 * While the code is still loading the component suspends (React `use`), so a Suspense boundary above it applies.
 */
import { createElement, use, type ComponentType } from 'react';

/** The names of a module's exports that are React components. */
type ComponentKeys<M> = { [K in keyof M]: M[K] extends ComponentType<never> ? K : never }[keyof M];

export interface LazyModule<M> {
  /** Starts loading the module (once; again after a failed load). */
  preload(): Promise<M>;
  /** The module once it is loaded (for use at once, in an event), else undefined. */
  loaded(): M | undefined;
  /** A component of the module: rendered at once when the module is loaded, else it suspends until it is. */
  component<K extends ComponentKeys<M>>(name: K): M[K];
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (err: unknown) => {
        // A failed load (a new deployment, the network) is tried again on the next use.
        pending = undefined;
        throw err;
      },
    ));
  return {
    preload,
    loaded: () => loaded,
    component<K extends ComponentKeys<M>>(name: K): M[K] {
      function Lazy(props: object) {
        const module = loaded ?? use(preload());
        return createElement(module[name] as ComponentType<object>, props);
      }
      Lazy.displayName = `Lazy(${String(name)})`;
      return Lazy as M[K];
    },
  };
}
