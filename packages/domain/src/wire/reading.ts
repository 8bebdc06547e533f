// Reading calls (api-contract §4): universities, map, buildings, reviews, bookmarks, my reviews.
import * as z from 'zod';
import { MAX_FILTER_KEYWORDS } from '../keywords';
import { VALIDATION_MESSAGES, validateSearchKeyword } from '../rules/validation';
import {
  averageRatingSchema,
  bookmarkFilterTypeSchema,
  bookmarkSortSchema,
  bookmarkTargetTypeSchema,
  contractTypeFilterSchema,
  contractTypeSchema,
  countSchema,
  dateTimeSchema,
  depositSchema,
  dormRoomFacilitySchema,
  emptyResponseSchema,
  envelopeSchema,
  floorTypeSchema,
  generalHousingTypeSchema,
  housingTypeSchema,
  idSchema,
  imageUrlSchema,
  keywordCodeSchema,
  latitudeSchema,
  longitudeSchema,
  mapSortOptionSchema,
  markerTypeSchema,
  moneySchema,
  pageIndexQuerySchema,
  pageNumberSchema,
  pageSchema,
  requestText,
  reviewKindSchema,
  reviewRatingSchema,
  sortOptionSchema,
  viewTypeSchema,
} from './common';
import {
  BOOKMARK_PAGE_SIZE,
  BUILDING_REVIEW_PAGE_SIZE,
  BUILDING_VARIANT_KEYS,
  ITEM_VARIANT_KEYS,
  type ItemVariantKey,
  NEARBY_PAGE_SIZE_MAX,
  RECENT_REVIEWS_MAX,
  REVIEW_VARIANT_KEYS,
  WIRE_LIMITS,
} from './constants';
import { depositReturnSchema } from './cost';

// --- Universities (GET /api/v1/user/univ, GET /api/v1/user/univ/campus) ------------------------------------

