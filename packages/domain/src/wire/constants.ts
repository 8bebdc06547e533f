// The wire contract's constants and helpers that need no zod: importable from the package root, so a consumer
// of the pure rules never pays for the schemas (they live in `@jjinbbang/domain/schemas`).
import type { ReviewKind } from '../enums';
import type { LoginData, LoginNeedsSignup } from './account';
import type { MapFilters } from './reading';

/** The local sign-in provider keeps Kakao's redirect shape and is told apart by name. */
export const OAUTH_PROVIDERS = ['kakao', 'local'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export function isSignupNeeded(data: LoginData): data is LoginNeedsSignup {
  return typeof data.signupToken === 'string';
}

export const CERTIFICATE_UPLOAD_FIELD = 'file';

export const REVIEW_VARIANT_KEYS = ['generalReviewInfo', 'dormitoryReviewInfo', 'agencyReviewInfo'] as const;
export const BUILDING_VARIANT_KEYS = [
  'generalBuildingInfo',
  'dormitoryBuildingInfo',
  'agencyBuildingInfo',
] as const;
export const ITEM_VARIANT_KEYS = [...REVIEW_VARIANT_KEYS, ...BUILDING_VARIANT_KEYS] as const;
export type ReviewVariantKey = (typeof REVIEW_VARIANT_KEYS)[number];
export type BuildingVariantKey = (typeof BUILDING_VARIANT_KEYS)[number];
export type ItemVariantKey = (typeof ITEM_VARIANT_KEYS)[number];

// The six variants are told apart once, in rules/list-item.ts (`toListEntry`).

export const NEARBY_PAGE_SIZE_MAX = 30;

export const BUILDING_REVIEW_PAGE_SIZE = 10;

export const RECENT_REVIEWS_MAX = 5;

export const BOOKMARK_PAGE_SIZE = 5;

/** The place step lists at most this many places. */
export const PLACE_SEARCH_MAX = 20;

export const IMAGE_UPLOAD_CATEGORY = 'review';
export const IMAGE_UPLOAD_FILES_FIELD = 'files';
export const IMAGE_UPLOAD_CATEGORY_FIELD = 'category';

/** The kind a body is written for, read from its review block; null when it has none or several. */
export function reviewKindOfBody(body: unknown): ReviewKind | null {
  if (typeof body !== 'object' || body === null) return null;
  const keys = (['generalReview', 'dormitoryReview', 'agencyReview'] as const).filter((k) => k in body);
  if (keys.length !== 1) return null;
  return keys[0] === 'generalReview' ? 'GENERAL' : keys[0] === 'dormitoryReview' ? 'DORM' : 'AGENCY';
}

// --- Bounds of what a request may carry (api-contract §1: every integer bounded, every string length-capped) --

/**
 * The university list in one request (`WIRE_LIMITS.universityLimit`): every university (about 330) fits. A
 * constant of its own, so the app's boot script asks for the list without carrying every limit.
 */
export const UNIVERSITY_LIST_LIMIT = 500;

/**
 * The largest values and lengths the server accepts. Money is in 만원 and capped far above anything a student pays
 * (보증금 100억원, 월세 1,000만원, 관리비 300만원, 한 학기 기숙사비 1,000만원) yet low enough that an amount typed in 원
 * instead of 만원 is caught: the wizard refuses the same amounts in the step that asks for them (rules/draft.ts
 * MONEY_LIMITS reads these), the server answers 400 for anything past them, and nothing reaches 2³¹−1.
 * The sliders' top steps ("5,000만원 이상", "500만원 이상") send null (unbounded), never these numbers.
 */
export const WIRE_LIMITS = {
  /** Row ids: PostgreSQL `integer` (2³¹−1). */
  id: 2_147_483_647,
  /** A nickname as typed, before cleaning (spaces, width forms): the rule then allows 12 characters. */
  nicknameInput: 64,
  /** 보증금 (and 전세금): 100억 원. */
  deposit: 1_000_000,
  /** 월세: 1,000만 원 a month. */
  monthlyRent: 1_000,
  /** 관리비: 300만 원 a month. */
  maintenanceCost: 300,
  /** 기숙사비: 1,000만 원 a semester. */
  dormFee: 1_000,
  /** The map's 월 실거주비 filter: up to 1,000만 원 a month (the rent cap; no student pays more). */
  monthlyCostFilter: 1_000,
  /** 몇 인실: 20인실. */
  capacity: 20,
  /** 면적 in ㎡ (about 900평: a whole house, never a student's room). */
  space: 3_000,
  /** Page numbers of paged lists (at 30 a page, 300,000 items). */
  page: 10_000,
  /** `offset` of the university list. */
  offset: 100_000,
  /** The university list in one request: every university (about 330) fits. */
  universityLimit: UNIVERSITY_LIST_LIMIT,
  /** Ids of tapped places sent to nearby (the markers answer holds at most 5,000). */
  idList: 5_000,
  /** Campuses in the campus filter. */
  campusFilter: 50,
  /** Types in the type filter. */
  buildTypeFilter: 10,
  email: 254,
  /** 건물관리번호 (25 digits) or the code of an existing place. */
  buildingCode: 50,
  /** Building, dormitory or agency name (names over 50 → 400). */
  placeName: 50,
  address: 200,
  searchKeyword: 100,
  universityName: 100,
  region: 100,
  /** A photo URL (a server path or an absolute URL). */
  url: 2_048,
  /** OAuth authorization codes and redirect URIs. */
  oauthCode: 2_048,
  /** The `reviewIds` query of recently viewed reviews (5 ids). */
  reviewIdsQuery: 60,
} as const;

/**
 * Korean names of request fields, for the messages of a 400 (the field's path is kept in brackets for
 * developers). Looked up by the full dotted path first (`buildingRequest.name`), then by the last key.
 */
export const WIRE_FIELD_LABELS: Readonly<Record<string, string>> = {
  // account and verification
  oauthProvider: '로그인 방식',
  oauthCode: '로그인 코드',
  redirectUri: '돌아갈 주소',
  option: '탈퇴 사유',
  emailAddress: '이메일',
  authCode: '인증번호',
  scope: '로그아웃할 기기',
  // universities and map
  offset: '시작 위치',
  limit: '개수',
  universityName: '대학교 이름',
  bounds: '지도 범위',
  neLat: '지도 범위(북동쪽 위도)',
  neLng: '지도 범위(북동쪽 경도)',
  swLat: '지도 범위(남서쪽 위도)',
  swLng: '지도 범위(남서쪽 경도)',
  filters: '필터',
  viewType: '보기 방식',
  buildType: '건물 유형 필터',
  contractType: '계약 형태',
  campus: '캠퍼스 필터',
  depositMin: '보증금 최소값',
  depositMax: '보증금 최대값',
  monthlyRentMin: '월세 최소값',
  monthlyRentMax: '월세 최대값',
  inMaintenanceCost: '관리비 포함 여부',
  monthlyCostMax: '월 실거주비 최대값',
  reviewKeyword: '키워드 필터',
  keyword: '검색어',
  num: '한 번에 볼 개수',
  size: '한 번에 볼 개수',
  page: '페이지',
  sortBy: '정렬',
  type: '종류',
  'filters.buildType': '건물 유형 필터',
  idList: '건물 목록',
  agencyIdList: '공인중개사 목록',
  isAgency: '공인중개사 여부',
  reviewType: '후기 종류',
  reviewIds: '최근 본 후기',
  id: '대상',
  bookmark: '찜 여부',
  orderby: '정렬',
  // writing
  generalReview: '후기',
  dormitoryReview: '기숙사 후기',
  agencyReview: '공인중개사 후기',
  deposit: '보증금',
  monthlyRent: '월세',
  maintenanceCost: '관리비',
  floor: '층수',
  space: '면적',
  rating: '별점',
  content: '후기 내용',
  campusId: '캠퍼스',
  capacity: '몇 인실',
  dormFee: '기숙사비',
  imageUrls: '사진',
  buildingRequest: '건물 정보',
  buildingCode: '건물 코드',
  'buildingRequest.name': '건물 이름',
  'buildingRequest.type': '건물 유형',
  placeId: '건물',
  lotAddress: '지번 주소',
  near: '기준 위치',
  address: '주소',
  latitude: '위도',
  longitude: '경도',
  keywords: '키워드',
  positive: '좋은 점 키워드',
  negative: '아쉬운 점 키워드',
  condition: '입사 조건',
  currentRegion: '거주 지역',
  currentGrade: '학점',
  facilities: '시설',
  privateFacilities: '개인 시설',
  publicFacilities: '공용 시설',
  lounge: '휴게시설',
  reason: '신고 사유',
  category: '사진 분류',
  files: '사진 파일',
  file: '파일',
};

/** The Korean name of a request field at `path` (`['generalReview', 'deposit']` → 보증금), or null. */
export function wireFieldLabel(path: readonly (string | number)[]): string | null {
  const keys = path.filter((p): p is string => typeof p === 'string');
  if (keys.length === 0) return null;
  return (
    WIRE_FIELD_LABELS[keys.join('.')] ??
    WIRE_FIELD_LABELS[keys.slice(-2).join('.')] ??
    WIRE_FIELD_LABELS[keys[keys.length - 1] as string] ??
    null
  );
}

// --- Photo URLs (the server's files route; see packages/server/README.md "Photos") --------------------------

/** Widths the server makes of every photo, for `srcset`. */
export const PHOTO_WIDTHS = [320, 640, 1024, 2048] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type PhotoVariantFormat = (typeof PHOTO_VARIANT_FORMATS)[number];

const PHOTO_PATH =
  /^(.*\/files\/(?:reviews|seed)\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+)\.(?:jpe?g|png|webp|heic)(\?.*)?$/i;

/**
 * The URL of a photo's width variant: `…/files/reviews/<hash>.jpg` → `…/files/reviews/<hash>.w640.webp`. Null for
 * a URL that is not a photo of this server (keep using it as it is). A variant is never wider than the photo.
 */
export function photoVariantUrl(
  url: string,
  width: PhotoWidth,
  format: PhotoVariantFormat = 'webp',
): string | null {
  const match = PHOTO_PATH.exec(url);
  return match ? `${match[1]}.w${width}.${format}` : null;
}

/** `srcset` of a photo in one format (`….w320.webp 320w, …`), or null for a URL that has no variants. */
export function photoSrcSet(url: string, format: PhotoVariantFormat = 'webp'): string | null {
  if (!PHOTO_PATH.test(url)) return null;
  return PHOTO_WIDTHS.map((w) => `${photoVariantUrl(url, w, format)} ${w}w`).join(', ');
}

/** `sizes` of a detail page's photos: the column's full width, at most 480px (ImageSlider and its preload). */
export const DETAIL_PHOTO_SIZES = '(min-width: 480px) 480px, 100vw';

/** The map's filters with nothing set (api-contract §4), building view: the server's warm-up, its bench and tests. */
export const NO_MAP_FILTERS: MapFilters = {
  viewType: 'BUILDING',
  buildType: ['ALL'],
  contractType: 'ALL',
  campus: null,
  depositMin: null,
  depositMax: null,
  monthlyRentMin: null,
  monthlyRentMax: null,
  inMaintenanceCost: null,
  reviewKeyword: null,
};
