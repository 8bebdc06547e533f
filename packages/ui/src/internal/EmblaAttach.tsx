import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import * as React from 'react';

export interface EmblaAttachProps {
  /** The element embla moves the first child of. */
  viewport: HTMLElement;
  options: EmblaOptionsType;
  /** Called with the engine once it is attached, and with undefined when it is gone. */
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/**
 * embla-carousel-react's `useEmblaCarousel` on an element that is already on screen: the binding creates the
 * engine, re-initialises it when the options change (its own comparison) and destroys it on unmount. Renders
 * nothing. Loaded on demand by {@link useEmblaEngine}, so the binding and the engine stay out of first paint.
 */
export function EmblaAttach({ viewport, options, onApi }: EmblaAttachProps) {
  const [attach, api] = useEmblaCarousel(options);
  React.useLayoutEffect(() => attach(viewport), [attach, viewport]);
  React.useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
