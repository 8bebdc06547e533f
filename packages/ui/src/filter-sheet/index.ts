export type { FilterSheetDraft, FilterSheetProps, MapFilterKind } from './FilterSheet';
export {
  FilterSheet,
  isFilterValueEqual,
  MAP_FILTER_KINDS,
  MAP_FILTER_TITLES,
  useFilterSheetDraft,
} from './FilterSheet';
