export type { SortSelectOption, SortSelectProps } from './SortSelect';
export { DEFAULT_SORT_OPTIONS, SortSelect } from './SortSelect';
