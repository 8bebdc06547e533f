export type { FilterBarProps, HousingTypeButtonProps, MapFilterKind } from './FilterBar';
export { FilterBar, HousingTypeButton, MAP_FILTER_KINDS, MAP_FILTER_LABELS } from './FilterBar';
