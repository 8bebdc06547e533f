import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import * as React from 'react';
import type { EmblaAttachProps } from './EmblaAttach';

// embla is ~7 KB gzip and its set-up measures every slide: a carousel first paints as the plain strip its CSS
// draws (the first slides in place, exactly as embla would leave them), and embla-carousel-react with the engine
// is loaded and attached in the browser's first idle moment after that paint has happened. An app's start-up bundle then
// carries no carousel engine (issue 16: JS before first paint); what changes for the user is only that a drag in
// the first moments after the page appears does not move the strip yet.

let binding: Promise<React.ComponentType<EmblaAttachProps>> | undefined;
function loadBinding() {
  binding ??= import('./EmblaAttach').then(
    (module) => module.EmblaAttach,
    (error: unknown) => {
      binding = undefined; // the next carousel tries again
      throw error;
    },
  );
  return binding;
}

/**
 * embla on the viewport given to the returned ref callback, through embla-carousel-react: the engine once it has
 * loaded and attached, else undefined, and the element that attaches it — render it anywhere inside the
 * component (it draws nothing). Changed options re-initialise the engine (embla jumps when they do: keep them
 * equal between renders).
 */
export function useEmblaEngine(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined, React.ReactNode] {
  const [viewport, setViewport] = React.useState<HTMLElement | null>(null);
  const [Attach, setAttach] = React.useState<React.ComponentType<EmblaAttachProps> | null>(null);
  const [api, setApi] = React.useState<EmblaCarouselType>();

  React.useEffect(() => {
    if (!viewport || Attach) return;
    let cancelled = false;
    const load = () =>
      loadBinding().then(
        (component) => {
          if (!cancelled) setAttach(() => component);
        },
        () => {
          // Offline or a chunk gone after a deploy: the strip stays where it is; its buttons and links still work.
        },
      );
    // After the page's first paint and its own requests: in the browser's first idle moment (at most 1 s later)
    // after the next frame has been painted. An idle callback asked for straight from this effect can run before
    // the first paint registers (an effect of the first render may run before that frame is painted): a
    // task queued from an animation-frame callback runs only once that frame is on screen.
    const view = viewport.ownerDocument.defaultView ?? window;
    const idle = typeof view.requestIdleCallback === 'function';
    let idleHandle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      timer = undefined;
      if (idle) idleHandle = view.requestIdleCallback(load, { timeout: 1000 });
      else timer = view.setTimeout(load, 200);
    };
    const frame = view.requestAnimationFrame(() => {
      timer = view.setTimeout(whenIdle, 0);
    });
    return () => {
      cancelled = true;
      view.cancelAnimationFrame(frame);
      if (timer !== undefined) view.clearTimeout(timer);
      if (idleHandle !== undefined) view.cancelIdleCallback(idleHandle);
    };
  }, [viewport, Attach]);

  const engine = Attach && viewport ? <Attach viewport={viewport} options={options} onApi={setApi} /> : null;
  return [setViewport, api, engine];
}
