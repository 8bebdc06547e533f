import { type ComponentType, createElement, lazy, useState } from 'react';

const RELOAD_FLAG = 'jb:chunk-reload';

/** A page loaded on demand; `preload()` starts (or joins) the load, e.g. before the first render. */
export type LazyRoute = ComponentType<object> & { preload: () => Promise<unknown> };

// spec 000 §2: a route module that fails to load (e.g. after a deploy replaced the chunks) reloads the page.
// A session flag stops a reload loop when the chunk is truly gone; the error page then shows instead.
async function loadOrReload<T>(load: () => Promise<{ default: T }>): Promise<{ default: T }> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOAD_FLAG);
    return module;
  } catch (error) {
    if (!sessionStorage.getItem(RELOAD_FLAG)) {
      sessionStorage.setItem(RELOAD_FLAG, '1');
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
}

/** A component loaded on demand; `preload()` starts (or joins) the load. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose code loads on demand. Once its chunk has arrived (after `preload()`, e.g. started with the
 * data it shows) it renders at once, without a Suspense fallback in between; before that it suspends.
 */
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

/**
 * A page as a lazily loaded component. A page whose chunk has already arrived (main.tsx preloads the page of
 * the address it starts on) renders at once, without a Suspense fallback in between: the first frame is the
 * page, not a blank that the page then replaces.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType<object> }>): LazyRoute {
  return lazyComponent<object>(() => loadOrReload(load));
}
