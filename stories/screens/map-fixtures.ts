// Fixtures of the map stories: places and campuses around 경상국립대학교 가좌캠퍼스 (진주), and list entries.
import type { ListEntry } from '@jjinbbang/domain';
import type { PagedListState } from '../../packages/app/src/hooks/usePagedList';
import type { Landmark, MapPoint } from '../../packages/app/src/map-engine';

export const GAJWA = { lat: 35.1535, lng: 128.0994 };

export const LANDMARKS: Landmark[] = [
  { key: 'campus-1', title: '경상국립대학교', subtitle: '가좌캠퍼스', lat: 35.1535, lng: 128.0994 },
  { key: 'campus-2', title: '경상국립대학교', subtitle: '칠암캠퍼스', lat: 35.1802, lng: 128.0946 },
  { key: 'campus-3', title: '경상국립대학교', subtitle: '통영캠퍼스', lat: 34.8384, lng: 128.3971 },
  { key: 'campus-4', title: '연암공과대학교', subtitle: '진주캠퍼스', lat: 35.1608, lng: 128.0868 },
  { key: 'campus-5', title: '진주교육대학교', subtitle: '진주캠퍼스', lat: 35.1826, lng: 128.0829 },
  { key: 'campus-6', title: '한국국제대학교', subtitle: '진주캠퍼스', lat: 35.1669, lng: 128.1408 },
  { key: 'campus-7', title: '가야대학교', subtitle: '김해캠퍼스', lat: 35.2575, lng: 128.8634 },
  { key: 'campus-8', title: '창원대학교', subtitle: '창원캠퍼스', lat: 35.2459, lng: 128.6918 },
];

const NAMES = [
  '가좌 원룸',
  '햇살빌라',
  '미소하우스',
  '정문 오피스텔',
  '새싹 공인중개사',
  '개양 투룸',
  '학생관',
  '푸른빌',
];

/** 60 places spread within ~1.5 km of the campus, deterministic. */
export const POINTS: MapPoint[] = Array.from({ length: 60 }, (_, i) => {
  const a = (i * 137.508 * Math.PI) / 180;
  const r = 0.0012 + 0.0002 * i;
  return {
    id: i + 1,
    type: i % 9 === 4 ? 'AGENCY' : i % 7 === 6 ? 'DORMITORY' : 'GENERAL',
    lat: GAJWA.lat + Math.sin(a) * r * 0.8,
    lng: GAJWA.lng + Math.cos(a) * r,
    name: `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`,
  };
});

/** The same places with what their pins say: most buildings have enough priced leases, agencies never. */
export const PRICED_POINTS: MapPoint[] = POINTS.map((p, i) => ({
  ...p,
  price:
    p.type === 'AGENCY' || i % 5 === 3 ? null : p.type === 'DORMITORY' ? 24 + (i % 6) : 31 + ((i * 7) % 23),
}));

/** Under the 전세 filter: the median 보증금, 만원. */
export const JEONSE_POINTS: MapPoint[] = POINTS.map((p, i) => ({
  ...p,
  price: p.type === 'GENERAL' && i % 3 !== 0 ? 6000 + ((i * 1300) % 9000) : null,
}));

export const ENTRIES: ListEntry[] = Array.from({ length: 4 }, (_, i) => ({
  kind: 'review',
  reviewKind: 'GENERAL',
  id: 100 + i,
  key: `review-${100 + i}`,
  bookmark: { type: 'review', id: 100 + i },
  name: NAMES[i] ?? '가좌 원룸',
  typeLabel: '원/투룸 · 중층',
  liked: i === 1,
  image: null,
  imageCount: 0,
  location: { latitude: POINTS[i]?.lat ?? GAJWA.lat, longitude: POINTS[i]?.lng ?? GAJWA.lng },
  priceSummary: '월세 300/35 · 관리비 5',
  rating: 4 - (i % 3),
  content: '학교 정문까지 걸어서 5분이라 아침 수업에도 여유가 있어요. 방음은 조금 아쉬워요.',
  keywords: ['PO_BD_LO_01', 'NE_BD_ST_02'],
  likeCount: 3 + i,
  updatedAt: '2026-10-02T09:00:00.000Z',
}));

/** The building view sorted by 실거주비 낮은순 (issue 17): medians first, then too few leases, then none. */
const costEntry = (
  i: number,
  name: string,
  typeLabel: string,
  costSummary: string | null,
  reviewCount: number,
  reviewKind: 'GENERAL' | 'DORM' = 'GENERAL',
): ListEntry => ({
  kind: 'building',
  reviewKind,
  isAgency: false,
  id: 200 + i,
  key: `building:${200 + i}`,
  bookmark: { type: 'building', id: 200 + i },
  name,
  typeLabel,
  address: `경남 진주시 가좌동 ${500 + i}`,
  rating: reviewCount === 0 ? null : 4.2 - i * 0.3,
  reviewCount,
  newestReview: null,
  costSummary,
  liked: false,
  image: null,
  imageCount: 0,
  location: { latitude: POINTS[i]?.lat ?? GAJWA.lat, longitude: POINTS[i]?.lng ?? GAJWA.lng },
});
export const COST_SORTED_ENTRIES: ListEntry[] = [
  costEntry(0, '가좌학사', '기숙사 · 경상국립대', '기숙사비 한 달 약 32.5만원', 9, 'DORM'),
  costEntry(1, '가좌 스위트빌', '원/투룸', '실거주 월 35.4만원', 6),
  costEntry(2, '정문 하우스', '원/투룸 / 오피스텔', '실거주 월 41.5만원', 3),
  costEntry(3, '새싹 원룸', '원/투룸', null, 1),
];

export function listState(
  items: ListEntry[],
  over: Partial<PagedListState<ListEntry>> = {},
): PagedListState<ListEntry> {
  return {
    items,
    status: 'ready',
    more: 'done',
    errorText: null,
    total: items.length,
    onRetry: () => {},
    ...over,
  };
}
