import {
  DORM_FLOOR_TYPES,
  type DormRoomFacility,
  type GeneralHousingType,
  legalDongsOf,
} from '@jjinbbang/domain';
import { SEED_DONGS, type SeedDong } from './data/dongs.ts';
import { seedDepositReturn } from './deposit-returns.ts';
import { KEYWORD_BY_CODE, type KeywordTarget, keywordCodes } from './keywords.ts';
import { hashString, Random } from './prng.ts';
import {
  CLOSING_SENTENCES,
  EXTRA_SENTENCES,
  KEYWORD_SENTENCES,
  NEUTRAL_SENTENCES,
  TURNING_SENTENCES,
} from './sentences.ts';
import type {
  GenerateSeedOptions,
  SeedAgency,
  SeedBuilding,
  SeedCampus,
  SeedData,
  SeedDormDetails,
  SeedGeneralDetails,
  SeedReview,
  SeedUniversity,
  SeedUser,
  TestAccount,
} from './types.ts';
import {
  type CampusAddressParts,
  FLAGSHIP_UNIVERSITIES,
  parseCampusAddress,
  UNIVERSITIES,
} from './universities.ts';

export const DEFAULT_SEED = 20261121;

/** The seed's "now": every date lies in the two years before it, so output never depends on the clock. */
const NOW_MS = Date.UTC(2026, 10, 21, 3, 0, 0);
const DAY_MS = 86_400_000;
const TWO_YEARS_MS = 730 * DAY_MS;

/** Content length limits of a review (api-contract §5: 100..1000 characters after trimming). */
const CONTENT_MIN = 100;
const CONTENT_MAX = 1000;

const TEST_VERIFIED_EMAIL = 'student@gnu.ac.kr';

/** Fixed accounts offered by the local sign-in provider; their users come first in SeedData.users. */
export const TEST_ACCOUNTS: readonly TestAccount[] = [
  { kakaoId: 'local-verified', label: '인증된 학생', userId: 1 },
  { kakaoId: 'local-unverified', label: '미인증 학생', userId: 2 },
  { kakaoId: 'local-pending', label: '인증 대기 학생', userId: 3 },
];

type GeneralType = GeneralHousingType;
type PriceTier = 'seoul' | 'metro' | 'town';
type Floor = SeedGeneralDetails['floor'];

interface CampusContext {
  campus: SeedCampus;
  university: SeedUniversity;
  parts: CampusAddressParts;
  tier: PriceTier;
  flagship: boolean;
  /** Campus name without '캠퍼스' ('가좌'), or the university's short name where that is just the city. */
  label: string;
}

interface BuildingProfile {
  building: SeedBuilding;
  context: CampusContext;
  distance: number;
  elevator: boolean;
  baseDeposit: number;
  baseRent: number;
  baseMaintenance: number | null;
  baseJeonse: number;
  space: number;
  dorm: DormProfile | null;
}

interface DormProfile {
  privateBath: boolean;
  fridge: Availability;
  microwave: Availability;
  washer: Availability;
  lounge: boolean;
  feeOffset: number;
}

type Availability = 'none' | 'private' | 'public';

// ---------------------------------------------------------------------------------------------------------
// Naming tables

const BUILDING_NAMES: Record<GeneralType, { prefixes: readonly string[]; suffixes: readonly string[] }> = {
  ROOM: {
    prefixes: [
      '그린빌',
      '해피',
      '드림',
      '스카이',
      '행복',
      '블루밍',
      '라온',
      '하늘',
      '새봄',
      '청춘',
      '유니',
      '캠퍼스',
      '소망',
      '다온',
      '미소',
      '한울',
      '누리',
      '봄날',
      '별빛',
      '늘푸른',
      '바른',
      '예그린',
      '로뎀',
      '아름',
      '솔빛',
    ],
    suffixes: [' 원룸', '하우스', '빌', ' 리빙텔', ' 스테이', ' 투룸'],
  },
  OFFICETEL: {
    prefixes: [
      '한빛',
      '센트럴',
      '더퍼스트',
      '시티',
      '리더스',
      '스퀘어',
      '네이처',
      '유니온',
      '에이스',
      '트윈',
      '누리',
      '파크',
    ],
    suffixes: ['오피스텔', ' 오피스텔', '타워', ' 스튜디오'],
  },
  APARTMENT: {
    prefixes: [
      '한마음',
      '무지개',
      '은하수',
      '목련',
      '개나리',
      '진달래',
      '청솔',
      '푸른마을',
      '햇빛마을',
      '대학마을',
      '새솔',
      '느티나무',
    ],
    suffixes: ['아파트', ' 아파트', ' 1단지', ' 2단지'],
  },
  HOUSE: {
    prefixes: [
      '하늘채',
      '해오름',
      '그린',
      '청솔',
      '로즈',
      '다솜',
      '한결',
      '미래',
      '솔향',
      '정원',
      '한빛',
      '나래',
    ],
    suffixes: [' 빌라', '빌라', ' 하이츠', ' 맨션', ' 주택'],
  },
  BOARDING_HOUSE: {
    prefixes: [
      '행복',
      '엄마손',
      '고향',
      '정든',
      '따뜻한',
      '학사',
      '우리집',
      '할머니',
      '새마을',
      '푸른',
      '든든',
      '사랑',
    ],
    suffixes: [' 하숙집', ' 하숙', ' 고시원', ' 원룸텔', ' 고시텔'],
  },
};

const TYPE_LABEL: Record<GeneralType, string> = {
  ROOM: '원룸',
  APARTMENT: '아파트',
  HOUSE: '빌라',
  OFFICETEL: '오피스텔',
  BOARDING_HOUSE: '하숙집',
};

const GENERIC_ROADS = [
  '중앙로',
  '대학로',
  '학사로',
  '문화로',
  '희망로',
  '새싹길',
  '청춘로',
  '솔밭길',
  '은행나무길',
  '동산로',
  '평화로',
  '시장길',
  '남문로',
  '북문로',
  '정문길',
  '샘터길',
  '학교앞길',
  '벚꽃로',
  '꽃담길',
  '새터로',
];

