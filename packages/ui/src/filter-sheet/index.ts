export type { FilterSheetDraft, FilterSheetProps } from './FilterSheet';
export { FilterSheet, isFilterValueEqual, useFilterSheetDraft } from './FilterSheet';
export { MAP_FILTER_KINDS, MAP_FILTER_TITLES, type MapFilterKind } from './kinds';
