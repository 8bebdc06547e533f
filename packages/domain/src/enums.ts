// Enumerations of the wire contract with their Korean labels (api-contract §6, spec 000 §3, spec 001 §3.2).
// The review kinds and the verification statuses live in modules of their own (re-exported here), so the code
// every page runs at start-up does not carry every vocabulary.
import type { ReviewKind } from './review-kind';

export * from './review-kind';
export * from './verification-status';

/** Housing types in the order the type pickers list them. */
export const HOUSING_TYPES = [
  'ROOM',
  'APARTMENT',
  'HOUSE',
  'OFFICETEL',
  'DORMITORY',
  'BOARDING_HOUSE',
  'AGENCY',
] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];

export const HOUSING_TYPE_LABELS: Record<HousingType, string> = {
  ROOM: '원/투룸',
  APARTMENT: '아파트',
  HOUSE: '주택/빌라',
  OFFICETEL: '오피스텔',
  DORMITORY: '기숙사',
  BOARDING_HOUSE: '하숙집/고시원',
  AGENCY: '공인중개사',
};

/** The map filter adds ALL in front of the housing types (api-contract §6). */
export const HOUSING_TYPE_FILTERS = ['ALL', ...HOUSING_TYPES] as const;
export type HousingTypeFilter = HousingType | 'ALL';
export const HOUSING_TYPE_FILTER_LABELS: Record<HousingTypeFilter, string> = {
  ALL: '전체',
  ...HOUSING_TYPE_LABELS,
};

/** Housing types reviewed as a general building (keyword target BD). */
export const GENERAL_HOUSING_TYPES = ['ROOM', 'APARTMENT', 'HOUSE', 'OFFICETEL', 'BOARDING_HOUSE'] as const;
export type GeneralHousingType = (typeof GENERAL_HOUSING_TYPES)[number];

export function isGeneralHousingType(type: HousingType): type is GeneralHousingType {
  return (GENERAL_HOUSING_TYPES as readonly HousingType[]).includes(type);
}

export function isHousingType(value: unknown): value is HousingType {
  return typeof value === 'string' && (HOUSING_TYPES as readonly string[]).includes(value);
}

/** Floors in the order the floor screen lists them (spec 001 §3.2). */
export const FLOOR_TYPES = ['BASEMENT', 'LOW', 'MID', 'HIGH', 'ATTIC'] as const;
export type FloorType = (typeof FLOOR_TYPES)[number];
export const FLOOR_LABELS: Record<FloorType, string> = {
  BASEMENT: '반지하',
  LOW: '저층',
  MID: '중층',
  HIGH: '고층',
  ATTIC: '옥탑',
};
/** spec 001 §2.4: the dormitory edit screen offers only 저층, 중층, 고층. */
export const DORM_FLOOR_TYPES = ['LOW', 'MID', 'HIGH'] as const satisfies readonly FloorType[];
export type DormFloorType = (typeof DORM_FLOOR_TYPES)[number];

export const CONTRACT_TYPES = ['MONTHLY_RENT', 'DEPOSIT_RENT'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  MONTHLY_RENT: '월세',
  DEPOSIT_RENT: '전세',
};
/** The map's contract filter adds ALL (api-contract §4). */
export const CONTRACT_TYPE_FILTERS = ['ALL', ...CONTRACT_TYPES] as const;
export type ContractTypeFilter = ContractType | 'ALL';
export const CONTRACT_TYPE_FILTER_LABELS: Record<ContractTypeFilter, string> = {
  ALL: '전체',
  ...CONTRACT_TYPE_LABELS,
};

