export type { FilterSheetDraft, FilterSheetKind, FilterSheetProps } from './FilterSheet';
export { FilterSheet, filterSheetTitles, isFilterValueEqual, useFilterSheetDraft } from './FilterSheet';
