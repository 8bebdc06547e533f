import { type ComponentType, createElement, lazy, useState } from 'react';

const RELOAD_FLAG = 'jb:chunk-reload';

/**
 * A component whose code loads on demand (React.lazy), with `preload()` to start the load early. Once the code has
 * arrived it renders at once, without suspending: a page preloaded before the first render, or a sheet preloaded
 * after the first paint, shows no fallback frame.
 */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** A page of the route table. */
export type LazyRoute = LazyComponent<object>;

export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // the next use tries again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function LazyLoaded(props: P) {
    // Decided once per mount, so the component never switches between the two (which would remount it).
    const [Component] = useState((): ComponentType<P> => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  return Object.assign(LazyLoaded, { preload });
}

// spec 000 §2: a page whose code fails to load (a deploy replaced the files) reloads the page once; a session flag
// stops a reload loop when the file is truly gone, and the error page shows instead.
async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOAD_FLAG);
    return module;
  } catch (error) {
    if (sessionStorage.getItem(RELOAD_FLAG)) throw error;
    sessionStorage.setItem(RELOAD_FLAG, '1');
    window.location.reload();
    return new Promise<never>(() => {});
  }
}

/** A page loaded on demand, reloading the app once if its code is gone. */
export function lazyRoute(load: () => Promise<{ default: ComponentType<object> }>): LazyRoute {
  return lazyComponent<object>(() => loadOrReload(load));
}