const AGENCY_PREFIXES = [
  '캠퍼스',
  '대학',
  '정문',
  '새봄',
  '행운',
  '믿음',
  '한솔',
  '우리',
  '으뜸',
  '제일',
  '스마트',
  '청년',
  '학사',
  '해피',
  '신뢰',
  '바른',
  '온누리',
  '햇살',
  '하나',
  '대박',
];

const PROVINCES = [
  '서울특별시',
  '부산광역시',
  '대구광역시',
  '인천광역시',
  '광주광역시',
  '대전광역시',
  '울산광역시',
  '세종특별자치시',
  '경기도',
  '강원특별자치도',
  '충청북도',
  '충청남도',
  '전북특별자치도',
  '전라남도',
  '경상북도',
  '경상남도',
  '제주특별자치도',
];

const EMAIL_NAMES = [
  'minji',
  'jihoon',
  'seoyeon',
  'doyun',
  'haeun',
  'junseo',
  'yuna',
  'siwoo',
  'chaewon',
  'hyunwoo',
  'sumin',
  'jiwon',
  'yerin',
  'taeyang',
  'dahye',
  'minseok',
  'soyeon',
  'eunwoo',
  'gayoung',
  'jaehyun',
];

/** Near Seoul, rents follow the metropolitan level rather than a provincial town's. */
const METRO_GYEONGGI = new Set([
  '수원',
  '성남',
  '용인',
  '안양',
  '부천',
  '고양',
  '안산',
  '의정부',
  '군포',
  '의왕',
  '시흥',
  '광명',
  '하남',
  '김포',
  '화성',
  '오산',
  '남양주',
]);

// ---------------------------------------------------------------------------------------------------------
// Prices in 만원 (api-contract §1)

interface PriceRange {
  deposit: readonly [number, number];
  rent: readonly [number, number];
  maintenance: readonly [number, number];
  jeonse: readonly [number, number];
  boardingRent: readonly [number, number];
  dormExtra: number;
}

const PRICES: Record<PriceTier, PriceRange> = {
  seoul: {
    deposit: [500, 2000],
    rent: [45, 80],
    maintenance: [5, 10],
    jeonse: [8000, 25000],
    boardingRent: [45, 70],
    dormExtra: 25,
  },
  metro: {
    deposit: [300, 1000],
    rent: [33, 55],
    maintenance: [3, 8],
    jeonse: [5000, 12000],
    boardingRent: [35, 55],
    dormExtra: 10,
  },
  town: {
    deposit: [100, 500],
    rent: [25, 45],
    maintenance: [2, 6],
    jeonse: [3000, 9000],
    boardingRent: [28, 45],
    dormExtra: 0,
  },
};

// ---------------------------------------------------------------------------------------------------------
// Small helpers

