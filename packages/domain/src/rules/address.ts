// One building, one row: Korean addresses as typed, pasted or given by the postcode widget are
// reduced to an address key, so "경상남도 진주시 진주대로 501" and "경남 진주시 진주대로501 (가좌동)" name the same
// building. Road addresses (도로명) and lot addresses (지번) give keys of their own kind; a place keeps the keys of
// both of its addresses and a new place joins an existing one when a key is shared (ADR 0090). A lot address
// written without its 시/군/구 ("가좌동 482-3") takes it from the road address beside it or from the campus.
// Zod-free: the app, the server and the admin tools all use this one normalisation.

// --- Provinces (시/도) ------------------------------------------------------------------------------------------

/** The 17 provinces by their short key, with their official names (as of 2024: 강원·전북 특별자치도). */
export const PROVINCES = {
  서울: '서울특별시',
  부산: '부산광역시',
  대구: '대구광역시',
  인천: '인천광역시',
  광주: '광주광역시',
  대전: '대전광역시',
  울산: '울산광역시',
  세종: '세종특별자치시',
  경기: '경기도',
  강원: '강원특별자치도',
  충북: '충청북도',
  충남: '충청남도',
  전북: '전북특별자치도',
  전남: '전라남도',
  경북: '경상북도',
  경남: '경상남도',
  제주: '제주특별자치도',
} as const;
export type ProvinceKey = keyof typeof PROVINCES;

/** Every way a province is written, old names included (강원도 until 2023, 전라북도 until 2024). */
const PROVINCE_ALIASES: Record<string, ProvinceKey> = {};
for (const [key, official] of Object.entries(PROVINCES) as [ProvinceKey, string][]) {
  PROVINCE_ALIASES[key] = key;
  PROVINCE_ALIASES[official] = key;
}
Object.assign(PROVINCE_ALIASES, {
  서울시: '서울',
  부산시: '부산',
  대구시: '대구',
  인천시: '인천',
  대전시: '대전',
  울산시: '울산',
  세종시: '세종',
  강원도: '강원',
  충청북도: '충북',
  충청남도: '충남',
  전라북도: '전북',
  전라남도: '전남',
  경상북도: '경북',
  경상남도: '경남',
  제주도: '제주',
  경기: '경기',
});

/**
 * Cities, counties and districts (시/군/자치구) of each province. Used to infer a province left out of an address
 * ("진주시 가좌동 900" is in 경남); a name found in two provinces (중구, 고성군…) infers none.
 */
const DISTRICTS: Record<ProvinceKey, string> = {
  서울: '종로구 중구 용산구 성동구 광진구 동대문구 중랑구 성북구 강북구 도봉구 노원구 은평구 서대문구 마포구 양천구 강서구 구로구 금천구 영등포구 동작구 관악구 서초구 강남구 송파구 강동구',
  부산: '중구 서구 동구 영도구 부산진구 동래구 남구 북구 해운대구 사하구 금정구 강서구 연제구 수영구 사상구 기장군',
  대구: '중구 동구 서구 남구 북구 수성구 달서구 달성군 군위군',
  인천: '중구 동구 미추홀구 연수구 남동구 부평구 계양구 서구 강화군 옹진군',
  광주: '동구 서구 남구 북구 광산구',
  대전: '동구 중구 서구 유성구 대덕구',
  울산: '중구 남구 동구 북구 울주군',
  세종: '',
  경기: '수원시 성남시 의정부시 안양시 부천시 광명시 평택시 동두천시 안산시 고양시 과천시 구리시 남양주시 오산시 시흥시 군포시 의왕시 하남시 용인시 파주시 이천시 안성시 김포시 화성시 광주시 양주시 포천시 여주시 연천군 가평군 양평군',
  강원: '춘천시 원주시 강릉시 동해시 태백시 속초시 삼척시 홍천군 횡성군 영월군 평창군 정선군 철원군 화천군 양구군 인제군 고성군 양양군',
  충북: '청주시 충주시 제천시 보은군 옥천군 영동군 증평군 진천군 괴산군 음성군 단양군',
  충남: '천안시 공주시 보령시 아산시 서산시 논산시 계룡시 당진시 금산군 부여군 서천군 청양군 홍성군 예산군 태안군',
  전북: '전주시 군산시 익산시 정읍시 남원시 김제시 완주군 진안군 무주군 장수군 임실군 순창군 고창군 부안군',
  전남: '목포시 여수시 순천시 나주시 광양시 담양군 곡성군 구례군 고흥군 보성군 화순군 장흥군 강진군 해남군 영암군 무안군 함평군 영광군 장성군 완도군 진도군 신안군',
  경북: '포항시 경주시 김천시 안동시 구미시 영주시 영천시 상주시 문경시 경산시 의성군 청송군 영양군 영덕군 청도군 고령군 성주군 칠곡군 예천군 봉화군 울진군 울릉군',
  경남: '창원시 진주시 통영시 사천시 김해시 밀양시 거제시 양산시 의령군 함안군 창녕군 고성군 남해군 하동군 산청군 함양군 거창군 합천군',
  제주: '제주시 서귀포시',
};

