export type { SortSelectOption, SortSelectProps } from './SortSelect';
export { DEFAULT_SORT_OPTIONS, MAP_SORT_SELECT_OPTIONS, SortSelect } from './SortSelect';
