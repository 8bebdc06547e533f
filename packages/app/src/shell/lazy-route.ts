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

/**
 * A page as a lazily loaded component. A page whose chunk has already arrived (main.tsx preloads the page of
 * the address it starts on) renders at once, without a Suspense fallback in between: the first frame is the
 * page, not a blank that the page then replaces.
 */
type Page = ComponentType<object>;

export function lazyRoute(load: () => Promise<{ default: Page }>): LazyRoute {
  let loaded: Page | undefined;
  let pending: Promise<{ default: Page }> | undefined;
  const preload = () => {
    pending ??= loadOrReload(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // the next visit tries again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function LazyPage(props: object) {
    // Decided once per mount, so a page never switches between the two (which would remount it).
    const [Component] = useState((): Page => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyPage, { preload });
}