export const campusSchema = z.object({
  id: idSchema,
  campusName: z.string().min(1),
  logoImageUrl: z.string().nullable(),
  campusAddress: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type Campus = z.infer<typeof campusSchema>;

export const universitySchema = z.object({
  id: idSchema,
  universityName: z.string().min(1),
  universityLogo: z.string().nullable(),
  campuses: z.array(campusSchema),
});
export type University = z.infer<typeof universitySchema>;

export const universityListQuerySchema = z.object({
  offset: z.coerce.number().pipe(z.int().nonnegative().max(WIRE_LIMITS.offset)).default(0),
  /** Up to every university in one request (about 330): the dormitory step and home load them at once. */
  limit: z.coerce.number().pipe(z.int().min(1).max(WIRE_LIMITS.universityLimit)).default(15),
});
export type UniversityListQuery = z.input<typeof universityListQuerySchema>;
export const universityListResponseSchema = envelopeSchema(z.array(universitySchema));
export type UniversityListResponse = z.infer<typeof universityListResponseSchema>;

export const campusListQuerySchema = z.object({
  universityName: requestText(WIRE_LIMITS.universityName).trim().min(1),
});
export type CampusListQuery = z.input<typeof campusListQuerySchema>;
export const campusListResponseSchema = envelopeSchema(z.object({ campusList: z.array(campusSchema) }));
export type CampusListResponse = z.infer<typeof campusListResponseSchema>;

// --- Map filters and markers (POST /api/v1/map/markers) ----------------------------------------------------

export const boundsSchema = z.object({
  neLat: latitudeSchema,
  neLng: longitudeSchema,
  swLat: latitudeSchema,
  swLng: longitudeSchema,
});
export type Bounds = z.infer<typeof boundsSchema>;

/** `["ALL"]` or a non-empty list of exact housing types. */
export const buildTypeFilterSchema = z.union([
  z.tuple([z.literal('ALL')]),
  z.array(housingTypeSchema).min(1).max(WIRE_LIMITS.buildTypeFilter),
]);

/** api-contract §4 `filters`; null bounds are unbounded. */
export const mapFiltersSchema = z.object({
  viewType: viewTypeSchema,
  buildType: buildTypeFilterSchema,
  contractType: contractTypeFilterSchema,
  campus: z.array(idSchema).max(WIRE_LIMITS.campusFilter).nullable(),
  depositMin: depositSchema.nullable(),
  depositMax: depositSchema.nullable(),
  /** With `inMaintenanceCost` the bound applies to rent + fee, so it may reach both caps together. */
  monthlyRentMin: z
    .int()
    .nonnegative()
    .max(WIRE_LIMITS.monthlyRent + WIRE_LIMITS.maintenanceCost)
    .nullable(),
  monthlyRentMax: z
    .int()
    .nonnegative()
    .max(WIRE_LIMITS.monthlyRent + WIRE_LIMITS.maintenanceCost)
    .nullable(),
  inMaintenanceCost: z.boolean().nullable(),
  reviewKeyword: z.array(keywordCodeSchema).min(1).max(MAX_FILTER_KEYWORDS).nullable(),
  /**
   * 월 실거주비 상한, 만원/월: places with a general review whose real monthly cost is at most this.
   * Optional on the wire so clients from before it still validate; absent and null are unbounded.
   */
  monthlyCostMax: z.int().min(1).max(WIRE_LIMITS.monthlyCostFilter).nullable().optional(),
});
export type MapFilters = z.infer<typeof mapFiltersSchema>;

export const markersRequestSchema = z.object({ bounds: boundsSchema, filters: mapFiltersSchema });
export type MarkersRequest = z.infer<typeof markersRequestSchema>;

export const markerSchema = z.object({
  id: idSchema,
  type: markerTypeSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  hasReview: z.boolean(),
});
export type Marker = z.infer<typeof markerSchema>;
export const markersResponseSchema = envelopeSchema(z.array(markerSchema));
export type MarkersResponse = z.infer<typeof markersResponseSchema>;

// --- List items (api-contract §4 "Item shapes") ------------------------------------------------------------

export const generalReviewInfoSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: generalHousingTypeSchema,
  contractType: contractTypeSchema,
  deposit: moneySchema,
  /** Monthly rent in 만원; null for 전세. */
  price: moneySchema.nullable(),
  floor: floorTypeSchema,
  /** Square metres. */
  space: z.number().nonnegative(),
  /** 만원; null = none. */
  maintenanceCost: moneySchema.nullable(),
  rating: reviewRatingSchema,
  liked: z.boolean(),
  /** 월 실거주비: deposit at the server's 전월세 전환율 + rent + 관리비, 만원/월 with one decimal. */
  monthlyCost: z.number().nonnegative().optional(),
  /** 보증금 반환 기록; null = none given. Sent in review details. */
  depositReturn: depositReturnSchema.nullable().optional(),
});
export type GeneralReviewInfo = z.infer<typeof generalReviewInfoSchema>;

export const dormitoryReviewInfoSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.literal('DORMITORY'),
  universityName: z.string(),
  floor: floorTypeSchema,
  capacity: z.int().min(1),
  dormFee: moneySchema,
  rating: reviewRatingSchema,
  liked: z.boolean(),
});
export type DormitoryReviewInfo = z.infer<typeof dormitoryReviewInfoSchema>;

export const agencyReviewInfoSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.literal('AGENCY'),
  rating: reviewRatingSchema,
  liked: z.boolean(),
});
export type AgencyReviewInfo = z.infer<typeof agencyReviewInfoSchema>;

const buildingInfoBase = {
  id: idSchema,
  name: z.string(),
  address: z.string(),
  /** Lot address (지번), when the place has one. */
  lotAddress: z.string().nullable().optional(),
  rating: averageRatingSchema,
  liked: z.boolean(),
  reviewCount: countSchema,
};

/**
 * The median 월 실거주비 of the place's leases (만원/월, one decimal, at the server's 전월세 전환율), sent
 * in lists only when at least MIN_COST_SAMPLE leases give it. For a dormitory it is the median semester fee ÷ 4
 * (dormFeePerMonth), the figure the campus page compares with off-campus rooms.
 */