const DISTRICT_PROVINCES = new Map<string, Set<ProvinceKey>>();
for (const [province, names] of Object.entries(DISTRICTS) as [ProvinceKey, string][]) {
  for (const name of names.split(' ').filter(Boolean)) {
    const set = DISTRICT_PROVINCES.get(name) ?? new Set<ProvinceKey>();
    set.add(province);
    DISTRICT_PROVINCES.set(name, set);
  }
}

/** The province a token names (서울특별시, 서울시, 서울 → 서울), or null. */
export function provinceOf(token: string): ProvinceKey | null {
  return PROVINCE_ALIASES[token] ?? null;
}

/** The only province with a district of this name ('진주시' → 경남), or null when none or several have one. */
export function provinceOfDistrict(district: string): ProvinceKey | null {
  const provinces = DISTRICT_PROVINCES.get(district);
  return provinces && provinces.size === 1 ? ([...provinces][0] ?? null) : null;
}

// --- Parsing -------------------------------------------------------------------------------------------------

/** A Korean address reduced to its parts, in the canonical forms the key is made of. */
export interface ParsedAddress {
  /** 도로명 주소 (road name and building number) or 지번 주소 (동/리 and lot number). */
  kind: 'road' | 'lot';
  /** Short province key (경남), or null when neither written nor inferable. */
  province: ProvinceKey | null;
  /** 시/군/자치구 (the 일반구 of a city is left out: road names and 동 are unique within the city). */
  district: string;
  /** 읍/면 of a lot address ('' when none); road addresses leave it out (road names are unique per district). */
  town: string;
  /** Road name (진주대로, 진주대로501번길) or 동/리/가 (가좌동, 신안리, 종로1가). */
  street: string;
  /** Building or lot number: '501', '12-3', '지하12', '산12-3'. */
  number: string;
}

const DASHES = /[‐‑‒–—―−－~〜]/g;

