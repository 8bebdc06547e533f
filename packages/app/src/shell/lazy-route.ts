import { type ComponentType, createElement, lazy, useEffect, useState } from 'react';

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
 * A component loaded on demand; `preload()` starts (or joins) the load, `loaded()` is the component once it has
 * arrived.
 */
export type LazyComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
  loaded: () => ComponentType<P> | undefined;
};

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
  return Object.assign(LazyLoaded, { preload, loaded: () => loaded });
}

/**
 * `component` once its code has arrived, `null` until then: loaded without suspending, for a part that shows
 * nothing or its own placeholder until it is there (home's data layer, a page's map, the map's filter sheets).
 * Under a Suspense boundary, React 19 holds a boundary's reveal until 300 ms after its fallback was shown
 * (`FALLBACK_THROTTLE_MS` in react-dom), so home's data waited a quarter of a second after it had arrived while the
 * skeletons kept animating (issue 16: main-thread work on `/`). The state update from the finished load is an
 * ordinary one and commits at once. A failed load is thrown from the render, to the nearest error boundary, as a
 * suspending component's would be.
 */
export function useLoadedComponent<P extends object>(
  component: LazyComponent<P>,
  /** False: not loaded yet (and `null`); the load starts when this turns true. */
  enabled = true,
): ComponentType<P> | null {
  const [state, setState] = useState<{ component: ComponentType<P> | null }>(() => ({
    component: component.loaded() ?? null,
  }));
  useEffect(() => {
    if (state.component || !enabled) return;
    let current = true;
    component.preload().then(
      () => {
        if (current) setState({ component: component.loaded() ?? null });
      },
      (error: unknown) => {
        if (current)
          setState(() => {
            throw error;
          });
      },
    );
    return () => {
      current = false;
    };
  }, [component, enabled, state.component]);
  return enabled ? state.component : null;
}

/**
 * A page as a lazily loaded component. A page whose chunk has already arrived (main.tsx preloads the page of
 * the address it starts on) renders at once, without a Suspense fallback in between: the first frame is the
 * page, not a blank that the page then replaces.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType<object> }>): LazyRoute {
  return lazyComponent<object>(() => loadOrReload(load));
}