const monthlyCostMedianSchema = z.number().nonnegative().optional();

export const generalBuildingInfoSchema = z.object({
  ...buildingInfoBase,
  type: z.array(generalHousingTypeSchema).min(1),
  monthlyCostMedian: monthlyCostMedianSchema,
});
export type GeneralBuildingInfo = z.infer<typeof generalBuildingInfoSchema>;

export const dormitoryBuildingInfoSchema = z.object({
  ...buildingInfoBase,
  type: z.literal('DORMITORY'),
  universityName: z.string(),
  monthlyCostMedian: monthlyCostMedianSchema,
});
export type DormitoryBuildingInfo = z.infer<typeof dormitoryBuildingInfoSchema>;

export const agencyBuildingInfoSchema = z.object({ ...buildingInfoBase, type: z.literal('AGENCY') });
export type AgencyBuildingInfo = z.infer<typeof agencyBuildingInfoSchema>;

/**
 * A review's moderation as its author sees it (only the author is ever sent a review that is not public): blinded
 * by staff after reports (임시조치), until when, and whether the author has asked staff to look again.
 */
export const reviewModerationSchema = z.object({
  status: z.literal('blinded'),
  /** 신고로 임시 조치된 후기예요 */
  notice: z.string(),
  /** null: staff upheld the blind (it no longer ends by itself). */
  until: dateTimeSchema.nullable(),
  appealedAt: dateTimeSchema.nullable(),
});
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;

/** `reviewInfo` of list items and of the review detail. */
export const reviewInfoSchema = z.object({
  content: z.string(),
  keyword: z.array(keywordCodeSchema),
  likeCount: countSchema,
  updateAt: dateTimeSchema,
  /** Present only on the author's own review while it is blinded. */
  moderation: reviewModerationSchema.optional(),
});
export type ReviewInfo = z.infer<typeof reviewInfoSchema>;

export const boundInfoSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type BoundInfo = z.infer<typeof boundInfoSchema>;

const VARIANT_INFO = {
  generalReviewInfo: generalReviewInfoSchema,
  dormitoryReviewInfo: dormitoryReviewInfoSchema,
  agencyReviewInfo: agencyReviewInfoSchema,
  generalBuildingInfo: generalBuildingInfoSchema,
  dormitoryBuildingInfo: dormitoryBuildingInfoSchema,
  agencyBuildingInfo: agencyBuildingInfoSchema,
} as const;

const absent = z.never({ error: 'only one of the item variants may be present' }).optional();

/** An object with exactly the variant `key` of `keys` present (the others must be absent). */
function onlyVariant<K extends ItemVariantKey, const Keys extends readonly ItemVariantKey[]>(
  key: K,
  keys: Keys,
) {
  const others = Object.fromEntries(keys.filter((k) => k !== key).map((k) => [k, absent])) as {
    [P in Exclude<Keys[number], K>]: typeof absent;
  };
  return z.object({ [key]: VARIANT_INFO[key] } as { [P in K]: (typeof VARIANT_INFO)[K] }).extend(others);
}

const reviewItemRest = {
  reviewInfo: reviewInfoSchema,
  image: z.string().nullable(),
  imageCount: countSchema,
  /** Present in search results (api-contract §4). */
  boundInfo: boundInfoSchema.optional(),
};

const buildingItemRest = {
  /** The building view may carry its newest review's summary. */
  reviewInfo: reviewInfoSchema.nullable().optional(),
  image: z.string().nullable(),
  imageCount: countSchema,
  boundInfo: boundInfoSchema.optional(),
};

