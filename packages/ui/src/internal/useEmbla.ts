import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import * as React from 'react';

export interface Embla {
  /** Give it the element embla moves the first child of. */
  viewportRef: (node: HTMLElement | null) => void;
  /** The engine, from the first effect after the viewport mounted until it unmounts. */
  api: EmblaCarouselType | undefined;
}

/**
 * embla on the viewport given to `viewportRef`, created on mount and destroyed on unmount, as embla-carousel-react
 * does. The options are read as the engine is created: what must change later is a function reading the
 * component's current state (embla's `watchDrag`). `setUp` runs right after creation and returns what undoes it.
 */
export function useEmbla(options: EmblaOptionsType, setUp?: (api: EmblaCarouselType) => () => void): Embla {
  const [viewport, setViewport] = React.useState<HTMLElement | null>(null);
  const [api, setApi] = React.useState<EmblaCarouselType>();
  const optionsRef = React.useRef(options);
  optionsRef.current = options;
  const setUpRef = React.useRef(setUp);
  setUpRef.current = setUp;

  React.useEffect(() => {
    if (!viewport) return;
    const engine = EmblaCarousel(viewport, optionsRef.current);
    const undo = setUpRef.current?.(engine);
    setApi(engine);
    return () => {
      undo?.();
      engine.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  return { viewportRef: setViewport, api };
}
