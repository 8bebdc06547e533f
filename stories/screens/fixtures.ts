// Fixture data for the screen stories: parsed domain shapes, as the app holds them after zod parsing.
import type {
  BuildingDetail,
  BuildingListItem,
  ReviewDetail,
  ReviewListItem,
  University,
} from '@jjinbbang/domain';
import type { CampusCardItem } from '@jjinbbang/ui';

/** A flat illustration as a data URL, so screens render without network. */
export function photo(hue: string, accent = '#fff1e6'): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="292" viewBox="0 0 390 292"><rect width="390" height="292" fill="${hue}"/><rect x="95" y="90" width="200" height="150" rx="8" fill="${accent}"/><rect x="140" y="130" width="44" height="44" fill="${hue}"/><rect x="206" y="130" width="44" height="44" fill="${hue}"/></svg>`,
  )}`;
}

const logo = (letter: string, hue: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${hue}"/><text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

export const campuses: CampusCardItem[] = [
  {
    id: 41,
    universityName: '부산대학교',
    campusName: '부산캠퍼스',
    logoUrl: logo('부', '#1d5fa8'),
    latitude: 35.2335,
    longitude: 129.0793,
  },
  {
    id: 42,
    universityName: '부산대학교',
    campusName: '밀양캠퍼스',
    logoUrl: logo('부', '#1d5fa8'),
    latitude: 35.4922,
    longitude: 128.7483,
  },
  {
    id: 43,
    universityName: '부산대학교',
    campusName: '양산캠퍼스',
    logoUrl: logo('부', '#1d5fa8'),
    latitude: 35.3293,
    longitude: 129.0043,
  },
];

const campus = (id: number, campusName: string) => ({
  id,
  campusName,
  logoImageUrl: null,
  campusAddress: '',
  latitude: 35.2,
  longitude: 129.08,
});

export const universities: University[] = [
  { id: 1, universityName: '경상국립대학교', universityLogo: null, campuses: [campus(11, '가좌캠퍼스')] },
  { id: 2, universityName: '동아대학교', universityLogo: null, campuses: [campus(21, '승학캠퍼스')] },
  { id: 3, universityName: '부경대학교', universityLogo: null, campuses: [campus(31, '대연캠퍼스')] },
  {
    id: 4,
    universityName: '부산대학교',
    universityLogo: null,
    campuses: [campus(41, '부산캠퍼스'), campus(42, '밀양캠퍼스')],
  },
];

const content =
  '역에서 도보 5분이라 통학이 정말 편했어요. 다만 여름에는 창문 방향 때문에 조금 더웠고, 주말에는 주변 식당가 소음이 있었어요. 집주인분이 수리 요청에 빨리 답해 주셔서 전반적으로 만족했어요.';

export const generalReview: ReviewListItem = {
  generalReviewInfo: {
    id: 101,
    name: '장전 스위트빌',
    type: 'ROOM',
    contractType: 'MONTHLY_RENT',
    deposit: 500,
    price: 45,
    floor: 'HIGH',
    space: 23.1,
    maintenanceCost: 5,
    rating: 4.2,
    liked: false,
  },
  reviewInfo: {
    content,
    keyword: ['PO_BD_LO_01', 'PO_BD_LO_03', 'PO_BD_MT_01', 'NE_BD_ST_01'],
    likeCount: 12,
    updateAt: '2025-02-23T04:06:00+09:00',
  },
  image: photo('#f9a063'),
  imageCount: 3,
};

export const jeonseReview: ReviewListItem = {
  generalReviewInfo: {
    id: 102,
    name: '온천장 오피스텔',
    type: 'OFFICETEL',
    contractType: 'DEPOSIT_RENT',
    deposit: 12000,
    price: null,
    floor: 'MID',
    space: 33.06,
    maintenanceCost: null,
    rating: 3.4,
    liked: true,
  },
  reviewInfo: {
    content: '전세라 부담이 적었고 관리 상태가 좋아요.',
    keyword: ['PO_BD_ST_01', 'NE_BD_LO_02'],
    likeCount: 130,
    updateAt: '2025-01-09T21:40:00+09:00',
  },
  image: null,
  imageCount: 0,
};

export const dormReview: ReviewListItem = {
  dormitoryReviewInfo: {
    id: 201,
    name: '진리관',
    type: 'DORMITORY',
    universityName: '부산대학교',
    floor: 'MID',
    capacity: 2,
    dormFee: 150,
    rating: 3.6,
    liked: false,
  },
  reviewInfo: {
    content: '학교까지 가깝고 공용 세탁실이 깨끗해요. 통금이 있어요.',
    keyword: ['PO_DO_LO_01', 'NE_DO_MT_01'],
    likeCount: 4,
    updateAt: '2024-12-02T10:00:00+09:00',
  },
  image: photo('#1d5fa8', '#e8f1fb'),
  imageCount: 2,
};

export const agencyReview: ReviewListItem = {
  agencyReviewInfo: { id: 301, name: '온천천 공인중개사사무소', type: 'AGENCY', rating: 5, liked: false },
  reviewInfo: { content: '', keyword: ['PO_AG_SO_01'], likeCount: 0, updateAt: '2024-11-15T09:00:00+09:00' },
  image: null,
  imageCount: 0,
};

export const recentReviews: ReviewListItem[] = [generalReview, dormReview, agencyReview];
export const buildingReviews: ReviewListItem[] = [generalReview, jeonseReview];

export const bookmarkedBuilding: BuildingListItem = {
  generalBuildingInfo: {
    id: 10,
    name: '장전 스위트빌',
    type: ['ROOM', 'OFFICETEL'],
    address: '부산 금정구 장전온천천로 51',
    rating: 4.26,
    liked: true,
    reviewCount: 24,
  },
  image: photo('#f9a063'),
  imageCount: 5,
};

export const bookmarkedDorm: BuildingListItem = {
  dormitoryBuildingInfo: {
    id: 11,
    name: '진리관',
    type: 'DORMITORY',
    universityName: '부산대학교',
    address: '부산 금정구 부산대학로63번길 2',
    rating: 3.5,
    liked: true,
    reviewCount: 8,
  },
  image: null,
  imageCount: 0,
};

export const buildingDetail: BuildingDetail = {
  generalBuildingInfo: {
    id: 10,
    name: '장전 스위트빌',
    type: ['ROOM', 'OFFICETEL'],
    address: '부산 금정구 장전온천천로 51',
    rating: 4.26,
    liked: false,
    reviewCount: 24,
  },
  reviewImages: { count: 3, imageUrl: [photo('#f9a063'), photo('#dd6429'), photo('#8a3b34', '#fdeceb')] },
  keywords: [
    { key: 'PO_BD_LO_01', count: 18 },
    { key: 'PO_BD_LO_03', count: 11 },
    { key: 'PO_BD_MT_01', count: 9 },
    { key: 'PO_BD_ST_01', count: 4 },
  ],
};

export const generalReviewDetail: ReviewDetail = {
  generalReviewInfo: generalReview.generalReviewInfo as NonNullable<ReviewListItem['generalReviewInfo']>,
  reviewInfo: generalReview.reviewInfo,
  reviewImages: { count: 2, imageUrl: [photo('#f9a063'), photo('#dd6429')] },
  building: {
    buildingId: 10,
    buildingCode: '26410-10800-0051',
    name: '장전 스위트빌',
    type: 'ROOM',
    address: '부산 금정구 장전온천천로 51',
    latitude: 35.2312,
    longitude: 129.0846,
  },
  keywords: {
    positive: ['PO_BD_LO_01', 'PO_BD_LO_03', 'PO_BD_MT_01'],
    negative: ['NE_BD_ST_01', 'NE_BD_LO_02', 'NE_BD_MT_02'],
  },
  authorId: 7,
};

export const dormReviewDetail: ReviewDetail = {
  dormitoryReviewInfo: {
    ...(dormReview.dormitoryReviewInfo as NonNullable<ReviewListItem['dormitoryReviewInfo']>),
    campusId: 41,
  },
  reviewInfo: dormReview.reviewInfo,
  reviewImages: { count: 1, imageUrl: [photo('#1d5fa8', '#e8f1fb')] },
  building: {
    buildingId: 11,
    buildingCode: 'DORM-PNU-JINRI',
    name: '진리관',
    type: 'DORMITORY',
    address: '부산 금정구 부산대학로63번길 2',
    latitude: 35.2335,
    longitude: 129.0793,
  },
  keywords: { positive: ['PO_DO_LO_01'], negative: ['NE_DO_MT_01'] },
  conditions: { currentRegion: '경상남도 창원시', currentGrade: '4.0' },
  facilities: {
    privateFacilities: ['화장실', '샤워실'],
    publicFacilities: ['냉장고', '세탁기'],
    lounge: true,
  },
  authorId: 8,
};

export const me = { id: 7, nickname: '찐빵이', email: 'jjin@pusan.ac.kr', university: '부산대학교' };