export const generalReviewItemSchema = onlyVariant('generalReviewInfo', ITEM_VARIANT_KEYS).extend(
  reviewItemRest,
);
export const dormitoryReviewItemSchema = onlyVariant('dormitoryReviewInfo', ITEM_VARIANT_KEYS).extend(
  reviewItemRest,
);
export const agencyReviewItemSchema = onlyVariant('agencyReviewInfo', ITEM_VARIANT_KEYS).extend(
  reviewItemRest,
);
export const generalBuildingItemSchema = onlyVariant('generalBuildingInfo', ITEM_VARIANT_KEYS).extend(
  buildingItemRest,
);
export const dormitoryBuildingItemSchema = onlyVariant('dormitoryBuildingInfo', ITEM_VARIANT_KEYS).extend(
  buildingItemRest,
);
export const agencyBuildingItemSchema = onlyVariant('agencyBuildingInfo', ITEM_VARIANT_KEYS).extend(
  buildingItemRest,
);

/** A review card: exactly one of generalReviewInfo, dormitoryReviewInfo, agencyReviewInfo. */
export const reviewListItemSchema = z.union([
  generalReviewItemSchema,
  dormitoryReviewItemSchema,
  agencyReviewItemSchema,
]);
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

/** A building card (building view): exactly one of the three building infos. */
export const buildingListItemSchema = z.union([
  generalBuildingItemSchema,
  dormitoryBuildingItemSchema,
  agencyBuildingItemSchema,
]);
export type BuildingListItem = z.infer<typeof buildingListItemSchema>;

/** Any item of nearby, search and bookmark lists: exactly one of the six variants. */
export const listItemSchema = z.union([
  generalReviewItemSchema,
  dormitoryReviewItemSchema,
  agencyReviewItemSchema,
  generalBuildingItemSchema,
  dormitoryBuildingItemSchema,
  agencyBuildingItemSchema,
]);
export type ListItem = z.infer<typeof listItemSchema>;

// --- Nearby and search (POST /api/v1/map/markers/nearby, POST /api/v1/map/search) --------------------------

export const nearbyRequestSchema = z.object({
  num: z.int().min(1).max(NEARBY_PAGE_SIZE_MAX),
  /** Pages start at 1. */
  page: pageNumberSchema,
  type: viewTypeSchema,
  /** The four sorts and 실거주비 낮은순. */
  sortBy: mapSortOptionSchema,
  idList: z.array(idSchema).max(WIRE_LIMITS.idList),
  agencyIdList: z.array(idSchema).max(WIRE_LIMITS.idList).optional(),
  /**
   * The map's filters: the list then holds only what matches them (the reviews that match, in the 후기별 view;
   * the places the markers show, in the 건물별 view). Absent: every review or place of the ids.
   */
  filters: mapFiltersSchema.optional(),
});
export type NearbyRequest = z.infer<typeof nearbyRequestSchema>;

