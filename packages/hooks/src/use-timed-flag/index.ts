export { type TimedFlag, useTimedFlag } from './useTimedFlag';
