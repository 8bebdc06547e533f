// The vocabulary lives apart from the sheet, so the app's routes can read it without loading the sheet (and vaul).
/**
 * The map's filter kinds: one vocabulary for the filter bar, the filter sheets and the app (spec 001 §2.5; the
 * filter state calls the second one viewType, so does everything here).
 */
export const MAP_FILTER_KINDS = ['housingType', 'keyword', 'viewType', 'university', 'contract'] as const;
export type MapFilterKind = (typeof MAP_FILTER_KINDS)[number];

/** Sheet titles by kind (spec 001 §2.5), also the filter bar's button names. */
export const MAP_FILTER_TITLES: Record<MapFilterKind, string> = {
  housingType: '찐빵 유형',
  keyword: '찐 후기 필터',
  viewType: '보기 유형',
  university: '대학교',
  contract: '계약 형태',
};
