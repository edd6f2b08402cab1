import { lazy, type ComponentType } from 'react';

/**
 * A component of an island whose code is a chunk of its own (a dialog, the drawer): loaded the first time it is
 * rendered. `preload` starts the download earlier — on pointer-over or focus of what opens it — so opening feels
 * instant. A failed preload is not reported; rendering retries the download and reports a failure then.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy() accepts any component type
export function loadOnFirstUse<C extends ComponentType<any>>(load: () => Promise<C>) {
  let loading: Promise<C> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    Component: lazy(() => get().then((component) => ({ default: component }))),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
