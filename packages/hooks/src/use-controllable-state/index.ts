export { type ControllableStateOptions, useControllableState } from './useControllableState';
