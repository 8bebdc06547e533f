import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import * as React from 'react';

/**
 * embla on the element given to `viewportRef` (it moves its first child), as `api` until that unmounts. Created on
 * mount or, with `'reach'`, by `attach` (creating it measures every slide): call it from pointer-down (capture),
 * pointer-enter and focus handlers. Options are read as it is created: what must change later is a function reading
 * current state (embla's `watchDrag`). `setUp` runs after creation and returns its undo.
 */
export function useEmbla(
  options: EmblaOptionsType,
  setUp?: (api: EmblaCarouselType) => () => void,
  createOn: 'mount' | 'reach' = 'mount',
) {
  const [viewport, setViewport] = React.useState<HTMLElement | null>(null);
  const [api, setApi] = React.useState<EmblaCarouselType>();
  const latest = React.useRef({ options, setUp });
  latest.current = { options, setUp };
  const live = React.useRef<{ engine: EmblaCarouselType; undo?: () => void } | null>(null);
  const attach = React.useCallback(() => {
    if (!viewport || live.current) return;
    const engine = EmblaCarousel(viewport, latest.current.options);
    live.current = { engine, undo: latest.current.setUp?.(engine) };
    setApi(engine);
  }, [viewport]);
  React.useEffect(() => {
    if (createOn === 'mount') attach();
    return () => {
      live.current?.undo?.();
      live.current?.engine.destroy();
      live.current = null;
      setApi(undefined);
    };
  }, [attach, createOn]);
  return { viewportRef: setViewport, api, attach };
}