export const searchRequestSchema = z.object({
  keyword: requestText(WIRE_LIMITS.searchKeyword).refine((v) => validateSearchKeyword(v).ok, {
    error: VALIDATION_MESSAGES.searchTooShort,
  }),
  num: z.int().min(1).max(NEARBY_PAGE_SIZE_MAX),
  page: pageNumberSchema,
  sortBy: mapSortOptionSchema,
  filters: mapFiltersSchema,
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const itemPageSchema = pageSchema(listItemSchema);
export type ItemPage = z.infer<typeof itemPageSchema>;
export const nearbyResponseSchema = envelopeSchema(itemPageSchema);
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;
/**
 * A search's page, and the area the keyword names where it names a 동: the box of the 동's places (or around its
 * centre when it has none), in the city nearest the student, so the map can show the 동 as it lists.
 */
export const searchPageSchema = itemPageSchema.extend({ area: boundsSchema.nullable().optional() });
export type SearchPage = z.infer<typeof searchPageSchema>;
export const searchResponseSchema = envelopeSchema(searchPageSchema);
export type SearchResponse = z.infer<typeof searchResponseSchema>;

// --- Building detail (GET /api/v1/building/{id}?isAgency=) -------------------------------------------------

const isAgencyQuery = z.stringbool().default(false);

export const buildingDetailQuerySchema = z.object({ isAgency: isAgencyQuery });
export type BuildingDetailQuery = z.input<typeof buildingDetailQuerySchema>;

export const reviewImagesSchema = z.object({ count: countSchema, imageUrl: z.array(imageUrlSchema) });
export type ReviewImages = z.infer<typeof reviewImagesSchema>;

export const keywordCountSchema = z.object({ key: keywordCodeSchema, count: countSchema });
export type KeywordCount = z.infer<typeof keywordCountSchema>;

const buildingDetailRest = {
  reviewImages: reviewImagesSchema,
  /** Top 5 positive codes by count. */
  keywords: z.array(keywordCountSchema).max(5),
};

export const buildingDetailSchema = z.union([
  onlyVariant('generalBuildingInfo', BUILDING_VARIANT_KEYS).extend(buildingDetailRest),
  onlyVariant('dormitoryBuildingInfo', BUILDING_VARIANT_KEYS).extend(buildingDetailRest),
  onlyVariant('agencyBuildingInfo', BUILDING_VARIANT_KEYS).extend(buildingDetailRest),
]);
export type BuildingDetail = z.infer<typeof buildingDetailSchema>;
export const buildingDetailResponseSchema = envelopeSchema(buildingDetailSchema);
export type BuildingDetailResponse = z.infer<typeof buildingDetailResponseSchema>;

// --- Building reviews (GET /api/v1/building/{id}/review) ---------------------------------------------------

export const buildingReviewsQuerySchema = z.object({
  isAgency: isAgencyQuery,
  num: z.coerce.number().pipe(z.int().min(1).max(NEARBY_PAGE_SIZE_MAX)).default(BUILDING_REVIEW_PAGE_SIZE),
  /** Pages start at 0. */
  page: pageIndexQuerySchema.default(0),
  sortBy: sortOptionSchema.default('LATEST'),
});
export type BuildingReviewsQuery = z.input<typeof buildingReviewsQuerySchema>;
export const buildingReviewsPageSchema = pageSchema(reviewListItemSchema);
export const buildingReviewsResponseSchema = envelopeSchema(buildingReviewsPageSchema);
export type BuildingReviewsResponse = z.infer<typeof buildingReviewsResponseSchema>;

// --- Review detail (GET /api/v1/review/{id}?reviewType=) ---------------------------------------------------

export const reviewDetailQuerySchema = z.object({ reviewType: reviewKindSchema.default('GENERAL') });
export type ReviewDetailQuery = z.input<typeof reviewDetailQuerySchema>;

export const reviewBuildingSchema = z.object({
  buildingId: idSchema,
  /** 건물관리번호 when known; null for a place registered from an address typed by hand. */
  buildingCode: z.string().nullable(),
  name: z.string(),
  type: housingTypeSchema,
  address: z.string(),
  lotAddress: z.string().nullable(),
  /** Reviews of the place (this one included): the edit flow keeps a shared place's name and type. */
  reviewCount: countSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type ReviewBuilding = z.infer<typeof reviewBuildingSchema>;

export const reviewKeywordsSchema = z.object({
  positive: z.array(keywordCodeSchema),
  negative: z.array(keywordCodeSchema),
});
export type ReviewKeywords = z.infer<typeof reviewKeywordsSchema>;

/** Dormitory admission conditions; currentGrade is text such as "4.0" (spec 001 §7). */
export const dormConditionSchema = z.object({
  currentRegion: requestText(WIRE_LIMITS.region).nullable(),
  currentGrade: z
    .string()
    .max(10)
    .regex(/^\d+(\.\d+)?$/)
    .refine((v) => Number(v) >= 0 && Number(v) <= 4.5, { error: '학점은 0부터 4.5까지 입력할 수 있어요.' })
    .nullable(),
});
export type DormCondition = z.infer<typeof dormConditionSchema>;

export const wireFacilitiesSchema = z.object({
  privateFacilities: z.array(dormRoomFacilitySchema),
  publicFacilities: z.array(dormRoomFacilitySchema),
  lounge: z.boolean(),
});

const REVIEW_DETAIL_KIND_KEYS = REVIEW_VARIANT_KEYS;
const reviewDetailRest = {
  reviewInfo: reviewInfoSchema,
  reviewImages: reviewImagesSchema,
  building: reviewBuildingSchema,
  keywords: reviewKeywordsSchema,
  /** null when the author has left the service ("익명의 찐빵이"). */
  authorId: idSchema.nullable(),
  /** The reader has an open report on this review: the app shows "이미 신고한 후기예요" instead of the form. */
  reportedByMe: z.boolean(),
};

export const generalReviewDetailSchema = onlyVariant('generalReviewInfo', REVIEW_DETAIL_KIND_KEYS).extend(
  reviewDetailRest,
);
export const dormitoryReviewDetailSchema = onlyVariant('dormitoryReviewInfo', REVIEW_DETAIL_KIND_KEYS).extend(
  {
    /** The detail also names the campus, so the edit flow can send it back (decisions.md). */
    dormitoryReviewInfo: dormitoryReviewInfoSchema.extend({ campusId: idSchema }),
    ...reviewDetailRest,
    conditions: dormConditionSchema,
    facilities: wireFacilitiesSchema,
  },
);
export const agencyReviewDetailSchema = onlyVariant('agencyReviewInfo', REVIEW_DETAIL_KIND_KEYS).extend(
  reviewDetailRest,
);
export const reviewDetailSchema = z.union([
  generalReviewDetailSchema,
  dormitoryReviewDetailSchema,
  agencyReviewDetailSchema,
]);
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
export const reviewDetailResponseSchema = envelopeSchema(reviewDetailSchema);
export type ReviewDetailResponse = z.infer<typeof reviewDetailResponseSchema>;

// --- Recently viewed (GET /api/v1/user/recentReview?reviewIds=1,2,3) ---------------------------------------

export const recentReviewsQuerySchema = z.object({
  reviewIds: z
    .string()
    .max(WIRE_LIMITS.reviewIdsQuery)
    .regex(/^\d+(,\d+)*$/)
    .transform((v) => v.split(',').map(Number))
    .pipe(z.array(idSchema).max(RECENT_REVIEWS_MAX)),
});
export type RecentReviewsQuery = z.input<typeof recentReviewsQuerySchema>;
export const recentReviewsResponseSchema = envelopeSchema(z.array(reviewListItemSchema));
export type RecentReviewsResponse = z.infer<typeof recentReviewsResponseSchema>;

// --- Bookmarks (POST / GET /api/v1/user/bookmark) ----------------------------------------------------------

/** Sets (not toggles) the like. */
export const bookmarkRequestSchema = z.object({
  type: bookmarkTargetTypeSchema,
  id: idSchema,
  bookmark: z.boolean(),
});
export type BookmarkRequest = z.infer<typeof bookmarkRequestSchema>;
export const bookmarkResponseSchema = emptyResponseSchema;

export const bookmarkListQuerySchema = z.object({
  type: bookmarkFilterTypeSchema.default('all'),
  sortBy: bookmarkSortSchema.default('latest'),
  page: pageIndexQuerySchema.default(0),
  size: z.coerce.number().pipe(z.int().min(1).max(NEARBY_PAGE_SIZE_MAX)).default(BOOKMARK_PAGE_SIZE),
});
export type BookmarkListQuery = z.input<typeof bookmarkListQuerySchema>;
export const bookmarkListResponseSchema = envelopeSchema(z.array(listItemSchema));
export type BookmarkListResponse = z.infer<typeof bookmarkListResponseSchema>;

// --- My reviews (GET /api/v1/user/review) ------------------------------------------------------------------

export const myReviewsQuerySchema = z.object({
  page: pageIndexQuerySchema.default(0),
  size: z.coerce.number().pipe(z.int().min(1).max(NEARBY_PAGE_SIZE_MAX)).default(10),
  orderby: z.literal('latest').default('latest'),
});
export type MyReviewsQuery = z.input<typeof myReviewsQuerySchema>;
export const myReviewsResponseSchema = envelopeSchema(
  z.object({ reviews: z.array(reviewListItemSchema), itemNum: countSchema }),
);
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;