/** The address text in one form: brackets and their content gone, dashes, commas and spacing unified. */
export function normalizeAddressText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\([^)]*\)|（[^）]*）|\[[^\]]*\]/g, ' ')
      .replace(/[,·，]/g, ' ')
      .replace(DASHES, '-')
      // 900번지 1호 / 900번지의 1 / 900의 1 → 900-1; 900번지 → 900
      .replace(/(\d+)\s*번지\s*(?:의\s*(\d+)|(\d+)\s*호)/g, (_, main, a, b) => `${main}-${a ?? b}`)
      .replace(/(\d+)\s*번지/g, '$1')
      .replace(/(\d+)\s*의\s*(\d+)/g, '$1-$2')
      .replace(/(\d)\s*-\s*(\d)/g, '$1-$2')
      // 청춘로 18 번길 → 청춘로 18번길
      .replace(/(\d+)\s+(번[가-힣]?길)/g, '$1$2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const NUMBER = /^\d+(?:-\d+)?$/;
/** `501번길`, `23길`, `7가길`: the numbered branch of a road, written apart from it. */
const BRANCH = /^\d+(?:번)?[가-힣]?길$/;
/** A road name glued to its number: 진주대로501, 진주대로501번길12. */
const ROAD_WITH_NUMBER = /^(.*[로길])(\d+(?:-\d+)?)$/;
/** A 동/리/가 glued to its lot number: 가좌동900. */
const LOT_WITH_NUMBER = /^(.*[동리가])((?:산)?\d+(?:-\d+)?)$/;

const canonicalNumber = (value: string) =>
  value
    .split('-')
    .map((part) => String(Number(part)))
    .filter((part, index) => index === 0 || part !== '0')
    .join('-');

const isRoad = (token: string) => /[가-힣0-9][로길]$/.test(token) && !/^\d+[로길]$/.test(token);
const isLotArea = (token: string) => /[가-힣0-9][동리가]$/.test(token) && !/^\d+[동리가]$/.test(token);
const isDistrict = (token: string) => /[가-힣][시군구]$/.test(token);
const isTown = (token: string) => /[가-힣][읍면]$/.test(token);

const PROVINCE_PREFIXES = Object.keys(PROVINCE_ALIASES).sort((a, b) => b.length - a.length);
const DISTRICT_PREFIXES = [...DISTRICT_PROVINCES.keys()].sort((a, b) => b.length - a.length);
/** What may follow a 시/군/구 glued to it: another 구, a 읍/면, a road or 동 with or without its number. */
const AFTER_DISTRICT =
  /^(?:[가-힣]+[구읍면]|[가-힣0-9]+[로길](?:\d+(?:-\d+)?)?|[가-힣0-9]+[동리가](?:산?\d+(?:-\d+)?)?)$/;

/** "경남진주시" → 경남, 진주시; "진주시청춘로18번길107" → 진주시, 청춘로18번길107 (typed without spaces). */
function peelGlued(token: string): string[] {
  if (PROVINCE_ALIASES[token] || DISTRICT_PROVINCES.has(token)) return [token];
  for (const province of PROVINCE_PREFIXES) {
    const rest = token.slice(province.length);
    if (token.startsWith(province) && DISTRICT_PREFIXES.some((d) => rest.startsWith(d)))
      return [province, ...peelGlued(rest)];
  }
  for (const district of DISTRICT_PREFIXES) {
    const rest = token.slice(district.length);
    // Only a rest with a number or a 구/읍/면 is peeled: 서구청로 is a road of its own, not 서구 + 청로.
    if (token.startsWith(district) && AFTER_DISTRICT.test(rest) && /\d|[구읍면]$/.test(rest))
      return [district, ...peelGlued(rest)];
  }
  return [token];
}

/** Splits glued forms (진주대로501 → 진주대로 501) and joins a road to its branch (진주대로 501번길). */
function addressTokens(text: string): string[] {
  const split: string[] = [];
  for (const raw of normalizeAddressText(text).split(' ').flatMap(peelGlued)) {
    if (!raw) continue;
    const road = ROAD_WITH_NUMBER.exec(raw);
    if (road?.[1] && road[2] && isRoad(road[1])) {
      split.push(road[1], road[2]);
      continue;
    }
    const lot = LOT_WITH_NUMBER.exec(raw);
    if (lot?.[1] && lot[2] && isLotArea(lot[1]) && !isRoad(lot[1])) {
      split.push(lot[1], lot[2]);
      continue;
    }
    split.push(raw);
  }
  const tokens: string[] = [];
  for (const token of split) {
    const previous = tokens[tokens.length - 1];
    if (previous !== undefined && isRoad(previous) && !BRANCH.test(previous) && BRANCH.test(token)) {
      tokens[tokens.length - 1] = `${previous}${token}`;
    } else tokens.push(token);
  }
  return tokens;
}

/** 광주 and 광주시 name 광주광역시 before one of its 구, and 경기도 광주시 otherwise. */
const GWANGJU_METRO_DISTRICTS = new Set(DISTRICTS.광주.split(' '));

/** The 시/도 and 시/군/구 an address lies in. */
export interface AddressArea {
  province: ProvinceKey | null;
  district: string;
}

/**
 * Reads a Korean road or lot address (with or without province, spacing, brackets, 번지 and hyphen forms). Null when
 * it is not a whole address: at least a district (or 세종), a road with its building number or a 동/리 with its
 * lot number. What follows the number (동·호수, 층) is ignored. An address written without its 시/군/구 takes
 * `inherit`'s (the road address beside it, or the campus), and is null without one.
 */
export function parseKoreanAddress(text: string, inherit?: AddressArea | null): ParsedAddress | null {
  const tokens = addressTokens(text);
  let i = 0;
  let province: ProvinceKey | null = null;
  const first = tokens[0];
  if (first === '광주' || first === '광주시') {
    // 광주광역시 before one of its 구; otherwise 경기도 광주시 written without its province.
    if (GWANGJU_METRO_DISTRICTS.has(tokens[1] ?? '')) {
      province = '광주';
      i = 1;
    } else {
      province = '경기';
      tokens[0] = '광주시';
    }
  } else if (first !== undefined) {
    province = provinceOf(first);
    if (province) i = 1;
  }
  const districts: string[] = [];
  while (i < tokens.length && districts.length < 2 && isDistrict(tokens[i] as string)) {
    districts.push(tokens[i] as string);
    i++;
  }
  const district = districts[0] ?? '';
  if (!province && district) province = provinceOfDistrict(district);
  // 군위군 moved from 경북 to 대구 in 2023: old addresses still say 경북.
  if (province === '경북' && district === '군위군') province = '대구';
  if (!district && province !== '세종') {
    // "가좌동 482-3": no 시/군/구 written; it is the one of the address it was written with.
    if (!inherit || (province !== null && inherit.province !== null && province !== inherit.province))
      return null;
    return parseKoreanAddress(
      [inherit.province ?? '', inherit.district, ...tokens.slice(i)].filter(Boolean).join(' '),
    );
  }
  let town = '';
  if (i < tokens.length && isTown(tokens[i] as string)) {
    town = tokens[i] as string;
    i++;
  }
  const street = tokens[i];
  if (street === undefined) return null;
  let next = tokens[i + 1];
  if (isRoad(street)) {
    let underground = '';
    if (next === '지하') {
      underground = '지하';
      next = tokens[i + 2];
    } else if (next?.startsWith('지하') && NUMBER.test(next.slice(2))) {
      underground = '지하';
      next = next.slice(2);
    }
    if (next === undefined || !NUMBER.test(next)) return null;
    return {
      kind: 'road',
      province,
      district,
      town: '',
      street,
      number: underground + canonicalNumber(next),
    };
  }
  if (isLotArea(street)) {
    let mountain = '';
    if (next === '산') {
      mountain = '산';
      next = tokens[i + 2];
    } else if (next?.startsWith('산') && NUMBER.test(next.slice(1))) {
      mountain = '산';
      next = next.slice(1);
    }
    if (next === undefined || !NUMBER.test(next)) return null;
    return { kind: 'lot', province, district, town, street, number: mountain + canonicalNumber(next) };
  }
  return null;
}

/**
 * The address key of one address: `R|경남|진주시|진주대로|501` (road) or `J|경남|진주시||가좌동|900` (lot), or null
 * when the text is not a whole address. Two addresses with the same key name the same building.
 */
export function addressKey(text: string, inherit?: AddressArea | null): string | null {
  const a = parseKoreanAddress(text, inherit);
  if (!a) return null;
  return a.kind === 'road'
    ? `R|${a.province ?? ''}|${a.district}|${a.street}|${a.number}`
    : `J|${a.province ?? ''}|${a.district}|${a.town}|${a.street}|${a.number}`;
}

/** The keys of a place's addresses (road and lot; either field may hold either kind), without repeats. */
export function addressKeys(...texts: readonly (string | null | undefined)[]): string[] {
  const keys = texts.flatMap((text) => {
    const key = text ? addressKey(text) : null;
    return key ? [key] : [];
  });
  return [...new Set(keys)];
}

/** Whether two addresses name the same building. */
export function sameAddress(a: string, b: string): boolean {
  const key = addressKey(a);
  return key !== null && key === addressKey(b);
}

/** The address as a key when it cannot be read: its text without spacing, so only the same text matches. */
export function addressTextKey(text: string): string {
  return `T|${normalizeAddressText(text).replace(/\s+/g, '')}`;
}

/** The area an address names (its 시/도 and 시/군/구), or null when it cannot be read. */
export function addressArea(text: string | null | undefined): AddressArea | null {
  const a = text ? parseKoreanAddress(text) : null;
  return a ? { province: a.province, district: a.district } : null;
}

/** "경남 진주시" (or "중구" when the province is unknown; "세종" for 세종). */
export function areaLabel(area: AddressArea): string {
  return [area.province ?? '', area.district].filter(Boolean).join(' ');
}

/**
 * The keys a place is matched by: its road and lot address keys, or the text key of an address
 * that cannot be read (so that the same text still matches). Never empty. A lot address without its 시/군/구
 * takes the road address's, else `fallbackArea`'s (the campus).
 */
export function placeAddressKeys(
  address: string,
  lotAddress?: string | null,
  fallbackArea?: AddressArea | null,
): string[] {
  const area = addressArea(address) ?? fallbackArea ?? null;
  const keys = [
    ...new Set(
      [addressKey(address, area), lotAddress ? addressKey(lotAddress, area) : null].filter(
        (k): k is string => k !== null,
      ),
    ),
  ];
  return keys.length > 0 ? keys : [addressTextKey(address)];
}

/**
 * The lot address as it is kept: read in full, with its 시/도 and 시/군/구 ("가좌동 482-3" beside a 진주시 road
 * address → "경남 진주시 가좌동 482-3"), or as typed when it cannot be read.
 */
export function completeLotAddress(
  lotAddress: string,
  address: string,
  fallbackArea?: AddressArea | null,
): string {
  const text = lotAddress.trim();
  if (text === '' || parseKoreanAddress(text)) return text;
  const lot = parseKoreanAddress(text, addressArea(address) ?? fallbackArea ?? null);
  if (lot?.kind !== 'lot') return text;
  return [lot.province ?? '', lot.district, lot.town, lot.street, lot.number].filter(Boolean).join(' ');
}

/**
 * The 법정동 (or 리) of a place: the 동/리 of its lot address, else the one a road address names in brackets
 * ("진주대로 501 (가좌동)"), or null.
 */
export function legalDongOf(
  address: string,
  lotAddress?: string | null,
  fallbackArea?: AddressArea | null,
): string | null {
  const lot = lotAddress
    ? parseKoreanAddress(lotAddress, addressArea(address) ?? fallbackArea ?? null)
    : null;
  if (lot?.kind === 'lot') return lot.street;
  const bracket = /\(([^),]+)/.exec(address.normalize('NFC'))?.[1]?.trim() ?? '';
  if (/^[가-힣0-9]+[동리가]$/.test(bracket) && !/^\d/.test(bracket)) return bracket;
  // A road address in a 읍/면 names it ("무안군 청계면 영산로 1666"): the town is as near as it gets.
  const tokens = addressTokens(address);
  const town = tokens.findIndex((t, i) => i > 0 && isTown(t) && isDistrict(tokens[i - 1] ?? ''));
  return town > 0 ? (tokens[town] ?? null) : null;
}

// --- Search terms --------------------------------------------------------------------------------------------

/** The place search splits a keyword into at most this many terms (each must match name or an address). */
export const MAX_SEARCH_TERMS = 5;

/**
 * A place-search keyword as terms that must each appear in a place's name, road address or lot address:
 * glued forms split (진주대로501 → 진주대로, 501), provinces dropped (a stored address may spell them otherwise),
 * 번지 and hyphens unified. Single characters are dropped unless they are a number.
 */
export function placeSearchTerms(keyword: string): string[] {
  // A step opens with an empty box: reading it would cost the address rules' first run inside the tap.
  if (keyword.trim() === '') return [];
  const tokens = addressTokens(keyword);
  const kept = tokens.filter((t) => provinceOf(t) === null && (t.length >= 2 || /^\d+$/.test(t)));
  const terms = kept.length > 0 ? kept : tokens.filter((t) => t.length >= 2);
  return [...new Set(terms)].slice(0, MAX_SEARCH_TERMS);
}

// --- Names ---------------------------------------------------------------------------------------------------

/** A place name for comparison: no spacing, punctuation or case ("가좌 기숙사 1동" = "가좌기숙사1동"). */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

function bigrams(text: string): string[] {
  const chars = [...text];
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => `${chars[i]}${c}`);
}

