export type { HeartToggleProps } from './HeartToggle';
export { HeartToggle } from './HeartToggle';
