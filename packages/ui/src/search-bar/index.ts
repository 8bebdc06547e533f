export type { SearchBarProps } from './SearchBar';
export { SearchBar } from './SearchBar';