export const SORT_OPTIONS = ['RCMND', 'LATEST', 'LIKES', 'STARS'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_LABELS: Record<SortOption, string> = {
  RCMND: '추천순',
  LATEST: '최신순',
  LIKES: '좋아요순',
  STARS: '별점순',
};

/**
 * The map's nearby and search lists add 실거주비 낮은순 to the spec's four sorts. The building review
 * list and bookmarks keep the four: a building's own reviews all share its street, and bookmarks mix kinds.
 */
export const MAP_SORT_OPTIONS = [...SORT_OPTIONS, 'COST'] as const;
export type MapSortOption = (typeof MAP_SORT_OPTIONS)[number];
export const MAP_SORT_LABELS: Record<MapSortOption, string> = {
  ...SORT_LABELS,
  COST: '실거주비 낮은순',
};

export const VIEW_TYPES = ['REVIEW', 'BUILDING'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const VIEW_TYPE_LABELS: Record<ViewType, string> = {
  REVIEW: '후기별',
  BUILDING: '건물별',
};

/** Keyword targets: BD general building, DO dormitory, AG agency (spec 000 §3). */
export const KEYWORD_TARGETS = ['BD', 'DO', 'AG'] as const;
export type KeywordTarget = (typeof KEYWORD_TARGETS)[number];
export const KEYWORD_TARGET_LABELS: Record<KeywordTarget, string> = {
  BD: '일반 건물',
  DO: '기숙사',
  AG: '공인중개사',
};

export const KEYWORD_POLARITIES = ['positive', 'negative'] as const;
export type KeywordPolarity = (typeof KEYWORD_POLARITIES)[number];
export const KEYWORD_POLARITY_LABELS: Record<KeywordPolarity, string> = {
  positive: '장점',
  negative: '단점',
};

export function reviewKindOf(housingType: HousingType): ReviewKind {
  if (housingType === 'DORMITORY') return 'DORM';
  if (housingType === 'AGENCY') return 'AGENCY';
  return 'GENERAL';
}

export function keywordTargetOf(kind: ReviewKind): KeywordTarget {
  if (kind === 'DORM') return 'DO';
  if (kind === 'AGENCY') return 'AG';
  return 'BD';
}

/** Map marker kinds (spec 000 §3 Marker). */
export const MARKER_TYPES = ['GENERAL', 'DORMITORY', 'AGENCY'] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];

/** Bookmark list filter (spec 000 §2 /heart). */
export const BOOKMARK_FILTER_TYPES = ['all', 'review', 'building'] as const;
export type BookmarkFilterType = (typeof BOOKMARK_FILTER_TYPES)[number];
export const BOOKMARK_FILTER_TYPE_LABELS: Record<BookmarkFilterType, string> = {
  all: '전체',
  review: '후기만',
  building: '건물만',
};

export const BOOKMARK_SORTS = ['latest', 'likes', 'stars'] as const;
export type BookmarkSort = (typeof BOOKMARK_SORTS)[number];
export const BOOKMARK_SORT_LABELS: Record<BookmarkSort, string> = {
  latest: '최신순',
  likes: '좋아요순',
  stars: '별점순',
};

/** What a like is set on (`POST /api/v1/user/bookmark {type}`). */
export const BOOKMARK_TARGET_TYPES = ['review', 'building', 'agency'] as const;
export type BookmarkTargetType = (typeof BOOKMARK_TARGET_TYPES)[number];

/** Leave-service reasons, sent as `option` to `POST /api/v1/user/unregisterReason` (api-contract §6). */
export const LEAVE_REASONS = [
  { option: 1, label: '대체 서비스로 이동' },
  { option: 2, label: '개인정보/보안 우려' },
  { option: 3, label: '알림/마케팅 메시지가 많음' },
  { option: 4, label: '일시 사용 중단을 위해' },
  { option: 5, label: '사용 빈도가 낮음' },
  { option: 6, label: '이용이 불편하고 장애가 많음' },
] as const;
export type LeaveReasonOption = (typeof LEAVE_REASONS)[number]['option'];
export const LEAVE_REASON_OPTIONS = LEAVE_REASONS.map((r) => r.option) as readonly LeaveReasonOption[];

/** Signup terms (spec 000 §5, api-contract §6): all three are required. */
export const TERMS_ITEMS = [
  { id: 'age', label: '만 14세 이상이에요', required: true },
  { id: 'service', label: '찐빵 서비스 이용약관 동의', required: true },
  { id: 'privacy', label: '개인정보 수집 및 이용 동의', required: true },
] as const;
export type TermsItemId = (typeof TERMS_ITEMS)[number]['id'];
export const TERMS_ALL_LABEL = '모두 동의';
export const TERMS_REQUIRED_SUFFIX = '(필수)';

// ---------------------------------------------------------------------------------------------------------
// Dormitory facilities (spec 001 §3.1, api-contract §6).

/** spec 001 §3.1: each facility and its options, in the order the amenities screen shows them. */
export const DORM_FACILITIES = [
  { name: '화장실', options: ['개인', '공용'] },
  { name: '샤워실', options: ['개인', '공용'] },
  { name: '냉장고', options: ['없음', '개인', '공용'] },
  { name: '전자레인지', options: ['없음', '개인', '공용'] },
  { name: '세탁기', options: ['없음', '개인', '공용'] },
  { name: '휴게시설', options: ['있음', '없음'] },
] as const;
export type DormFacility = (typeof DORM_FACILITIES)[number]['name'];
export type DormFacilityOption<F extends DormFacility = DormFacility> = Extract<
  (typeof DORM_FACILITIES)[number],
  { name: F }
>['options'][number];
export const DORM_FACILITY_NAMES = DORM_FACILITIES.map((f) => f.name) as readonly DormFacility[];
export const LOUNGE_FACILITY = '휴게시설' satisfies DormFacility;
/** Facilities that can be private or shared (everything except the lounge). */
export const DORM_ROOM_FACILITIES = [
  '화장실',
  '샤워실',
  '냉장고',
  '전자레인지',
  '세탁기',
] as const satisfies readonly Exclude<DormFacility, typeof LOUNGE_FACILITY>[];
export type DormRoomFacility = (typeof DORM_ROOM_FACILITIES)[number];

/** Create flow: facility → the one chosen option (a facility not yet answered is absent). */
export type CreateFacilities = { [F in DormFacility]?: DormFacilityOption<F> };

/** Wire: `privateFacilities` / `publicFacilities` list facility names; `lounge` is the 휴게시설 answer. */
export interface WireFacilities {
  privateFacilities: DormRoomFacility[];
  publicFacilities: DormRoomFacility[];
  lounge: boolean;
}

/** Edit flow (spec 001 §3.1): private {facility: true}, public {facility: true}, lounge {휴게시설: bool}. */
export interface EditFacilities {
  private: Partial<Record<DormRoomFacility, true>>;
  public: Partial<Record<DormRoomFacility, true>>;
  lounge: { 휴게시설?: boolean };
}

export function isDormFacility(value: unknown): value is DormFacility {
  return typeof value === 'string' && (DORM_FACILITY_NAMES as readonly string[]).includes(value);
}

export function isDormRoomFacility(value: unknown): value is DormRoomFacility {
  return isDormFacility(value) && value !== LOUNGE_FACILITY;
}

export function facilityOptionsOf<F extends DormFacility>(name: F): readonly DormFacilityOption<F>[] {
  const entry = DORM_FACILITIES.find((f) => f.name === name);
  return (entry?.options ?? []) as readonly DormFacilityOption<F>[];
}

/** spec 001 §5: every facility needs a choice. */
export function isCreateFacilitiesComplete(facilities: CreateFacilities): boolean {
  return DORM_FACILITIES.every((f) => {
    const chosen: string | undefined = facilities[f.name];
    return chosen !== undefined && (f.options as readonly string[]).includes(chosen);
  });
}

export function createFacilitiesToWire(facilities: CreateFacilities): WireFacilities {
  const privateFacilities: DormRoomFacility[] = [];
  const publicFacilities: DormRoomFacility[] = [];
  for (const name of DORM_ROOM_FACILITIES) {
    const chosen = facilities[name];
    if (chosen === '개인') privateFacilities.push(name);
    else if (chosen === '공용') publicFacilities.push(name);
  }
  return { privateFacilities, publicFacilities, lounge: facilities[LOUNGE_FACILITY] === '있음' };
}

/**
 * A facility listed in neither list reads as 없음 where that option exists; 화장실 and 샤워실 have no 없음,
 * so they stay unanswered and the amenities screen asks again.
 */
export function wireFacilitiesToCreate(wire: WireFacilities): CreateFacilities {
  const result: Record<string, string> = {};
  for (const name of DORM_ROOM_FACILITIES) {
    if (wire.privateFacilities.includes(name)) result[name] = '개인';
    else if (wire.publicFacilities.includes(name)) result[name] = '공용';
    else if ((facilityOptionsOf(name) as readonly string[]).includes('없음')) result[name] = '없음';
  }
  result[LOUNGE_FACILITY] = wire.lounge ? '있음' : '없음';
  return result as CreateFacilities;
}

export function wireFacilitiesToEdit(wire: WireFacilities): EditFacilities {
  const priv: Partial<Record<DormRoomFacility, true>> = {};
  const pub: Partial<Record<DormRoomFacility, true>> = {};
  for (const name of wire.privateFacilities) priv[name] = true;
  for (const name of wire.publicFacilities) if (!priv[name]) pub[name] = true;
  return { private: priv, public: pub, lounge: { 휴게시설: wire.lounge } };
}

export function editFacilitiesToWire(edit: EditFacilities): WireFacilities {
  const privateFacilities = DORM_ROOM_FACILITIES.filter((name) => edit.private[name] === true);
  const publicFacilities = DORM_ROOM_FACILITIES.filter(
    (name) => edit.public[name] === true && edit.private[name] !== true,
  );
  return { privateFacilities, publicFacilities, lounge: edit.lounge[LOUNGE_FACILITY] === true };
}

export function createFacilitiesToEdit(facilities: CreateFacilities): EditFacilities {
  return wireFacilitiesToEdit(createFacilitiesToWire(facilities));
}

export function editFacilitiesToCreate(edit: EditFacilities): CreateFacilities {
  const create = wireFacilitiesToCreate(editFacilitiesToWire(edit));
  // An edit state that never answered the lounge question stays unanswered.
  if (edit.lounge[LOUNGE_FACILITY] === undefined) delete create[LOUNGE_FACILITY];
  return create;
}
