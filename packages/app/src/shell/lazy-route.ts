import { type ComponentType, lazy } from 'react';

const RELOAD_FLAG = 'jb:chunk-reload';

// spec 000 §2: a route module that fails to load (e.g. after a deploy replaced the chunks) reloads the page.
// A session flag stops a reload loop when the chunk is truly gone; the error page then shows instead.
export function lazyRoute<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
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
  });
}
