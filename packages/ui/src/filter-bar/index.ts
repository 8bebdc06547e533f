export type { FilterBarKind, FilterBarProps, HousingTypeButtonProps } from './FilterBar';
export { FILTER_BAR_KINDS, FilterBar, HousingTypeButton } from './FilterBar';
