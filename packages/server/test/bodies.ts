import sharp from 'sharp';

/** Valid request bodies for the writing calls, shared by the writing, authorization and fuzz tests. */
export const CONTENT =
  '역에서 가깝고 주변이 조용해서 공부하기 좋았어요. 관리인분이 친절하시고 분리수거도 잘 되어 있어요. 다만 여름에는 에어컨을 세게 틀어야 할 만큼 더웠고 수압이 약한 편이었어요. 전체적으로 추천합니다!';

/** Small real images (the server decodes every photo), made once per test file. */
const tile = (background: string) => sharp({ create: { width: 24, height: 16, channels: 3, background } });
export const PNG = new Uint8Array(await tile('#c55').png().toBuffer());
export const JPEG = new Uint8Array(await tile('#5c5').jpeg().toBuffer());
export const WEBP = new Uint8Array(await tile('#55c').webp().toBuffer());
export const AVIF = new Uint8Array(await tile('#cc5').avif().toBuffer());
/** A HEIC header (HEVC-coded HEIC cannot be made or decoded by this sharp build). */
export const HEIC = new Uint8Array([
  0,
  0,
  0,
  24,
  ...new TextEncoder().encode('ftypheic'),
  0,
  0,
  0,
  0,
  ...new TextEncoder().encode('mif1heic'),
]);

export function generalBody(imageUrls: string[], overrides: Record<string, unknown> = {}) {
  return {
    generalReview: {
      contractType: 'MONTHLY_RENT',
      deposit: 300,
      monthlyRent: 45,
      maintenanceCost: 7,
      floor: 'MID',
      space: 19.8,
      rating: 4,
      content: CONTENT,
    },
    imageUrls,
    buildingRequest: {
      buildingCode: newBuildingCode('NEW-BD-1'),
      name: '새로 지은 원룸',
      type: 'ROOM',
      address: '서울특별시 성북구 안암로 99',
      latitude: 37.5925,
      longitude: 127.0335,
    },
    keywords: {
      positive: ['PO_BD_LO_01', 'PO_BD_LO_03', 'PO_BD_MT_01'],
      negative: ['NE_BD_ST_01', 'NE_BD_ST_04', 'NE_BD_MT_06'],
    },
    ...overrides,
  };
}

export function dormBody(imageUrls: string[], campusId: number, overrides: Record<string, unknown> = {}) {
  return {
    dormitoryReview: { campusId, capacity: 4, dormFee: 95, floor: 'HIGH', rating: 3, content: CONTENT },
    imageUrls,
    buildingRequest: {
      buildingCode: 'D-105',
      name: '가나학사',
      type: 'DORMITORY',
      address: '서울특별시 성북구 안암로 1',
      latitude: 37.5895,
      longitude: 127.0305,
    },
    keywords: {
      positive: ['PO_DO_LO_01', 'PO_DO_ST_03', 'PO_DO_MT_05'],
      negative: ['NE_DO_LO_04', 'NE_DO_ST_05', 'NE_DO_MT_06'],
    },
    condition: { currentRegion: '대구광역시', currentGrade: '4.1' },
    facilities: { privateFacilities: ['화장실'], publicFacilities: ['세탁기', '전자레인지'], lounge: true },
    ...overrides,
  };
}

export function agencyBody(overrides: Record<string, unknown> = {}) {
  return {
    agencyReview: { rating: 5, content: CONTENT },
    imageUrls: [],
    buildingRequest: {
      buildingCode: 'A-201',
      name: '안암공인중개사사무소',
      type: 'AGENCY',
      address: '서울특별시 성북구 안암로 21',
      latitude: 37.5915,
      longitude: 127.0315,
    },
    keywords: {
      positive: ['PO_AG_PD_02', 'PO_AG_SO_03', 'PO_AG_SO_05'],
      negative: ['NE_AG_PD_01', 'NE_AG_SO_01', 'NE_AG_SO_02'],
    },
    ...overrides,
  };
}

/**
 * A 건물관리번호 (25 digits) for a building the tests register: the server accepts a code it does not know only in
 * that form (issue 11 item 6), and two different codes are two buildings even at one address.
 */
export function newBuildingCode(label: string): string {
  let h = 7;
  for (const ch of label) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  return `9${String(h).padStart(24, '0')}`;
}
