export { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from './usePrefersReducedMotion';
