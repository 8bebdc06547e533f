export { type MediaQueryOptions, useMediaQuery } from './useMediaQuery';
