// Fixtures of the screen stories: wire-shaped data (as the API sends it) turned into what the views take by the
// app's own conversions, so a story shows exactly what the running app would.
import type {
  BuildingEntry,
  KeywordCount,
  ListEntry,
  ReviewEntry,
  University,
  User,
} from '@jjinbbang/domain';
import { listItemSchema, reviewDetailSchema } from '@jjinbbang/domain/schemas';
import type { CampusCardItem } from '@jjinbbang/ui';
import { fn } from 'storybook/test';
import { listEntryOf } from '../../packages/app/src/api/entries';
import type { PagedListState } from '../../packages/app/src/hooks/usePagedList';
import type { LikeControls } from '../../packages/app/src/routes/common/EntryList';
import type { LoginControls } from '../../packages/app/src/routes/common/LoginPrompt';
import { reviewDetailContent } from '../../packages/app/src/routes/reading/review-detail-content';

/** A flat illustration as a data URL: deterministic, no network. */
function picture(background: string, accent: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${background}"/><rect x="40" y="70" width="150" height="110" fill="${accent}"/><rect x="210" y="40" width="70" height="60" fill="#fff"/></svg>`,
  )}`;
}

export const PHOTOS = [
  picture('#f6d5b8', '#c9733a'),
  picture('#d8e6f0', '#6a8fb3'),
  picture('#e6ecd2', '#7f9a4a'),
];

const reviewInfo = (content: string, keyword: string[], likeCount: number, updateAt: string) => ({
  content,
  keyword,
  likeCount,
  updateAt,
});

export const wireItems = {
  monthly: {
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
      rating: 4,
      liked: true,
    },
    reviewInfo: reviewInfo(
      '부산대 정문까지 걸어서 7분이라 통학이 정말 편했어요. 여름에는 서향이라 조금 더웠고, 주말 밤에는 근처 식당가 소리가 들려요.',
      ['PO_BD_LO_01', 'PO_BD_LO_03', 'PO_BD_ST_01', 'PO_BD_MT_02', 'NE_BD_ST_01', 'NE_BD_LO_05'],
      12,
      '2026-11-18T10:00:00+09:00',
    ),
    image: PHOTOS[0],
    imageCount: 3,
  },
  jeonse: {
    generalReviewInfo: {
      id: 102,
      name: '온천장 그린빌라',
      type: 'HOUSE',
      contractType: 'DEPOSIT_RENT',
      deposit: 12000,
      price: null,
      floor: 'LOW',
      space: 39.6,
      maintenanceCost: null,
      rating: 5,
      liked: false,
    },
    reviewInfo: reviewInfo(
      '집주인분이 수리를 빨리 해 주셨어요.',
      ['PO_BD_MT_01', 'PO_BD_MT_02'],
      3,
      '2026-10-02T09:00:00+09:00',
    ),
    image: PHOTOS[1],
    imageCount: 1,
  },
  dorm: {
    dormitoryReviewInfo: {
      id: 103,
      name: '진리관',
      type: 'DORMITORY',
      universityName: '부산대학교',
      floor: 'MID',
      capacity: 2,
      dormFee: 150,
      rating: 3,
      liked: false,
    },
    reviewInfo: reviewInfo(
      '룸메이트와 생활 규칙을 정해 두니 편했어요. 세탁실이 붐비는 시간만 피하면 돼요.',
      ['PO_DO_LO_01', 'PO_DO_MT_01', 'NE_DO_MT_01'],
      240,
      '2026-09-12T09:00:00+09:00',
    ),
    image: null,
    imageCount: 0,
  },
  agency: {
    agencyReviewInfo: { id: 104, name: '온천천 공인중개사사무소', type: 'AGENCY', rating: 4, liked: false },
    reviewInfo: reviewInfo('', ['PO_AG_SO_01'], 0, '2026-08-30T09:00:00+09:00'),
    image: null,
    imageCount: 0,
  },
  building: {
    generalBuildingInfo: {
      id: 201,
      name: '장전 스위트빌',
      type: ['ROOM', 'OFFICETEL'],
      address: '부산 금정구 장전온천천로 51',
      rating: 4.26,
      liked: true,
      reviewCount: 12,
    },
    reviewInfo: reviewInfo('역에서 가깝고 관리가 잘 돼요.', [], 0, '2026-11-18T10:00:00+09:00'),
    image: PHOTOS[2],
    imageCount: 4,
  },
  agencyBuilding: {
    agencyBuildingInfo: {
      id: 202,
      name: '온천천 공인중개사사무소',
      type: 'AGENCY',
      address: '부산 금정구 금강로 271',
      rating: null,
      liked: true,
      reviewCount: 0,
    },
    image: null,
    imageCount: 0,
  },
};

// Parsed with the wire schema, so a fixture the API could never send fails here.
export const entries = Object.fromEntries(
  Object.entries(wireItems).map(([name, item]) => [name, listEntryOf(listItemSchema.parse(item))]),
) as Record<keyof typeof wireItems, ListEntry>;

export const reviewEntries = [entries.monthly, entries.jeonse, entries.dorm, entries.agency] as ReviewEntry[];
export const bookmarkEntries: ListEntry[] = [
  entries.monthly,
  entries.building,
  entries.dorm,
  entries.agencyBuilding,
];

/** A paged list the way usePagedList hands it to a view. */
export function pagedList<T>(
  items: readonly T[],
  overrides: Partial<PagedListState<T>> = {},
): PagedListState<T> {
  return {
    items,
    status: 'ready',
    more: 'done',
    errorText: null,
    total: items.length,
    onRetry: fn(),
    ...overrides,
  };
}

export const likeControls = (): LikeControls => ({ toggle: fn(async () => {}) });
export const loginControls = (overrides: Partial<LoginControls> = {}): LoginControls => ({
  start: fn(),
  busy: false,
  error: null,
  ...overrides,
});

/** 반려: the staff's reason as GET /api/v1/user sends it. */
export const rejection = {
  reason: 'unreadable' as const,
  label: '이미지를 알아볼 수 없어요',
  note: '글자가 흐려서 학교 이름을 읽을 수 없어요. 밝은 곳에서 다시 찍어 주세요.',
  rejectedAt: '2026-11-28T14:20:00+09:00',
};

export const user = (overrides: Partial<User> = {}): User =>
  ({
    id: 7,
    email: 'jjin@pusan.ac.kr',
    nickname: '따끈한 찐빵',
    university: '부산대학교',
    univAuthentication: '인증완료',
    ...overrides,
  }) as User;

const university = (id: number, universityName: string, campuses: string[]): University => ({
  id,
  universityName,
  universityLogo: null,
  campuses: campuses.map((campusName, index) => ({
    id: id * 10 + index,
    campusName,
    logoImageUrl: null,
    campusAddress: `${universityName} ${campusName}`,
    latitude: 35.23 + index / 100,
    longitude: 129.08 + index / 100,
  })),
});

export const universities: University[] = [
  university(1, '가야대학교', ['김해캠퍼스', '고령캠퍼스']),
  university(2, '가천대학교', ['글로벌캠퍼스', '메디컬캠퍼스']),
  university(3, '가톨릭관동대학교', ['강릉캠퍼스']),
  university(4, '가톨릭대학교', ['성심교정', '성의교정', '성신교정']),
  university(5, '강원대학교', ['춘천캠퍼스', '삼척캠퍼스']),
  university(6, '건국대학교', ['서울캠퍼스', '글로컬캠퍼스']),
  university(7, '경상국립대학교', ['가좌캠퍼스', '칠암캠퍼스', '통영캠퍼스']),
  university(8, '부산대학교', ['부산캠퍼스', '양산캠퍼스', '밀양캠퍼스']),
  university(9, '부산외국어대학교', ['남산동캠퍼스']),
  university(10, '서울대학교', ['관악캠퍼스']),
  university(11, '연세대학교', ['신촌캠퍼스', '미래캠퍼스']),
  university(12, '한국해양대학교', ['영도캠퍼스']),
];

export const campusCards = (index = 7): CampusCardItem[] => {
  const chosen = universities[index] as University;
  return chosen.campuses.map((campus) => ({
    id: campus.id,
    universityName: chosen.universityName,
    campusName: campus.campusName,
    logoUrl: '',
    latitude: campus.latitude,
    longitude: campus.longitude,
  }));
};

export const buildingEntry = entries.building as BuildingEntry;
export const buildingKeywords: KeywordCount[] = [
  { key: 'PO_BD_LO_01', count: 9 },
  { key: 'PO_BD_ST_01', count: 6 },
  { key: 'PO_BD_MT_02', count: 4 },
  { key: 'PO_BD_LO_03', count: 2 },
];

const place = {
  buildingId: 201,
  buildingCode: 'b-201',
  name: '장전 스위트빌',
  type: 'ROOM',
  address: '부산 금정구 장전온천천로 51',
  lotAddress: '부산 금정구 장전동 410-1',
  reviewCount: 8,
  latitude: 35.2321,
  longitude: 129.0847,
} as const;

export const details = {
  general: reviewDetailContent(
    reviewDetailSchema.parse({
      generalReviewInfo: wireItems.monthly.generalReviewInfo,
      reviewInfo: wireItems.monthly.reviewInfo,
      reviewImages: { count: 3, imageUrl: PHOTOS },
      building: place,
      keywords: {
        positive: ['PO_BD_LO_01', 'PO_BD_LO_03', 'PO_BD_ST_01', 'PO_BD_MT_02', 'PO_BD_ST_03', 'PO_BD_LO_04'],
        negative: ['NE_BD_ST_01', 'NE_BD_LO_05', 'NE_BD_MT_03'],
      },
      authorId: 99,
      reportedByMe: false,
    }),
  ),
  /** A general review that answered the 보증금 반환 step. */
  generalDepositReturn: reviewDetailContent(
    reviewDetailSchema.parse({
      generalReviewInfo: {
        ...wireItems.monthly.generalReviewInfo,
        depositReturn: { outcome: 'FULL', days: 14 },
      },
      reviewInfo: wireItems.monthly.reviewInfo,
      reviewImages: { count: 3, imageUrl: PHOTOS },
      building: place,
      keywords: { positive: ['PO_BD_LO_01', 'PO_BD_LO_03', 'PO_BD_ST_01'], negative: ['NE_BD_ST_01'] },
      authorId: 99,
      reportedByMe: false,
    }),
  ),
  dorm: reviewDetailContent(
    reviewDetailSchema.parse({
      dormitoryReviewInfo: { ...wireItems.dorm.dormitoryReviewInfo, campusId: 80 },
      reviewInfo: wireItems.dorm.reviewInfo,
      reviewImages: { count: 0, imageUrl: [] },
      building: {
        ...place,
        buildingId: 203,
        name: '진리관',
        type: 'DORMITORY',
        address: '부산 금정구 부산대학로63번길 2',
      },
      keywords: { positive: ['PO_DO_LO_01', 'PO_DO_MT_01'], negative: ['NE_DO_MT_01'] },
      conditions: { currentRegion: '경상남도', currentGrade: '3.8' },
      facilities: { privateFacilities: ['냉장고'], publicFacilities: ['세탁기', '전자레인지'], lounge: true },
      authorId: 7,
      reportedByMe: false,
    }),
  ),
  agency: reviewDetailContent(
    reviewDetailSchema.parse({
      agencyReviewInfo: wireItems.agency.agencyReviewInfo,
      reviewInfo: {
        ...wireItems.agency.reviewInfo,
        content: '계약서 내용을 하나하나 설명해 주셔서 처음인데도 안심됐어요.',
      },
      reviewImages: { count: 0, imageUrl: [] },
      building: {
        ...place,
        buildingId: 202,
        name: '온천천 공인중개사사무소',
        type: 'AGENCY',
        address: '부산 금정구 금강로 271',
      },
      keywords: { positive: ['PO_AG_SO_01', 'PO_AG_PD_01'], negative: [] },
      authorId: 99,
      reportedByMe: false,
    }),
  ),
};