/** How alike two place names are, 0..1 (Dice coefficient of character pairs after {@link normalizePlaceName}). */
export function placeNameSimilarity(a: string, b: string): number {
  const x = normalizePlaceName(a);
  const y = normalizePlaceName(b);
  if (x === '' || y === '') return 0;
  if (x === y) return 1;
  const left = bigrams(x);
  const right = new Map<string, number>();
  for (const g of bigrams(y)) right.set(g, (right.get(g) ?? 0) + 1);
  let shared = 0;
  for (const g of left) {
    const n = right.get(g) ?? 0;
    if (n > 0) {
      shared++;
      right.set(g, n - 1);
    }
  }
  return (2 * shared) / (left.length + bigrams(y).length);
}

/** Names that probably mean the same place: equal, one inside the other, or similar enough (≥ 0.6). */
export function similarPlaceNames(a: string, b: string): boolean {
  const x = normalizePlaceName(a);
  const y = normalizePlaceName(b);
  if (x === '' || y === '') return false;
  if (x === y) return true;
  // 기숙사 1동 and 2동, 101호 and 102호: numbers tell places apart however alike the rest is.
  const digits = (t: string) => t.match(/\d+/g)?.join(',') ?? '';
  if (digits(x) !== digits(y) && digits(x) !== '' && digits(y) !== '') return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if ([...short].length >= 2 && long.includes(short)) return true;
  return placeNameSimilarity(x, y) >= 0.6;
}

// --- A place's address columns --------------------------------------------------------------------------------

/** What a place keeps of its addresses: the lot address in full, its keys, its area and its 법정동. */
export interface PlaceAddressFacts {
  lotAddress: string | null;
  addressKeys: string[];
  /** {@link areaLabel} of the road address (else the lot address, else `fallbackArea`), '' when unknown. */
  district: string;
  legalDong: string | null;
}

/** The columns a place is stored with, from its road and lot address (and the campus, for a lot without 시/군/구). */
export function placeAddressFacts(
  address: string,
  lotAddress?: string | null,
  fallbackArea?: AddressArea | null,
): PlaceAddressFacts {
  const lot = lotAddress?.trim() ? completeLotAddress(lotAddress, address, fallbackArea) : null;
  const area = addressArea(address) ?? addressArea(lot) ?? fallbackArea ?? null;
  return {
    lotAddress: lot,
    addressKeys: placeAddressKeys(address, lot, fallbackArea),
    district: area ? areaLabel(area) : '',
    legalDong: legalDongOf(address, lot, fallbackArea),
  };
}
