import { useMediaQuery } from '../use-media-query/useMediaQuery';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the user asked the system for less motion. Scripted motion (smooth scrolling, carousel
 * flicks, delayed closes) should follow it the way the tokens' CSS durations already do.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
