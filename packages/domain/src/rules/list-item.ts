// The API's six-variant list item (api-contract §4 "Item shapes": exactly one of generalReviewInfo,
// dormitoryReviewInfo, agencyReviewInfo, generalBuildingInfo, dormitoryBuildingInfo, agencyBuildingInfo) told
// apart once, here, into one tagged form. Everything after the wire boundary switches on `kind` and reads
// display-ready fields; nobody else looks at the variant keys.
import type { BookmarkTargetType, ReviewKind } from '../enums';
import type {
  AgencyBuildingInfo,
  AgencyReviewInfo,
  BoundInfo,
  DormitoryBuildingInfo,
  DormitoryReviewInfo,
  GeneralBuildingInfo,
  GeneralReviewInfo,
  ListItem,
  ReviewImages,
  ReviewInfo,
} from '../wire/reading';
import { buildingCostSummary, dormFeePerMonthText, formatMonthlyCost } from './cost';
import {
  buildingTypeLabel,
  formatGeneralPriceLine,
  formatManwon,
  reviewTypeLabel,
  TYPE_LINE_SEPARATOR,
} from './display';
import { stripBidiControls } from './text';

/** What POST /api/v1/user/bookmark needs for an entry (api-contract §4). */
export interface BookmarkTarget {
  type: BookmarkTargetType;
  id: number;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

interface EntryBase {
  /** GENERAL, DORM or AGENCY: the `?reviewType=` of a review, the kind of reviews a building holds. */
  reviewKind: ReviewKind;
  id: number;
  /** Unique across kinds and tables (review and building ids come from different tables). */
  key: string;
  bookmark: BookmarkTarget;
  name: string;
  /** The type line: '원/투룸 · 중층', '기숙사 · 부산', '공인중개사', '원/투룸 / 오피스텔'. */
  typeLabel: string;
  liked: boolean;
  /** The first image as the wire gives it (the app rewrites it to its asset base). */
  image: string | null;
  imageCount: number;
  /** Present in search results: where the item is on the map. */
  location: LatLng | null;
}

/** A review in a list (or the head of a review detail). */
export interface ReviewEntry extends EntryBase {
  kind: 'review';
  /**
   * '월세 500/45 · 관리비 5 · 실거주 월 58.8만원', '전세 1억원 · 실거주 월 37.5만원',
   * '기숙사비 150만원 · 2인실 · 한 달 약 37.5만원'; null for an agency review.
   */
  priceSummary: string | null;
  /** 1..5 stars. */
  rating: number;
  content: string;
  keywords: readonly string[];
  likeCount: number;
  /** ISO date-time of the last update. */
  updatedAt: string;
}

/** A building, dormitory or agency in a list (or the head of a building detail). */
export interface BuildingEntry extends EntryBase {
  kind: 'building';
  isAgency: boolean;
  address: string;
  /** The average of its reviews, 0..5; null while it has none. */
  rating: number | null;
  reviewCount: number;
  /** The newest review's text when the list carries it; null when it does not. */
  newestReview: string | null;
  /**
   * "실거주 월 45만원" (a dormitory: "기숙사비 한 달 약 37.5만원") when the list carries the place's median,
   * which it does from MIN_COST_SAMPLE leases on; null otherwise (agencies never).
   */
  costSummary: string | null;
}

export type ListEntry = ReviewEntry | BuildingEntry;

/** What a review entry is made from: a list item or a review detail (the same three info variants). */
export type ReviewSource =
  | { generalReviewInfo: GeneralReviewInfo; dormitoryReviewInfo?: undefined; agencyReviewInfo?: undefined }
  | { generalReviewInfo?: undefined; dormitoryReviewInfo: DormitoryReviewInfo; agencyReviewInfo?: undefined }
  | { generalReviewInfo?: undefined; dormitoryReviewInfo?: undefined; agencyReviewInfo: AgencyReviewInfo };

/** What a building entry is made from: a list item or a building detail. */
export type BuildingSource =
  | {
      generalBuildingInfo: GeneralBuildingInfo;
      dormitoryBuildingInfo?: undefined;
      agencyBuildingInfo?: undefined;
    }
  | {
      generalBuildingInfo?: undefined;
      dormitoryBuildingInfo: DormitoryBuildingInfo;
      agencyBuildingInfo?: undefined;
    }
  | {
      generalBuildingInfo?: undefined;
      dormitoryBuildingInfo?: undefined;
      agencyBuildingInfo: AgencyBuildingInfo;
    };

interface Extras {
  reviewInfo?: ReviewInfo | null;
  image?: string | null;
  imageCount?: number;
  reviewImages?: ReviewImages;
  boundInfo?: BoundInfo;
}

/** spec 000 §3: a dormitory review's price line is its fee and room size. */
export function formatDormPriceLine(dormFee: number, capacity: number): string {
  return `기숙사비 ${formatManwon(dormFee)} · ${capacity}인실`;
}

function imageOf(source: Extras): { image: string | null; imageCount: number } {
  if (source.reviewImages) {
    return { image: source.reviewImages.imageUrl[0] ?? null, imageCount: source.reviewImages.count };
  }
  return { image: source.image ?? null, imageCount: source.imageCount ?? 0 };
}

function locationOf(source: Extras): LatLng | null {
  return source.boundInfo
    ? { latitude: source.boundInfo.latitude, longitude: source.boundInfo.longitude }
    : null;
}

/** A review list item or review detail as a review entry. */
export function toReviewEntry(source: ReviewSource & Extras & { reviewInfo: ReviewInfo }): ReviewEntry {
  let reviewKind: ReviewKind;
  let info: GeneralReviewInfo | DormitoryReviewInfo | AgencyReviewInfo;
  let priceSummary: string | null = null;
  if (source.generalReviewInfo) {
    reviewKind = 'GENERAL';
    info = source.generalReviewInfo;
    priceSummary = formatGeneralPriceLine({
      contractType: source.generalReviewInfo.contractType,
      deposit: source.generalReviewInfo.deposit,
      monthlyRent: source.generalReviewInfo.price,
      maintenanceCost: source.generalReviewInfo.maintenanceCost,
    });
    // The card's figure — what the room really cost a month, computed by the server's rate.
    const { monthlyCost } = source.generalReviewInfo;
    if (monthlyCost !== undefined)
      priceSummary += `${TYPE_LINE_SEPARATOR}실거주 월 ${formatMonthlyCost(monthlyCost)}`;
  } else if (source.dormitoryReviewInfo) {
    reviewKind = 'DORM';
    info = source.dormitoryReviewInfo;
    const { dormFee, capacity } = source.dormitoryReviewInfo;
    priceSummary = formatDormPriceLine(dormFee, capacity);
    // The month the map's 실거주비 sort ranks it by, beside the general cards' "실거주 월 …".
    // Its words are joined by no-break spaces: a narrow card wraps the line at a " · ", never inside "한 달 약 37.5만원".
    if (dormFee > 0)
      priceSummary += `${TYPE_LINE_SEPARATOR}${dormFeePerMonthText(dormFee).replaceAll(' ', '\u00a0')}`;
  } else if (source.agencyReviewInfo) {
    reviewKind = 'AGENCY';
    info = source.agencyReviewInfo;
  } else {
    throw new TypeError('review without review info');
  }
  return {
    kind: 'review',
    reviewKind,
    id: info.id,
    key: `review:${info.id}`,
    bookmark: { type: 'review', id: info.id },
    // What students wrote is shown without bidirectional controls, whatever an older server stored (rules/text.ts).
    name: stripBidiControls(info.name),
    typeLabel: reviewTypeLabel(info),
    priceSummary,
    content: stripBidiControls(source.reviewInfo.content),
    keywords: source.reviewInfo.keyword,
    likeCount: source.reviewInfo.likeCount,
    updatedAt: source.reviewInfo.updateAt,
    rating: info.rating,
    liked: info.liked,
    ...imageOf(source),
    location: locationOf(source),
  };
}

/** A building list item or building detail as a building entry. */
export function toBuildingEntry(source: BuildingSource & Extras): BuildingEntry {
  let reviewKind: ReviewKind;
  let info: GeneralBuildingInfo | DormitoryBuildingInfo | AgencyBuildingInfo;
  if (source.generalBuildingInfo) {
    reviewKind = 'GENERAL';
    info = source.generalBuildingInfo;
  } else if (source.dormitoryBuildingInfo) {
    reviewKind = 'DORM';
    info = source.dormitoryBuildingInfo;
  } else if (source.agencyBuildingInfo) {
    reviewKind = 'AGENCY';
    info = source.agencyBuildingInfo;
  } else {
    throw new TypeError('building without building info');
  }
  const isAgency = reviewKind === 'AGENCY';
  const bookmarkType: BookmarkTargetType = isAgency ? 'agency' : 'building';
  return {
    kind: 'building',
    reviewKind,
    isAgency,
    id: info.id,
    key: `${bookmarkType}:${info.id}`,
    bookmark: { type: bookmarkType, id: info.id },
    name: stripBidiControls(info.name),
    typeLabel: buildingTypeLabel(info),
    address: stripBidiControls(info.address),
    rating: info.rating,
    reviewCount: info.reviewCount,
    newestReview: source.reviewInfo ? stripBidiControls(source.reviewInfo.content) : null,
    costSummary: costSummaryOf(source),
    liked: info.liked,
    ...imageOf(source),
    location: locationOf(source),
  };
}

function costSummaryOf(source: BuildingSource): string | null {
  const general = source.generalBuildingInfo?.monthlyCostMedian;
  if (general !== undefined) return buildingCostSummary(false, general);
  const dorm = source.dormitoryBuildingInfo?.monthlyCostMedian;
  if (dorm !== undefined) return buildingCostSummary(true, dorm);
  return null;
}

/** Any item of nearby, search and bookmark lists as the tagged form. */
export function toListEntry(item: ListItem): ListEntry {
  if (item.generalReviewInfo || item.dormitoryReviewInfo || item.agencyReviewInfo) return toReviewEntry(item);
  return toBuildingEntry(item);
}

/**
 * spec 000 §4: a like sets the liked flag and moves a review's like count by one. Returns the same object when
 * nothing changes, so a repeated answer never counts twice.
 */
export function withLiked<T extends ListEntry>(entry: T, liked: boolean): T {
  if (entry.liked === liked) return entry;
  if (entry.kind === 'review') {
    return { ...entry, liked, likeCount: Math.max(0, entry.likeCount + (liked ? 1 : -1)) };
  }
  return { ...entry, liked };
}

/**
 * The like change of `withLiked` on a review kept in its wire shape (the review detail, whose cache the edit flow
 * shares): the liked flag of its info and its like count.
 */
export function withReviewSourceLiked<T extends ReviewSource & { reviewInfo: ReviewInfo }>(
  source: T,
  liked: boolean,
): T {
  const entry = toReviewEntry(source);
  if (entry.liked === liked) return source;
  const variant = source.generalReviewInfo
    ? { generalReviewInfo: { ...source.generalReviewInfo, liked } }
    : source.dormitoryReviewInfo
      ? { dormitoryReviewInfo: { ...source.dormitoryReviewInfo, liked } }
      : { agencyReviewInfo: { ...source.agencyReviewInfo, liked } };
  return {
    ...source,
    ...variant,
    reviewInfo: { ...source.reviewInfo, likeCount: withLiked(entry, liked).likeCount },
  };
}
