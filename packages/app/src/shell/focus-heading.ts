// After a route change, focus moves to the new page's heading, as a screen reader user expects from a page
// load: otherwise it stays on <body> (or on a link that no longer exists) and the next Tab starts from the top.
import { useEffect, useRef } from 'react';
import { afterNextPaint } from './next-paint';

/** How long a page may take to show its heading (its code and data arriving) before focus is left alone. */
const WAIT_FOR_HEADING_MS = 5000;

/** Focuses `main`'s first h1 (or, lacking one, its first h2) as it appears after `pathname` changes. */
export function useFocusHeadingOnNavigation(pathname: string, main: () => HTMLElement | null) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a new pathname
  useEffect(() => {
    // The first page of a visit is a real page load: the browser already starts at its top.
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main();
    if (!root) return;
    // What had focus when the route changed: the link or button that navigated (or body).
    const trigger = document.activeElement;
    let ours: Element | null = null;
    // Until the page settles its heading may change (a loading state, then the page): focus follows it, unless
    // the page or the student has put focus somewhere else meanwhile (a search box, a sheet).
    const settle = () => {
      const active = document.activeElement;
      const free =
        !active || active === document.body || active === trigger || active === ours || !active.isConnected;
      if (!free) return stop();
      const heading = root.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>('h2');
      if (!heading || heading === active) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      ours = heading;
    };
    const observer = new MutationObserver(settle);
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    // Focusing lays the new page out; after its first frame that is done, so the navigation paints sooner.
    const cancelFirst = afterNextPaint(settle);
    function stop() {
      cancelFirst();
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
