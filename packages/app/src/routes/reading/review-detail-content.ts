import {
  type ContractType,
  type DormCondition,
  depositReturnText,
  FLOOR_LABELS,
  findKeyword,
  formatManwon,
  formatSpace,
  HOUSING_TYPE_LABELS,
  type MarkerType,
  type ReviewDetail,
  type ReviewEntry,
  type ReviewKind,
  type ReviewModeration,
  stripBidiControls,
  type WireFacilities,
} from '@jjinbbang/domain';
import { assetUrl } from '../../api/assets';
import { reviewEntryOf } from '../../api/entries';

export interface KeywordLabel {
  code: string;
  label: string;
}

export interface InfoRow {
  id: string;
  label: string;
  value: string;
}

/** Everything the review detail shows, in display values: what ReviewDetailView draws. */
export interface ReviewDetailContent {
  /** The head: name, type line, price line, text, rating, date, like state. */
  entry: ReviewEntry;
  images: readonly string[];
  /** Every keyword, by side (none hidden behind "+N"). */
  keywords: { positive: readonly KeywordLabel[]; negative: readonly KeywordLabel[] };
  /** spec 000 §2: general reviews show contract type, deposit, monthly rent and maintenance cost. */
  contract: {
    contractType: ContractType;
    deposit: number;
    monthlyRent: number | null;
    maintenanceCost: number | null;
  } | null;
  /** The review's own 보증금 반환 answer as written ("전액 돌려받았어요 · 이사 후 14일"); null when not given. */
  depositReturn: string | null;
  /** The room (area in ㎡ and 평, floor) or the dormitory (fee, capacity, floor). */
  room: { title: string; rows: readonly InfoRow[] } | null;
  dormitory: {
    conditions: DormCondition;
    facilities: WireFacilities;
  } | null;
  place: {
    /** The building's (or agency's) id, for the link to its page. */
    id: number;
    isAgency: boolean;
    typeLabel: string;
    address: string;
    lotAddress: string | null;
    name: string;
    latitude: number;
    longitude: number;
    marker: MarkerType;
  };
  authorId: number | null;
  /** The reader already reported it and staff have not closed the report: no second report form. */
  reportedByMe: boolean;
  /** Only on the author's own review while staff keep it out of sight (임시조치): until when, and the appeal. */
  moderation: ReviewModeration | null;
}

const MARKER_TYPES: Record<ReviewKind, MarkerType> = {
  GENERAL: 'GENERAL',
  DORM: 'DORMITORY',
  AGENCY: 'AGENCY',
};

function labels(codes: readonly string[]): KeywordLabel[] {
  return codes.flatMap((code) => {
    const keyword = findKeyword(code);
    return keyword ? [{ code, label: keyword.label }] : [];
  });
}

/** The wire's review detail as display values (images on the asset base, keywords with their labels). */
export function reviewDetailContent(detail: ReviewDetail): ReviewDetailContent {
  const entry = reviewEntryOf(detail);
  const general = detail.generalReviewInfo;
  const dorm = detail.dormitoryReviewInfo;
  let room: ReviewDetailContent['room'] = null;
  if (general) {
    const rows: InfoRow[] = [];
    const space = formatSpace(general.space);
    if (space) rows.push({ id: 'space', label: '면적', value: space });
    rows.push({ id: 'floor', label: '층', value: FLOOR_LABELS[general.floor] });
    room = { title: '방 정보', rows };
  } else if (dorm) {
    room = {
      title: '기숙사 정보',
      rows: [
        { id: 'dormFee', label: '기숙사비', value: formatManwon(dorm.dormFee) },
        { id: 'capacity', label: '방 인원', value: `${dorm.capacity}인실` },
        { id: 'floor', label: '층', value: FLOOR_LABELS[dorm.floor] },
      ],
    };
  }
  return {
    entry,
    images: detail.reviewImages.imageUrl.map((url) => assetUrl(url)),
    keywords: { positive: labels(detail.keywords.positive), negative: labels(detail.keywords.negative) },
    contract: general
      ? {
          contractType: general.contractType,
          deposit: general.deposit,
          monthlyRent: general.price,
          maintenanceCost: general.maintenanceCost,
        }
      : null,
    depositReturn: general?.depositReturn ? depositReturnText(general.depositReturn) : null,
    room,
    dormitory:
      'conditions' in detail ? { conditions: detail.conditions, facilities: detail.facilities } : null,
    place: {
      id: detail.building.buildingId,
      isAgency: entry.reviewKind === 'AGENCY',
      typeLabel: HOUSING_TYPE_LABELS[detail.building.type],
      lotAddress: detail.building.lotAddress && stripBidiControls(detail.building.lotAddress),
      address: stripBidiControls(detail.building.address),
      name: stripBidiControls(detail.building.name),
      latitude: detail.building.latitude,
      longitude: detail.building.longitude,
      marker: MARKER_TYPES[entry.reviewKind],
    },
    authorId: detail.authorId,
    reportedByMe: detail.reportedByMe,
    moderation: detail.reviewInfo.moderation ?? null,
  };
}
