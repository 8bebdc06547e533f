import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import * as React from 'react';

export interface Embla {
  /** Give it the element embla moves the first child of. */
  viewportRef: (node: HTMLElement | null) => void;
  /** The engine, once created, until the viewport unmounts. */
  api: EmblaCarouselType | undefined;
  /**
   * Creates the engine now, once (with `createOn: 'reach'`): call it from the component's pointer-down (capture),
   * pointer-enter and focus handlers, which come before the mouse and touch events embla drags with.
   */
  attach: () => void;
}

/**
 * embla on the viewport given to `viewportRef`, destroyed on unmount as embla-carousel-react does. Created on mount,
 * or with `createOn: 'reach'` at the student's first touch, hover or focus: creating it measures every slide, which
 * a page that is only looked at need not pay for. The options are read as the engine is created: what must change
 * later is a function reading the component's current state (embla's `watchDrag`). `setUp` runs right after
 * creation and returns what undoes it.
 */
export function useEmbla(
  options: EmblaOptionsType,
  setUp?: (api: EmblaCarouselType) => () => void,
  createOn: 'mount' | 'reach' = 'mount',
): Embla {
  const [viewport, setViewport] = React.useState<HTMLElement | null>(null);
  const [api, setApi] = React.useState<EmblaCarouselType>();
  const optionsRef = React.useRef(options);
  optionsRef.current = options;
  const setUpRef = React.useRef(setUp);
  setUpRef.current = setUp;
  const live = React.useRef<{ engine: EmblaCarouselType; undo?: () => void } | null>(null);

  const create = React.useCallback((node: HTMLElement) => {
    if (live.current) return;
    const engine = EmblaCarousel(node, optionsRef.current);
    live.current = { engine, undo: setUpRef.current?.(engine) };
    setApi(engine);
  }, []);

  React.useEffect(() => {
    if (!viewport) return;
    if (createOn === 'mount') create(viewport);
    return () => {
      live.current?.undo?.();
      live.current?.engine.destroy();
      live.current = null;
      setApi(undefined);
    };
  }, [viewport, createOn, create]);

  const attach = React.useCallback(() => {
    if (viewport) create(viewport);
  }, [viewport, create]);

  return { viewportRef: setViewport, api, attach };
}
