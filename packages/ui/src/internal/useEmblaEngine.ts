import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import * as React from 'react';

// embla is ~7 KB gzip and its set-up measures every slide: a carousel first paints as the plain strip its CSS
// draws (the first slides in place, exactly as embla would leave them), and embla is loaded and attached in the
// browser's first idle moment after that paint. An app's start-up bundle then carries no carousel engine (issue 16: JS before first paint);
// what changes for the user is only that a drag in the first moments after the page appears does not move the
// strip yet. The same hook as embla-carousel-react's `useEmblaCarousel`, with the engine loaded on demand.

let engine: Promise<typeof import('embla-carousel').default> | undefined;
function loadEngine() {
  engine ??= import('embla-carousel').then(
    (module) => module.default,
    (error: unknown) => {
      engine = undefined; // the next carousel tries again
      throw error;
    },
  );
  return engine;
}

/** Options are equal when every value is, functions by their source (an inline callback is the same option). */
function sameOptions(a: EmblaOptionsType, b: EmblaOptionsType): boolean {
  const keys = Object.keys(a) as (keyof EmblaOptionsType)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'function' && typeof y === 'function') return String(x) === String(y);
    return Object.is(x, y);
  });
}

/**
 * embla on the viewport given to the returned ref callback: the engine once it has loaded and attached, else
 * undefined. Changed options re-initialise it (embla jumps when they do: keep them equal between renders).
 */
export function useEmblaEngine(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const stored = React.useRef(options);
  const [viewport, setViewport] = React.useState<HTMLElement | null>(null);
  const [api, setApi] = React.useState<EmblaCarouselType>();

  React.useEffect(() => {
    if (sameOptions(stored.current, options)) return;
    stored.current = options;
    api?.reInit(options);
  });

  React.useEffect(() => {
    if (!viewport) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    const attach = () =>
      loadEngine().then(
        (EmblaCarousel) => {
          if (cancelled) return;
          instance = EmblaCarousel(viewport, stored.current);
          setApi(instance);
        },
        () => {
          // Offline or a chunk gone after a deploy: the strip stays where it is; its buttons and links still work.
        },
      );
    // After the page's first paint and its own requests: in the browser's next idle moment after the frame being
    // prepared has been painted (at most 1 s later). An idle callback alone may run before that paint, and the
    // engine's download then lands on the page's largest paint.
    const view = viewport.ownerDocument.defaultView ?? window;
    const idle = typeof view.requestIdleCallback === 'function';
    let idleHandle: number | undefined;
    let timer: number | undefined;
    // Animation-frame callbacks run just before the frame is painted; a task queued from one runs after it.
    const frame = view.requestAnimationFrame(() => {
      timer = view.setTimeout(() => {
        if (idle) idleHandle = view.requestIdleCallback(attach, { timeout: 1000 });
        else timer = view.setTimeout(attach, 200);
      }, 0);
    });
    return () => {
      cancelled = true;
      view.cancelAnimationFrame(frame);
      if (idleHandle !== undefined) view.cancelIdleCallback(idleHandle);
      if (timer !== undefined) view.clearTimeout(timer);
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  return [setViewport, api];
}
