export { useDebouncedValue } from './useDebouncedValue';