function isoKst(ms: number): string {
  return `${new Date(Math.floor(ms / 60000) * 60000 + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A point `distance` metres from the centre in a random direction (equirectangular; fine at 2 km). */
function offsetPoint(rnd: Random, lat: number, lng: number, distance: number): [number, number] {
  const angle = rnd.next() * Math.PI * 2;
  const dLat = (distance * Math.cos(angle)) / 111_320;
  const dLng = (distance * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [round6(lat + dLat), round6(lng + dLng)];
}

/** 11500 → '11,500' (Intl formatting is far slower, and this runs for every seeded review). */
function formatManwon(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

function universityShortName(name: string): string {
  return name.replace(/^국립/, '').replace(/학교$/, '');
}

function buildingCode(regionKey: string, kindDigit: number, id: number): string {
  // Shaped like a 25-digit road-name building number: 10 region digits, a kind digit, a 14-digit serial.
  let h = 0;
  for (let i = 0; i < regionKey.length; i++) h = (h * 31 + regionKey.charCodeAt(i)) % 9_000_000_000;
  return `${String(1_000_000_000 + h).padStart(10, '0')}${kindDigit}${String(id).padStart(14, '0')}`;
}

function campusContexts(universities: readonly SeedUniversity[]): CampusContext[] {
  const flagship = new Set(FLAGSHIP_UNIVERSITIES);
  const contexts: CampusContext[] = [];
  for (const university of universities) {
    university.campuses.forEach((campus, index) => {
      const parts = parseCampusAddress(campus.address);
      const tier: PriceTier =
        parts.province === '서울특별시'
          ? 'seoul'
          : /광역시|특별자치시$/.test(parts.province) || METRO_GYEONGGI.has(parts.city)
            ? 'metro'
            : 'town';
      const short = campus.campusName.replace(/캠퍼스$/, '');
      contexts.push({
        campus,
        university,
        parts,
        tier,
        flagship: flagship.has(university.name) && index === 0,
        label: short === parts.city || short === '본' ? universityShortName(university.name) : short,
      });
    });
  }
  return contexts;
}

/** The seed's 동 by 시/도 and 시/군/구 ('경상남도 진주시'). */
const DONGS_BY_AREA = new Map<string, SeedDong[]>();
for (const dong of SEED_DONGS) {
  const key = `${dong[0]} ${dong[1]}`;
  DONGS_BY_AREA.set(key, [...(DONGS_BY_AREA.get(key) ?? []), dong]);
}

/**
 * The lot address of a seeded place: the nearest 동 of its road address's 시/군/구 and a lot number of its own
 * (null in a 읍/면, whose 리 the seed does not know, and where no 동 is near).
 */
function lotAddressNear(place: {
  id: number;
  address: string;
  latitude: number;
  longitude: number;
}): string | null {
  const [province = '', district = '', third = ''] = place.address.split(' ');
  if (/[읍면]$/.test(third)) return null;
  const dongs = DONGS_BY_AREA.get(`${province} ${district}`) ?? [];
  let nearest: SeedDong | null = null;
  let best = Number.POSITIVE_INFINITY;
  for (const dong of dongs) {
    const d =
      (dong[3] - place.latitude) ** 2 +
      ((dong[4] - place.longitude) * Math.cos((place.latitude * Math.PI) / 180)) ** 2;
    if (d < best) {
      best = d;
      nearest = dong;
    }
  }
  // Farther than about 3 km: the 동 would be a guess.
  if (!nearest || Math.sqrt(best) * 111.32 > 3) return null;
  const rnd = new Random(hashString(`lot:${place.address}:${place.id}`));
  const main = rnd.int(1, 999);
  // A lot address names a 법정동; the list's 행정동 may join several (가호동: 가좌동, 호탄동).
  const legalDong = legalDongsOf(district, nearest[2])[0] ?? nearest[2];
  return `${province} ${district} ${legalDong} ${rnd.chance(0.6) ? `${main}-${rnd.int(1, 40)}` : main}`;
}

function roadAddress(rnd: Random, parts: CampusAddressParts): string {
  let road: string;
  if (parts.road && rnd.chance(0.55)) {
    road = parts.road.endsWith('로') && rnd.chance(0.7) ? `${parts.road}${rnd.int(1, 60)}번길` : parts.road;
  } else {
    const generic = rnd.pick(GENERIC_ROADS);
    road = generic.endsWith('로') && rnd.chance(0.5) ? `${generic}${rnd.int(1, 40)}번길` : generic;
  }
  const main = rnd.int(1, 240);
  const number = rnd.chance(0.2) ? `${main}-${rnd.int(1, 30)}` : String(main);
  return `${parts.prefix} ${road} ${number}`;
}

// ---------------------------------------------------------------------------------------------------------
// Review text

interface TextInput {
  kind: SeedReview['kind'];
  rating: number;
  positive: readonly string[];
  negative: readonly string[];
  opener: string;
  details: readonly string[];
  walkMinutes: number;
  compact: boolean;
}

function keywordSentence(rnd: Random, code: string, walkMinutes: number): string {
  const variants = KEYWORD_SENTENCES[code];
  if (!variants) throw new Error(`no sentence for keyword ${code}`);
  return rnd.pick(variants).replace('{walk}', String(walkMinutes));
}

function composeContent(rnd: Random, input: TextInput): string {
  const mood = input.rating >= 4 ? 'high' : input.rating === 3 ? 'mid' : 'low';
  const good = input.positive.map((c) => keywordSentence(rnd, c, input.walkMinutes));
  const bad = input.negative.map((c) => keywordSentence(rnd, c, input.walkMinutes));
  const goodFirst = mood === 'high' || (mood === 'mid' && rnd.chance(0.5));
  const [first, second] = goodFirst ? [good, bad] : [bad, good];
  const turning = rnd.pick(goodFirst ? TURNING_SENTENCES.toBad : TURNING_SENTENCES.toGood);
  const extrasSource = EXTRA_SENTENCES[input.kind];
  // Side remarks: mostly of the review's mood, at most one of the other colour, then neutral storytelling.
  const onMood =
    mood === 'high'
      ? extrasSource.good
      : mood === 'low'
        ? extrasSource.bad
        : [...extrasSource.good, ...extrasSource.bad];
  const offMood = mood === 'high' ? extrasSource.bad : mood === 'low' ? extrasSource.good : [];
  const extras = rnd.sample(onMood, input.compact ? 1 : 3);
  if (!input.compact && offMood.length > 0 && rnd.chance(0.3)) extras.push(rnd.pick(offMood));
  if (!input.compact) extras.push(...rnd.sample(NEUTRAL_SENTENCES[input.kind], 6));
  const closing = rnd.pick(CLOSING_SENTENCES[input.kind][mood]);

  const [lowTarget, highTarget] = input.compact
    ? [120, 320]
    : rnd.weighted<readonly [number, number]>([
        [[110, 260], 3],
        [[260, 520], 5],
        [[520, 950], 2],
      ]);
  const limit = rnd.int(lowTarget, highTarget);

  // Short reviews mention only some of their keywords, as people do; long ones mention all of them.
  const opening = [input.opener, ...(limit < 260 ? input.details.slice(0, 1) : input.details)];
  const mention = limit < 260 ? rnd.int(1, 2) : limit < 420 ? 3 : 5;
  const body = first.slice(0, mention);
  const tail = second.slice(0, mention);
  const added: string[] = [];
  const paragraphBreak = !input.compact && rnd.chance(0.4);
  const render = () => {
    const head = [...opening, ...body].join(' ');
    const rest = [turning, ...tail, ...added, closing].join(' ');
    return `${head}${paragraphBreak ? '\n\n' : ' '}${rest}`.trim();
  };
  let length = render().length;
  for (const extra of extras) {
    if (length >= limit || length + 1 + extra.length > CONTENT_MAX) break;
    added.push(extra);
    length += 1 + extra.length;
  }
  let text = render();
  // Keyword sentences alone can exceed the limit only with very long details; drop details first.
  while (text.length > CONTENT_MAX && opening.length > 1) {
    opening.pop();
    text = render();
  }
  while (text.length > CONTENT_MAX && tail.length > 1) {
    tail.pop();
    text = render();
  }
  if (text.length < CONTENT_MIN) {
    for (const extra of extrasSource.good.concat(extrasSource.bad)) {
      if (text.length >= CONTENT_MIN) break;
      if (!added.includes(extra)) added.push(extra);
      text = render();
    }
  }
  return text;
}

// ---------------------------------------------------------------------------------------------------------
// Keywords

interface KeywordPools {
  positive: string[];
  negative: string[];
}

const POOLS: Record<KeywordTarget, KeywordPools> = {
  BD: { positive: keywordCodes('BD', 'positive'), negative: keywordCodes('BD', 'negative') },
  DO: { positive: keywordCodes('DO', 'positive'), negative: keywordCodes('DO', 'negative') },
  AG: { positive: keywordCodes('AG', 'positive'), negative: keywordCodes('AG', 'negative') },
};

/** Up to k distinct items of the pool that pass `ok`, in random order. */
function sampleWhere(
  rnd: Random,
  pool: readonly string[],
  k: number,
  ok: (code: string) => boolean,
): string[] {
  const rest = pool.slice();
  const out: string[] = [];
  let n = rest.length;
  while (out.length < k && n > 0) {
    const j = Math.floor(rnd.next() * n);
    const item = rest[j] as string;
    rest[j] = rest[n - 1] as string;
    n--;
    if (ok(item)) out.push(item);
  }
  return out;
}

/** 3–5 codes per side (api-contract §5), never a code together with its opposite, tilted by the rating. */
function pickKeywords(
  rnd: Random,
  target: KeywordTarget,
  rating: number,
  forbidden: ReadonlySet<string>,
): { positive: string[]; negative: string[] } {
  const posCount = rating >= 4 ? rnd.int(4, 5) : rating === 3 ? rnd.int(3, 4) : 3;
  const negCount = rating <= 2 ? rnd.int(4, 5) : rating === 3 ? rnd.int(3, 4) : 3;
  const pools = POOLS[target];
  const positive = sampleWhere(rnd, pools.positive, posCount, (c) => !forbidden.has(c));
  const opposites = positive.map((c) => KEYWORD_BY_CODE.get(c)?.opposite);
  const negative = sampleWhere(
    rnd,
    pools.negative,
    negCount,
    (c) => !forbidden.has(c) && !opposites.includes(c),
  );
  return { positive, negative };
}

// ---------------------------------------------------------------------------------------------------------
// Generator

function pickRating(rnd: Random): number {
  return rnd.weighted([
    [5, 30],
    [4, 36],
    [3, 18],
    [2, 10],
    [1, 6],
  ]);
}

function pickGeneralType(rnd: Random, tier: PriceTier): GeneralType {
  return rnd.weighted<GeneralType>([
    ['ROOM', 45],
    ['OFFICETEL', tier === 'town' ? 8 : 18],
    ['HOUSE', 17],
    ['APARTMENT', 10],
    ['BOARDING_HOUSE', 10],
  ]);
}

function pickFloor(rnd: Random, type: GeneralType): Floor {
  switch (type) {
    case 'APARTMENT':
    case 'OFFICETEL':
      return rnd.weighted<Floor>([
        ['LOW', 30],
        ['MID', 45],
        ['HIGH', 25],
      ]);
    case 'BOARDING_HOUSE':
      return rnd.weighted<Floor>([
        ['BASEMENT', 10],
        ['LOW', 55],
        ['MID', 35],
      ]);
    default:
      return rnd.weighted<Floor>([
        ['BASEMENT', 8],
        ['LOW', 40],
        ['MID', 35],
        ['HIGH', 10],
        ['ATTIC', 7],
      ]);
  }
}

function spaceFor(rnd: Random, type: GeneralType): number {
  const pyeong =
    type === 'APARTMENT'
      ? rnd.int(13, 18)
      : type === 'OFFICETEL'
        ? rnd.int(6, 12)
        : type === 'HOUSE'
          ? rnd.int(6, 15)
          : type === 'BOARDING_HOUSE'
            ? rnd.int(4, 6)
            : rnd.int(5, 10);
  const sqm = Math.round(pyeong * 3.3058 * 10) / 10;
  return Math.min(60, Math.max(13, sqm));
}

function buildingName(rnd: Random, type: GeneralType, used: Set<string>): string {
  const table = BUILDING_NAMES[type];
  let name = '';
  for (let attempt = 0; attempt < 4; attempt++) {
    name = `${rnd.pick(table.prefixes)}${rnd.pick(table.suffixes)}`;
    if (!used.has(name)) break;
    if (attempt === 3) name = `${name} ${rnd.int(2, 5)}차`;
  }
  used.add(name);
  return name;
}

function makeUsers(rnd: Random, contexts: readonly CampusContext[]): SeedUser[] {
  const gnu = UNIVERSITIES.find((u) => u.name === '경상국립대학교');
  const created = isoKst(NOW_MS - TWO_YEARS_MS - 75 * DAY_MS);
  const users: SeedUser[] = [
    {
      id: 1,
      kakaoId: 'local-verified',
      nickname: '찐빵이0001',
      email: TEST_VERIFIED_EMAIL,
      status: 'verified',
      universityId: gnu?.id ?? null,
      createdAt: created,
    },
    {
      id: 2,
      kakaoId: 'local-unverified',
      nickname: '찐빵이0002',
      email: null,
      status: 'unverified',
      universityId: null,
      createdAt: created,
    },
    {
      id: 3,
      kakaoId: 'local-pending',
      nickname: '찐빵이0003',
      email: null,
      status: 'pending',
      universityId: null,
      createdAt: created,
    },
  ];
  const nicknames = new Set(users.map((u) => u.nickname));
  const kakaoIds = new Set(users.map((u) => u.kakaoId));
  const emails = new Set<string>([TEST_VERIFIED_EMAIL]);
  const flagshipUniversities = contexts.filter((c) => c.flagship).map((c) => c.university);
  for (let i = 0; i < 40; i++) {
    const id = users.length + 1;
    const status: SeedUser['status'] = i < 28 ? 'verified' : i < 34 ? 'pending' : 'unverified';
    let nickname: string;
    do nickname = `찐빵이${String(rnd.int(1000, 9999))}`;
    while (nicknames.has(nickname));
    nicknames.add(nickname);
    let kakaoId: string;
    do kakaoId = String(rnd.int(1_000_000_000, 3_999_999_999));
    while (kakaoIds.has(kakaoId));
    kakaoIds.add(kakaoId);
    let email: string | null = null;
    let universityId: number | null = null;
    if (status === 'verified') {
      // Every flagship campus gets at least one verified local, then a mix weighted towards big schools.
      const university =
        flagshipUniversities[i] ??
        (rnd.chance(0.5) ? rnd.pick(flagshipUniversities) : rnd.pick(UNIVERSITIES));
      const domain = university.emailDomains.find((d) => d.endsWith('.ac.kr')) ?? university.emailDomains[0];
      do email = `${rnd.pick(EMAIL_NAMES)}${rnd.int(10, 99)}@${domain}`;
      while (emails.has(email));
      emails.add(email);
      universityId = university.id;
    }
    users.push({
      id,
      kakaoId,
      nickname,
      email,
      status,
      universityId,
      createdAt: isoKst(
        NOW_MS - TWO_YEARS_MS - 60 * DAY_MS + Math.floor(rnd.next() * (TWO_YEARS_MS - 30 * DAY_MS)),
      ),
    });
  }
  return users;
}

interface ReviewDraft {
  review: Omit<SeedReview, 'id' | 'images' | 'createdAt'>;
  createdMs: number;
  imageCount: number;
}

/**
 * Deterministic seed data for the local API server: every university and campus, housing around each campus,
 * users (including the local sign-in test accounts) and reviews. Pure: no I/O, no clock, no global state.
 */
export function generateSeed(options: GenerateSeedOptions = {}): SeedData {
  const seed = options.seed ?? DEFAULT_SEED;
  const rnd = new Random(seed);
  const universities = UNIVERSITIES.map((u) => ({ ...u, campuses: u.campuses.map((c) => ({ ...c })) }));
  const contexts = campusContexts(universities);
  const large = options.totalBuildings !== undefined;
  const users = makeUsers(rnd, contexts);
  // Test accounts are left out of random authorship so their "my reviews" stay small and predictable.
  const verified = users.filter((u) => u.status === 'verified' && u.id > TEST_ACCOUNTS.length);
  const verifiedByUniversity = new Map<number, SeedUser[]>();
  for (const u of verified) {
    if (u.universityId === null) continue;
    verifiedByUniversity.set(u.universityId, [...(verifiedByUniversity.get(u.universityId) ?? []), u]);
  }
  const testVerified = users[0] as SeedUser;
  const testCampusId = contexts.find((c) => c.university.id === testVerified.universityId)?.campus.id;

  // Dormitories: 1–2 at each flagship campus (two at the test account's), one at some other campuses.
  const dormCounts = contexts.map((c) =>
    c.flagship ? (c.campus.id === testCampusId ? 2 : rnd.int(1, 2)) : rnd.chance(1 / 6) ? 1 : 0,
  );
  // How many general buildings each campus gets.
  const counts = contexts.map((c) => {
    if (options.buildingsPerCampus !== undefined)
      return c.flagship ? options.buildingsPerCampus * 12 : options.buildingsPerCampus;
    return c.flagship ? 24 : rnd.int(1, 2);
  });
  if (options.totalBuildings !== undefined) {
    const generalTotal = Math.max(0, options.totalBuildings - dormCounts.reduce((a, b) => a + b, 0));
    const weights = contexts.map((c) => (c.flagship ? 12 : 1));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    let assigned = 0;
    contexts.forEach((_, i) => {
      counts[i] = Math.floor((generalTotal * (weights[i] ?? 1)) / totalWeight);
      assigned += counts[i] ?? 0;
    });
    for (let i = 0; assigned < generalTotal; i = (i + 1) % contexts.length) {
      counts[i] = (counts[i] ?? 0) + 1;
      assigned++;
    }
  }

  const buildings: SeedBuilding[] = [];
  const agencies: SeedAgency[] = [];
  const drafts: ReviewDraft[] = [];

  // The verified test account has written a handful of reviews around its own campus ("my reviews" has content).
  let testAuthored = 0;
  const pickAuthor = (context: CampusContext, preferLocal: number): SeedUser => {
    if (context.campus.id === testCampusId && testAuthored < 6 && rnd.chance(0.4)) {
      testAuthored++;
      return testVerified;
    }
    const locals = verifiedByUniversity.get(context.university.id);
    if (locals && rnd.chance(preferLocal)) return rnd.pick(locals);
    return rnd.pick(verified);
  };

  const reviewTime = (author: SeedUser): number => {
    const from = Math.max(Date.parse(author.createdAt), NOW_MS - TWO_YEARS_MS);
    return from + Math.floor(rnd.next() * (NOW_MS - DAY_MS - from));
  };

  const likesFor = (authorId: number): number[] => {
    const count = large
      ? rnd.weighted([
          [0, 5],
          [1, 3],
          [2, 2],
        ])
      : rnd.weighted<number>([
          [0, 35],
          [rnd.int(1, 3), 40],
          [rnd.int(4, 8), 20],
          [rnd.int(9, 20), 5],
        ]);
    if (count === 0) return [];
    return rnd
      .sample(users, count + 1)
      .filter((u) => u.id !== authorId)
      .slice(0, count)
      .map((u) => u.id)
      .sort((a, b) => a - b);
  };

  const usedNames = new Set<string>();
  contexts.forEach((context, index) => {
    const { campus, parts, tier } = context;
    const prices = PRICES[tier];
    usedNames.clear();

    const dormCount = dormCounts[index] ?? 0;
    const profiles: BuildingProfile[] = [];
    for (let d = 1; d <= dormCount; d++) {
      const id = buildings.length + 1;
      const [latitude, longitude] = offsetPoint(rnd, campus.latitude, campus.longitude, rnd.int(120, 450));
      const building: SeedBuilding = {
        id,
        code: buildingCode(parts.prefix, 0, id),
        name: `${context.label} 기숙사 ${d}동`,
        type: 'DORMITORY',
        address: campus.address,
        latitude,
        longitude,
        campusId: campus.id,
        nearCampusId: campus.id,
      };
      buildings.push(building);
      profiles.push({
        building,
        context,
        distance: rnd.int(150, 900),
        elevator: rnd.chance(0.7),
        baseDeposit: 0,
        baseRent: 0,
        baseMaintenance: null,
        baseJeonse: 0,
        space: 0,
        dorm: {
          privateBath: rnd.chance(0.55),
          fridge: rnd.weighted<Availability>([
            ['private', 40],
            ['public', 40],
            ['none', 20],
          ]),
          microwave: rnd.weighted<Availability>([
            ['private', 10],
            ['public', 70],
            ['none', 20],
          ]),
          washer: rnd.weighted<Availability>([
            ['public', 85],
            ['none', 10],
            ['private', 5],
          ]),
          lounge: rnd.chance(0.7),
          feeOffset: prices.dormExtra + rnd.int(-10, 10),
        },
      });
    }

    const generalCount = counts[index] ?? 0;
    for (let g = 0; g < generalCount; g++) {
      const id = buildings.length + 1;
      const type = pickGeneralType(rnd, tier);
      const distance =
        type === 'APARTMENT'
          ? rnd.int(500, 1950)
          : type === 'OFFICETEL'
            ? rnd.int(250, 1800)
            : rnd.int(80, 1400);
      const [latitude, longitude] = offsetPoint(rnd, campus.latitude, campus.longitude, distance);
      const building: SeedBuilding = {
        id,
        code: buildingCode(parts.prefix, 0, id),
        name: buildingName(rnd, type, usedNames),
        type,
        address: roadAddress(rnd, parts),
        latitude,
        longitude,
        campusId: null,
        nearCampusId: campus.id,
      };
      buildings.push(building);
      const rentFactor = type === 'OFFICETEL' ? 1.2 : type === 'APARTMENT' ? 1.5 : 1;
      const depositFactor = type === 'APARTMENT' ? 2 : type === 'OFFICETEL' ? 1.3 : 1;
      profiles.push({
        building,
        context,
        distance,
        elevator:
          type === 'APARTMENT' || type === 'OFFICETEL'
            ? true
            : rnd.chance(type === 'ROOM' ? 0.5 : type === 'HOUSE' ? 0.2 : 0.1),
        baseDeposit:
          type === 'BOARDING_HOUSE'
            ? rnd.step(0, 50, 10)
            : Math.round((rnd.step(prices.deposit[0], prices.deposit[1], 50) * depositFactor) / 50) * 50,
        baseRent:
          type === 'BOARDING_HOUSE'
            ? rnd.int(prices.boardingRent[0], prices.boardingRent[1])
            : Math.round(rnd.int(prices.rent[0], prices.rent[1]) * rentFactor),
        baseMaintenance:
          type === 'BOARDING_HOUSE' || rnd.chance(0.12)
            ? null
            : rnd.int(prices.maintenance[0], prices.maintenance[1]) + (type === 'OFFICETEL' ? 3 : 0),
        baseJeonse: Math.min(
          Math.round(prices.jeonse[1] * 1.3),
          rnd.step(prices.jeonse[0], prices.jeonse[1], 500) * (type === 'APARTMENT' ? 1.3 : 1),
        ),
        space: spaceFor(rnd, type),
        dorm: null,
      });
    }

    for (const profile of profiles) {
      const isDorm = profile.dorm !== null;
      const reviewCount = isDorm
        ? rnd.int(4, 8)
        : large
          ? 1
          : context.flagship
            ? rnd.weighted([
                [1, 35],
                [2, 35],
                [3, 20],
                [4, 10],
              ])
            : rnd.weighted([
                [1, 55],
                [2, 45],
              ]);
      for (let r = 0; r < reviewCount; r++) {
        const author = pickAuthor(context, isDorm ? 0.9 : 0.6);
        drafts.push(
          isDorm
            ? dormReview(rnd, profile, author, reviewTime, likesFor, large)
            : generalReview(rnd, profile, author, reviewTime, likesFor, large),
        );
      }
    }

    // Agencies: a few at flagship campuses, the odd one elsewhere.
    const agencyCount = context.flagship ? 3 : rnd.chance(0.4) ? 1 : 0;
    for (let a = 0; a < agencyCount; a++) {
      const id = agencies.length + 1;
      const [latitude, longitude] = offsetPoint(rnd, campus.latitude, campus.longitude, rnd.int(100, 1200));
      let prefix = a === 0 && context.flagship ? context.label : rnd.pick(AGENCY_PREFIXES);
      while (usedNames.has(prefix)) prefix = rnd.pick(AGENCY_PREFIXES);
      usedNames.add(prefix);
      const agency: SeedAgency = {
        id,
        code: buildingCode(parts.prefix, 9, id),
        name: `${prefix}공인중개사사무소`,
        address: roadAddress(rnd, parts),
        latitude,
        longitude,
        nearCampusId: campus.id,
      };
      agencies.push(agency);
      const reviewCount = context.flagship ? rnd.int(1, 4) : rnd.int(1, 2);
      for (let r = 0; r < reviewCount; r++) {
        const author = pickAuthor(context, 0.6);
        drafts.push(agencyReview(rnd, agency, context, author, reviewTime, likesFor));
      }
    }
  });

  // Ids follow creation time, as an auto-increment column would.
  drafts.sort((a, b) => a.createdMs - b.createdMs);
  const reviews: SeedReview[] = drafts.map((draft, i) => {
    const id = i + 1;
    const images: string[] = [];
    for (let n = 1; n <= draft.imageCount; n++) images.push(`seed/r${id}-${n}.png`);
    return { id, ...draft.review, images, createdAt: isoKst(draft.createdMs) };
  });
  // Lot addresses come last, from their own numbers, so they leave every other seeded value as it was.
  for (const place of [...buildings, ...agencies]) {
    if ('type' in place && place.type === 'DORMITORY') continue;
    place.lotAddress = lotAddressNear(place);
  }
  return { universities, buildings, agencies, users, reviews };
}

type ReviewTime = (author: SeedUser) => number;
type Likes = (authorId: number) => number[];

function walkMinutes(distance: number): number {
  // Streets are ~25% longer than the straight line; students walk ~67 m a minute.
  return Math.max(2, Math.round((distance * 1.25) / 67));
}

function generalReview(
  rnd: Random,
  profile: BuildingProfile,
  author: SeedUser,
  reviewTime: ReviewTime,
  likesFor: Likes,
  compact: boolean,
): ReviewDraft {
  const { building, context } = profile;
  const type = building.type as GeneralType;
  const prices = PRICES[context.tier];
  const rating = pickRating(rnd);
  const contractType: SeedGeneralDetails['contractType'] =
    type !== 'BOARDING_HOUSE' && rnd.chance(type === 'APARTMENT' ? 0.4 : 0.18)
      ? 'DEPOSIT_RENT'
      : 'MONTHLY_RENT';
  const floor = pickFloor(rnd, type);
  const jitter = (value: number, step: number) =>
    Math.max(0, Math.round((value * (0.9 + rnd.next() * 0.2)) / step) * step);
  const general: SeedGeneralDetails =
    contractType === 'DEPOSIT_RENT'
      ? {
          contractType,
          deposit: jitter(profile.baseJeonse, 500),
          monthlyRent: null,
          maintenanceCost: profile.baseMaintenance,
          floor,
          space: profile.space,
        }
      : {
          contractType,
          deposit: jitter(profile.baseDeposit, type === 'BOARDING_HOUSE' ? 10 : 50),
          monthlyRent: jitter(profile.baseRent, 1),
          maintenanceCost: profile.baseMaintenance,
          floor,
          space: profile.space,
        };

  const forbidden = new Set<string>();
  if (profile.distance < 600) forbidden.add('NE_BD_LO_06');
  if (profile.distance > 1200) forbidden.add('PO_BD_LO_06');
  forbidden.add(profile.elevator ? 'NE_BD_MT_02' : 'PO_BD_MT_02');
  if (floor === 'BASEMENT') forbidden.add('PO_BD_ST_01');
  if (general.maintenanceCost === null) {
    // With no maintenance fee there is nothing to call cheap or expensive.
    forbidden.add('NE_BD_MT_04');
    forbidden.add('PO_BD_MT_04');
  }
  const { positive, negative } = pickKeywords(rnd, 'BD', rating, forbidden);

  const label =
    building.name.includes('고시') || building.name.includes('원룸텔') ? '고시원' : TYPE_LABEL[type];
  const period = rnd.pick(['한 학기', '6개월', '1년', '1년 반', '2년']);
  const opener = rnd.pick([
    `${context.label} 근처 ${label}인 ${building.name}에서 ${period} 살았어요.`,
    `${building.name}에서 ${period} 동안 자취했어요.`,
    `학교 다니면서 ${building.name}에 ${period} 정도 지냈어요.`,
    `${rnd.int(1, 4)}학년 때 ${building.name}에 들어와서 ${period} 살았어요.`,
  ]);
  const details: string[] = [];
  if (type === 'BOARDING_HOUSE' && general.monthlyRent !== null) {
    details.push(
      label === '고시원'
        ? `한 달 ${general.monthlyRent}만원이고 보증금은 ${general.deposit}만원이었어요.`
        : `하숙비는 한 달 ${general.monthlyRent}만원이고 아침저녁 식사가 포함돼요.`,
    );
  } else if (general.monthlyRent !== null) {
    details.push(
      general.maintenanceCost
        ? `보증금 ${formatManwon(general.deposit)}만원에 월세 ${general.monthlyRent}만원, 관리비 ${general.maintenanceCost}만원이에요.`
        : `보증금 ${formatManwon(general.deposit)}만원에 월세 ${general.monthlyRent}만원이고 관리비는 따로 없어요.`,
    );
    const [low, high] = prices.rent;
    const position = (general.monthlyRent - low) / (high - low);
    details.push(
      position < 0.33
        ? '주변 시세보다 저렴한 편이에요.'
        : position > 0.8
          ? '주변 시세에 비하면 조금 비싼 편이에요.'
          : '이 동네 시세랑 비슷한 수준이에요.',
    );
  } else {
    details.push(`전세 ${formatManwon(general.deposit)}만원으로 계약했어요.`);
    if (general.maintenanceCost) details.push(`관리비는 한 달에 ${general.maintenanceCost}만원 정도 나와요.`);
  }
  const pyeong = Math.round(general.space / 3.3058);
  details.push(
    type === 'APARTMENT'
      ? `${general.space}㎡(약 ${pyeong}평)라 친구랑 방을 나눠 쓰기 좋아요.`
      : `방은 ${general.space}㎡(약 ${pyeong}평)라 혼자 살기 ${general.space < 20 ? '딱 맞거나 조금 좁아요' : general.space < 33 ? '적당해요' : '넉넉해요'}.`,
  );
  const floorSentence: Partial<Record<Floor, string>> = {
    BASEMENT: '반지하라서 창밖 시선이 조금 신경 쓰여요.',
    ATTIC: '옥탑이라 옥상을 혼자 쓰는 재미가 있어요.',
    HIGH: '높은 층이라 전망이 좋아요.',
    LOW: '저층이라 오르내리기 편해요.',
  };
  const fs = floorSentence[floor];
  if (fs && rnd.chance(0.6)) details.push(fs);

  const content = composeContent(rnd, {
    kind: 'GENERAL',
    rating,
    positive,
    negative,
    opener,
    details,
    walkMinutes: walkMinutes(profile.distance),
    compact,
  });
  return {
    review: {
      kind: 'GENERAL',
      buildingId: building.id,
      agencyId: null,
      authorId: author.id,
      rating,
      content,
      positive,
      negative,
      likedBy: likesFor(author.id),
      general,
      depositReturn: seedDepositReturn(`b${building.id}`, author.id),
    },
    createdMs: reviewTime(author),
    imageCount: compact ? 2 : rnd.int(2, 6),
  };
}

function dormReview(
  rnd: Random,
  profile: BuildingProfile,
  author: SeedUser,
  reviewTime: ReviewTime,
  likesFor: Likes,
  compact: boolean,
): ReviewDraft {
  const { building, context } = profile;
  const dormProfile = profile.dorm as DormProfile;
  const rating = pickRating(rnd);
  const capacity = rnd.weighted([
    [1, 15],
    [2, 65],
    [4, 20],
  ]);
  const baseFee = capacity === 1 ? rnd.int(140, 175) : capacity === 2 ? rnd.int(95, 135) : rnd.int(70, 95);
  const dormFee = Math.min(180, Math.max(80, baseFee + dormProfile.feeOffset));
  const condition = rnd.weighted<'region' | 'grade' | 'none'>([
    ['region', 45],
    ['grade', 35],
    ['none', 20],
  ]);
  const currentRegion =
    condition === 'region' ? rnd.pick(PROVINCES.filter((p) => p !== context.parts.province)) : null;
  // spec 001: semester grade 0–4.5
  const currentGrade = condition === 'grade' ? Math.round((2.8 + rnd.next() * 1.7) * 100) / 100 : null;
  const privateFacilities: DormRoomFacility[] = [];
  const publicFacilities: DormRoomFacility[] = [];
  const bath = dormProfile.privateBath ? privateFacilities : publicFacilities;
  bath.push('화장실', '샤워실');
  const appliances: [DormRoomFacility, Availability][] = [
    ['냉장고', dormProfile.fridge],
    ['전자레인지', dormProfile.microwave],
    ['세탁기', dormProfile.washer],
  ];
  for (const [name, availability] of appliances) {
    if (availability === 'private') privateFacilities.push(name);
    if (availability === 'public') publicFacilities.push(name);
  }
  const dorm: SeedDormDetails = {
    campusId: context.campus.id,
    capacity,
    dormFee,
    floor: rnd.pick(DORM_FLOOR_TYPES),
    currentRegion,
    currentGrade,
    privateFacilities,
    publicFacilities,
    lounge: dormProfile.lounge,
  };

  const forbidden = new Set<string>();
  forbidden.add(dormProfile.lounge ? 'NE_DO_MT_10' : 'PO_DO_MT_10');
  forbidden.add(profile.elevator ? 'NE_DO_MT_02' : 'PO_DO_MT_02');
  if (profile.distance < 500) forbidden.add('NE_DO_LO_05');
  if (profile.distance > 700) forbidden.add('PO_DO_LO_05');
  const { positive, negative } = pickKeywords(rnd, 'DO', rating, forbidden);

  const semesters = rnd.int(1, 6);
  const opener = rnd.pick([
    `${building.name}에서 ${semesters}학기 지냈어요.`,
    `${building.name} ${capacity}인실에서 ${semesters}학기 살았어요.`,
    `${context.university.name} ${building.name} ${capacity}인실 후기예요.`,
  ]);
  const details = [`${capacity}인실이고 한 학기 기숙사비는 ${dormFee}만원이에요.`];
  details.push(
    dormProfile.privateBath
      ? '화장실과 샤워실은 방마다 따로 있어요.'
      : '화장실과 샤워실은 층마다 공용으로 써요.',
  );
  const mine = appliances.filter(([, a]) => a === 'private').map(([n]) => n);
  const shared = appliances.filter(([, a]) => a === 'public').map(([n]) => n);
  if (mine.length > 0) details.push(`방에 ${mine.join(', ')}가 있어요.`);
  if (shared.length > 0) details.push(`${shared.join(', ')}는 공용이에요.`);
  details.push(dormProfile.lounge ? '층마다 휴게실도 있어요.' : '따로 휴게 공간은 없어요.');
  if (currentRegion) details.push(`${currentRegion}에 살아서 거리 기준으로 합격했어요.`);
  if (currentGrade !== null) details.push(`직전 학기 학점 ${currentGrade.toFixed(2)}로 붙었어요.`);

  const content = composeContent(rnd, {
    kind: 'DORM',
    rating,
    positive,
    negative,
    opener,
    details,
    walkMinutes: walkMinutes(profile.distance),
    compact,
  });
  return {
    review: {
      kind: 'DORM',
      buildingId: building.id,
      agencyId: null,
      authorId: author.id,
      rating,
      content,
      positive,
      negative,
      likedBy: likesFor(author.id),
      dorm,
    },
    createdMs: reviewTime(author),
    imageCount: rnd.int(2, 6),
  };
}

function agencyReview(
  rnd: Random,
  agency: SeedAgency,
  context: CampusContext,
  author: SeedUser,
  reviewTime: ReviewTime,
  likesFor: Likes,
): ReviewDraft {
  const rating = pickRating(rnd);
  const { positive, negative } = pickKeywords(rnd, 'AG', rating, new Set());
  const what = rnd.pick(['원룸 월세', '투룸 전세', '오피스텔 월세', '빌라 전세', '원룸 전세']);
  const opener = rnd.pick([
    `자취방을 구할 때 ${agency.name}에서 ${what} 계약을 했어요.`,
    `${context.label} 근처 방을 알아보다가 ${agency.name}에 방문했어요.`,
    `${rnd.int(1, 12)}월에 ${what} 방을 구하면서 ${agency.name}를 이용했어요.`,
  ]);
  const details = [`하루 동안 방을 ${rnd.int(2, 6)}곳 정도 같이 보러 다녔어요.`];
  const content = composeContent(rnd, {
    kind: 'AGENCY',
    rating,
    positive,
    negative,
    opener,
    details,
    walkMinutes: 10,
    compact: false,
  });
  return {
    review: {
      kind: 'AGENCY',
      buildingId: null,
      agencyId: agency.id,
      authorId: author.id,
      rating,
      content,
      positive,
      negative,
      likedBy: likesFor(author.id),
      depositReturn: seedDepositReturn(`a${agency.id}`, author.id),
    },
    createdMs: reviewTime(author),
    imageCount: rnd.int(0, 3),
  };
}
