import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  type CreateFacilities,
  DORM_FACILITIES,
  FLOOR_TYPES,
  GENERAL_HOUSING_TYPES,
  type HousingType,
} from '../enums';
import { KEYWORDS, type KeywordCode } from '../keywords';
import { reviewDraftSchema } from '../wire/draft';
import { parseWire } from '../wire/parse';
import { reviewDetailSchema } from '../wire/reading';
import { createReviewBodySchemas, updateReviewBodySchemas } from '../wire/writing';
import {
  changeContractType,
  chooseHousingType,
  DRAFT_EXPIRY_MS,
  draftFromReviewDetail,
  emptyReviewDraft,
  isDraftExpired,
  MONEY_LIMITS,
  MONEY_MESSAGES,
  maintenanceCostInputOf,
  normalizeMaintenanceCost,
  parseMoneyField,
  type ReviewDraft,
  setContractPrices,
  setDormCriteria,
  toCreatePayload,
  toUpdatePayload,
} from './draft';
import { VALIDATION_MESSAGES } from './validation';

// Property tests run hundreds of cases; give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const codes = (target: string, polarity: string, n: number, skip = 0) =>
  KEYWORDS.filter((k) => k.target === target && k.polarity === polarity)
    .slice(skip, skip + n)
    .map((k) => k.code);

const fullFacilities: CreateFacilities = {
  화장실: '개인',
  샤워실: '공용',
  냉장고: '없음',
  전자레인지: '개인',
  세탁기: '공용',
  휴게시설: '있음',
};

function generalDraft(overrides: Partial<ReviewDraft> = {}): ReviewDraft {
  return {
    ...emptyReviewDraft(),
    housingType: 'ROOM',
    address: '경남 진주시 진주대로 501',
    detailedAddress: '찐빵하우스',
    buildingCode: '4817010100',
    latitude: 35.15,
    longitude: 128.1,
    floorType: 'LOW',
    space: 7,
    contractType: 'MONTHLY_RENT',
    deposit: 500,
    monthlyRent: 45,
    maintenanceCost: 5,
    content: '가'.repeat(120),
    pros: codes('BD', 'positive', 3),
    cons: codes('BD', 'negative', 3, 10),
    images: ['https://x.kr/1.jpg', 'https://x.kr/2.jpg'],
    rating: 4,
    ...overrides,
  };
}

function dormDraft(overrides: Partial<ReviewDraft> = {}): ReviewDraft {
  return {
    ...generalDraft(),
    housingType: 'DORMITORY',
    detailedAddress: '',
    university: '경상국립대학교',
    campusId: 3,
    dormitoryName: '개척관',
    roomCapacity: 4,
    dormitoryFee: 120,
    floorType: 'HIGH',
    pros: codes('DO', 'positive', 3),
    cons: codes('DO', 'negative', 3, 10),
    dormitoryConditions: {
      hasDistanceCriteria: true,
      hasGradeCriteria: true,
      residenceArea: '서울',
      semesterGrade: 4.2,
    },
    facilityConditions: fullFacilities,
    ...overrides,
  };
}

function agencyDraft(overrides: Partial<ReviewDraft> = {}): ReviewDraft {
  return {
    ...emptyReviewDraft(),
    housingType: 'AGENCY',
    address: '경남 진주시 가좌동 1',
    detailedAddress: '찐빵부동산',
    latitude: 35.15,
    longitude: 128.1,
    content: '나'.repeat(150),
    pros: codes('AG', 'positive', 3),
    cons: codes('AG', 'negative', 3, 5),
    rating: 2,
    ...overrides,
  };
}

describe('toCreatePayload (spec 001 §7, decisions.md)', () => {
  it('general 월세: pyeong → ㎡, rent kept, fee kept', () => {
    const result = toCreatePayload(generalDraft());
    expect(result.ok).toBe(true);
    if (!result.ok || result.kind !== 'GENERAL') return;
    expect(result.body.generalReview).toEqual({
      contractType: 'MONTHLY_RENT',
      deposit: 500,
      monthlyRent: 45,
      maintenanceCost: 5,
      floor: 'LOW',
      space: 23.14,
      rating: 4,
      content: '가'.repeat(120),
      depositReturn: null,
    });
    expect(result.body.buildingRequest).toEqual({
      placeId: null,
      buildingCode: '4817010100',
      name: '찐빵하우스',
      type: 'ROOM',
      address: '경남 진주시 진주대로 501',
      lotAddress: null,
      latitude: 35.15,
      longitude: 128.1,
    });
  });

  it('전세 → monthlyRent null; management fee 0 → null; no area → 25', () => {
    const result = toCreatePayload(
      generalDraft({ contractType: 'DEPOSIT_RENT', monthlyRent: 45, maintenanceCost: 0, space: null }),
    );
    expect(result.ok && result.kind === 'GENERAL' && result.body.generalReview).toMatchObject({
      monthlyRent: null,
      maintenanceCost: null,
      space: 25,
    });
  });

  it('a general review needs the confirmed coordinates', () => {
    expect(toCreatePayload(generalDraft({ latitude: null }))).toMatchObject({ ok: false, field: 'latitude' });
  });

  it('dormitory: chosen campus, capacity, conditions as text, facilities on the wire', () => {
    const result = toCreatePayload(dormDraft());
    expect(result.ok).toBe(true);
    if (!result.ok || result.kind !== 'DORM') return;
    expect(result.body.dormitoryReview).toEqual({
      campusId: 3,
      capacity: 4,
      dormFee: 120,
      floor: 'HIGH',
      rating: 4,
      content: '가'.repeat(120),
    });
    expect(result.body.condition).toEqual({ currentRegion: '서울', currentGrade: '4.2' });
    expect(result.body.facilities).toEqual({
      privateFacilities: ['화장실', '전자레인지'],
      publicFacilities: ['샤워실', '세탁기'],
      lounge: true,
    });
    expect(result.body.buildingRequest.name).toBe('개척관');
  });

  it('dormitory defaults: capacity 1, fee 0, floor LOW, coordinates when unknown; criteria off → null', () => {
    const result = toCreatePayload(
      dormDraft({
        roomCapacity: null,
        dormitoryFee: null,
        floorType: null,
        dormitoryConditions: {
          hasDistanceCriteria: false,
          hasGradeCriteria: false,
          residenceArea: 'x',
          semesterGrade: 3,
        },
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok || result.kind !== 'DORM') return;
    expect(result.body.dormitoryReview).toMatchObject({ capacity: 1, dormFee: 0, floor: 'LOW' });
    expect(result.body.condition).toEqual({ currentRegion: null, currentGrade: null });
  });

  it('agency: rating and content only, the pinned coordinates, no made-up building code', () => {
    const result = toCreatePayload(agencyDraft());
    expect(result.ok).toBe(true);
    if (!result.ok || result.kind !== 'AGENCY') return;
    expect(result.body.agencyReview).toEqual({ rating: 2, content: '나'.repeat(150) });
    expect(result.body.imageUrls).toEqual([]);
    expect(result.body.buildingRequest).toMatchObject({
      type: 'AGENCY',
      name: '찐빵부동산',
      placeId: null,
      buildingCode: null,
    });
  });

  it.each([
    ['no type', generalDraft({ housingType: null }), 'housingType'],
    ['no campus (never a constant)', dormDraft({ campusId: null }), 'campusId'],
    ['no pin (never a constant position)', dormDraft({ latitude: null, longitude: null }), 'latitude'],
    ['agency without a pin', agencyDraft({ latitude: null }), 'latitude'],
    ['capacity 0', dormDraft({ roomCapacity: 0 }), 'roomCapacity'],
    ['capacity 1.5', dormDraft({ roomCapacity: 1.5 }), 'roomCapacity'],
    [
      'grade 5',
      dormDraft({
        dormitoryConditions: {
          hasDistanceCriteria: false,
          hasGradeCriteria: true,
          residenceArea: '',
          semesterGrade: 5,
        },
      }),
      'dormitoryConditions',
    ],
    ['facilities missing', dormDraft({ facilityConditions: { 화장실: '개인' } }), 'facilityConditions'],
    ['short content', generalDraft({ content: '짧아요' }), 'content'],
    ['one photo', generalDraft({ images: ['a'] }), 'images'],
    ['no rating', generalDraft({ rating: null }), 'rating'],
    ['2 pros', generalDraft({ pros: codes('BD', 'positive', 2) }), 'keywords'],
    ['wolse without rent', generalDraft({ monthlyRent: null }), 'monthlyRent'],
    ['no building name', generalDraft({ detailedAddress: ' ' }), 'detailedAddress'],
    ['no floor', generalDraft({ floorType: null }), 'floorType'],
    ['no address', agencyDraft({ address: '' }), 'address'],
  ] as const)('refuses %s', (_name, draft, field) => {
    const result = toCreatePayload(draft);
    expect(result).toMatchObject({ ok: false, field });
    if (!result.ok) expect(result.message).not.toBe('');
  });

  it('messages are the spec texts', () => {
    expect(toCreatePayload(generalDraft({ content: '짧아요' }))).toMatchObject({
      message: VALIDATION_MESSAGES.contentTooShort,
    });
  });
});

describe('toUpdatePayload (edit rules)', () => {
  it('accepts 1 keyword per side and short content', () => {
    const draft = generalDraft({
      pros: codes('BD', 'positive', 1),
      cons: codes('BD', 'negative', 1, 10),
      content: '수정',
    });
    const result = toUpdatePayload(draft);
    expect(result.ok).toBe(true);
    if (result.ok) expect(updateReviewBodySchemas[result.kind].safeParse(result.body).success).toBe(true);
    expect(toCreatePayload(draft).ok).toBe(false);
  });
});

describe('money fields (spec 001 §5)', () => {
  it.each([
    ['deposit', '1,000', { ok: true, value: 1000 }],
    ['deposit', '0', { ok: true, value: 0 }],
    ['monthlyRent', '45', { ok: true, value: 45 }],
    ['deposit', '', { ok: false, message: '보증금을 입력해 주세요!' }],
    [
      'monthlyRent',
      '45.5',
      { ok: false, message: '월세는 만원 단위의 정수로 입력해 주세요. 소수점은 쓸 수 없어요.' },
    ],
    ['deposit', '.5', { ok: false, message: MONEY_MESSAGES.decimal('deposit') }],
    ['deposit', '12a', { ok: false, message: VALIDATION_MESSAGES.digitsOnly }],
    [
      'deposit',
      '3,000,000,000',
      { ok: false, message: '보증금은 100억원 이하로 입력해 주세요. 만원 단위가 맞는지 확인해 주세요.' },
    ],
    ['maintenanceCost', '301', { ok: false, message: MONEY_MESSAGES.tooLarge('maintenanceCost') }],
    ['dormitoryFee', '1000', { ok: true, value: 1000 }],
    ['deposit', '５００', { ok: true, value: 500 }],
    ['deposit', '-100', { ok: false, message: VALIDATION_MESSAGES.digitsOnly }],
    ['deposit', '1e3', { ok: false, message: VALIDATION_MESSAGES.digitsOnly }],
    ['deposit', '5백', { ok: false, message: VALIDATION_MESSAGES.digitsOnly }],
  ] as const)('%s %j', (field, input, expected) => {
    expect(parseMoneyField(field, input)).toEqual(expected);
  });

  it('"45.5" is never read as 455 or 45 (property: any decimal is refused)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 99 }), (whole, fraction) => {
        expect(parseMoneyField('monthlyRent', `${whole}.${fraction}`).ok).toBe(false);
      }),
    );
  });

  it('every amount up to the limit is kept exactly, one more is refused', () => {
    for (const field of ['deposit', 'monthlyRent', 'maintenanceCost', 'dormitoryFee'] as const) {
      expect(parseMoneyField(field, String(MONEY_LIMITS[field]))).toEqual({
        ok: true,
        value: MONEY_LIMITS[field],
      });
      expect(parseMoneyField(field, String(MONEY_LIMITS[field] + 1)).ok).toBe(false);
    }
  });

  it('an empty optional field is null', () => {
    expect(parseMoneyField('maintenanceCost', ' ', { required: false })).toEqual({ ok: true, value: null });
  });

  it('an over-limit amount in a draft is refused before it reaches the server', () => {
    expect(toCreatePayload(generalDraft({ deposit: 3_000_000_000 }))).toEqual({
      ok: false,
      field: 'deposit',
      message: MONEY_MESSAGES.tooLarge('deposit'),
    });
  });
});

describe('contract rules (one place each)', () => {
  it('관리비 0 is none: stored and sent as null', () => {
    expect(normalizeMaintenanceCost(0)).toBeNull();
    expect(normalizeMaintenanceCost(5)).toBe(5);
    expect(normalizeMaintenanceCost(undefined)).toBeNull();
    const draft = setContractPrices(generalDraft(), { deposit: 500, monthlyRent: 45, maintenanceCost: 0 });
    expect(draft.maintenanceCost).toBeNull();
    expect(maintenanceCostInputOf(draft)).toBe('0');
    expect(maintenanceCostInputOf(emptyReviewDraft())).toBe('');
  });

  it('a new contract type keeps the 관리비 typed, 0 included, for the price screen', () => {
    const wolse = { ...generalDraft(), contractType: 'MONTHLY_RENT' as const };
    const none = setContractPrices(wolse, { deposit: 500, monthlyRent: 45, maintenanceCost: 0 });
    expect(maintenanceCostInputOf(changeContractType(none, 'DEPOSIT_RENT'))).toBe('0');
    const five = setContractPrices(wolse, { deposit: 500, monthlyRent: 45, maintenanceCost: 5 });
    expect(maintenanceCostInputOf(changeContractType(five, 'DEPOSIT_RENT'))).toBe('5');
    expect(maintenanceCostInputOf(changeContractType(emptyReviewDraft(), 'DEPOSIT_RENT'))).toBe('');
  });

  it('전세 has no monthly rent', () => {
    const jeonse = { ...generalDraft(), contractType: 'DEPOSIT_RENT' as const };
    expect(
      setContractPrices(jeonse, { deposit: 12000, monthlyRent: 45, maintenanceCost: 5 }).monthlyRent,
    ).toBeNull();
  });

  it('a new contract type drops the old prices instead of turning a 월세 deposit into a 전세 price', () => {
    const wolse = generalDraft();
    const jeonse = changeContractType(wolse, 'DEPOSIT_RENT');
    expect(jeonse).toMatchObject({ contractType: 'DEPOSIT_RENT', deposit: null, monthlyRent: null });
    expect(jeonse.maintenanceCost).toBe(wolse.maintenanceCost);
    expect(changeContractType(wolse, 'MONTHLY_RENT')).toBe(wolse);
    expect(toCreatePayload(jeonse)).toMatchObject({ ok: false, field: 'deposit' });
  });
});

describe('stored drafts (schema)', () => {
  it('restores the current shape', () => {
    const draft = dormDraft();
    expect(reviewDraftSchema.parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('migrates a draft stored with managementFee to maintenanceCost', () => {
    const { maintenanceCost, ...rest } = generalDraft({ maintenanceCost: 7 });
    const stored = { ...rest, managementFee: maintenanceCost };
    expect(reviewDraftSchema.parse(stored)).toEqual(generalDraft({ maintenanceCost: 7 }));
  });

  it('refuses other shapes', () => {
    expect(reviewDraftSchema.safeParse({ ...generalDraft(), pros: ['NOPE'] }).success).toBe(false);
    expect(
      reviewDraftSchema.safeParse({ ...dormDraft(), facilityConditions: { 화장실: '없음' } }).success,
    ).toBe(false);
    expect(reviewDraftSchema.safeParse(null).success).toBe(false);
  });
});

describe('draft model', () => {
  it('a change of type group resets the draft (spec 001 §2.3)', () => {
    const draft = generalDraft();
    expect(chooseHousingType(draft, 'APARTMENT')).toEqual({ ...draft, housingType: 'APARTMENT' });
    expect(chooseHousingType(draft, 'DORMITORY')).toEqual({
      ...emptyReviewDraft(),
      housingType: 'DORMITORY',
    });
  });

  it('criteria toggles clear their inputs (spec 001 §4)', () => {
    const on = { hasDistanceCriteria: true, hasGradeCriteria: true, residenceArea: '서울', semesterGrade: 4 };
    expect(setDormCriteria(on, { distance: false })).toEqual({
      ...on,
      hasDistanceCriteria: false,
      residenceArea: '',
    });
    expect(setDormCriteria(on, { grade: false })).toEqual({
      ...on,
      hasGradeCriteria: false,
      semesterGrade: null,
    });
    expect(setDormCriteria(on, 'none')).toEqual({
      hasDistanceCriteria: false,
      hasGradeCriteria: false,
      residenceArea: '',
      semesterGrade: null,
    });
  });

  it('expires after 24 hours', () => {
    expect(isDraftExpired(0, DRAFT_EXPIRY_MS)).toBe(false);
    expect(isDraftExpired(0, DRAFT_EXPIRY_MS + 1)).toBe(true);
  });

  it('reads a review detail back into a draft that converts to the same body', () => {
    const created = toCreatePayload(dormDraft());
    if (!created.ok || created.kind !== 'DORM') throw new Error('fixture');
    const body = created.body;
    const detail = parseWire(reviewDetailSchema, {
      dormitoryReviewInfo: {
        id: 1,
        name: '개척관',
        type: 'DORMITORY',
        universityName: '경상국립대학교',
        floor: 'HIGH',
        capacity: 4,
        dormFee: 120,
        rating: 4,
        liked: false,
        campusId: 3,
      },
      reviewInfo: {
        content: body.dormitoryReview.content,
        keyword: [],
        likeCount: 0,
        updateAt: '2025-02-23T04:06:00+09:00',
      },
      reviewImages: { count: 2, imageUrl: body.imageUrls },
      building: {
        ...body.buildingRequest,
        buildingId: 1,
        buildingCode: body.buildingRequest.buildingCode ?? null,
        lotAddress: body.buildingRequest.lotAddress ?? null,
        reviewCount: 1,
        type: 'DORMITORY',
      },
      keywords: body.keywords,
      conditions: body.condition,
      facilities: body.facilities,
      authorId: 1,
      reportedByMe: false,
    });
    const updated = toUpdatePayload(draftFromReviewDetail(detail));
    // The edit keeps the review at its place.
    expect(updated.ok && updated.body).toEqual({
      ...body,
      buildingRequest: { ...body.buildingRequest, placeId: 1 },
    });
  });
});

// --- Property: any valid draft converts to a body the request schema accepts ---------------------------------

const pick = <T>(items: readonly T[], min: number, max: number) =>
  fc.shuffledSubarray([...items], { minLength: min, maxLength: max });

function keywordArb(target: string, mode: 'create' | 'edit') {
  const min = mode === 'create' ? 3 : 1;
  const positives = KEYWORDS.filter((k) => k.target === target && k.polarity === 'positive').map(
    (k) => k.code,
  );
  return pick(positives, min, 5).chain((pros) => {
    const blocked = new Set(pros.map((c) => KEYWORDS.find((k) => k.code === c)?.opposite));
    const negatives = KEYWORDS.filter(
      (k) => k.target === target && k.polarity === 'negative' && !blocked.has(k.code),
    ).map((k) => k.code);
    return pick(negatives, min, 5).map((cons) => ({
      pros: pros as KeywordCode[],
      cons: cons as KeywordCode[],
    }));
  });
}

const contentArb = (mode: 'create' | 'edit') =>
  fc
    .tuple(fc.integer({ min: mode === 'create' ? 100 : 1, max: 1000 }), fc.nat(3))
    .map(([n, pad]) => `${' '.repeat(pad)}${'찐'.repeat(n)}${'\n'.repeat(pad)}`);
const urlsArb = (min: number) => fc.array(fc.webUrl(), { minLength: min, maxLength: 20 });
const facilitiesArb: fc.Arbitrary<CreateFacilities> = fc
  .tuple(...DORM_FACILITIES.map((f) => fc.constantFrom(...f.options)))
  .map(
    (choices) => Object.fromEntries(DORM_FACILITIES.map((f, i) => [f.name, choices[i]])) as CreateFacilities,
  );
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

function draftArb(mode: 'create' | 'edit'): fc.Arbitrary<ReviewDraft> {
  const base = {
    address: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
    buildingCode: optional(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '')),
    placeId: optional(fc.integer({ min: 1, max: 1_000_000 })),
    addressDetail: fc.string({ maxLength: 40 }),
    // A place lies in Korea.
    latitude: fc.double({ min: 33.1, max: 38.6, noNaN: true }),
    longitude: fc.double({ min: 124.6, max: 131.9, noNaN: true }),
    rating: fc.integer({ min: 1, max: 5 }),
    content: contentArb(mode),
  };
  const general = fc
    .record({
      ...base,
      housingType: fc.constantFrom<HousingType>(...GENERAL_HOUSING_TYPES),
      detailedAddress: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
      floorType: fc.constantFrom(...FLOOR_TYPES),
      space: optional(fc.double({ min: 0.1, max: 500, noNaN: true })),
      contractType: fc.constantFrom('MONTHLY_RENT', 'DEPOSIT_RENT' as const),
      deposit: fc.nat(100000),
      monthlyRent: fc.nat(500),
      maintenanceCost: optional(fc.nat(100)),
      keywords: keywordArb('BD', mode),
      images: urlsArb(2),
    })
    .map(({ keywords, ...d }) => ({ ...emptyReviewDraft(), ...d, pros: keywords.pros, cons: keywords.cons }));
  const dorm = fc
    .record({
      ...base,
      dormitoryName: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
      campusId: fc.integer({ min: 1, max: 1000 }),
      roomCapacity: optional(fc.integer({ min: 1, max: 8 })),
      dormitoryFee: optional(fc.nat(1000)),
      floorType: optional(fc.constantFrom(...FLOOR_TYPES)),
      hasDistanceCriteria: fc.boolean(),
      hasGradeCriteria: fc.boolean(),
      residenceArea: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
      semesterGrade: fc.integer({ min: 0, max: 45 }).map((n) => n / 10),
      facilities: facilitiesArb,
      keywords: keywordArb('DO', mode),
      images: urlsArb(2),
    })
    .map(
      ({
        keywords,
        hasDistanceCriteria,
        hasGradeCriteria,
        residenceArea,
        semesterGrade,
        facilities,
        ...d
      }) => ({
        ...emptyReviewDraft(),
        ...d,
        housingType: 'DORMITORY' as const,
        pros: keywords.pros,
        cons: keywords.cons,
        dormitoryConditions: { hasDistanceCriteria, hasGradeCriteria, residenceArea, semesterGrade },
        facilityConditions: facilities,
      }),
    );
  const agency = fc
    .record({
      ...base,
      detailedAddress: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
      keywords: keywordArb('AG', mode),
      images: urlsArb(0),
    })
    .map(({ keywords, ...d }) => ({
      ...emptyReviewDraft(),
      ...d,
      housingType: 'AGENCY' as const,
      pros: keywords.pros,
      cons: keywords.cons,
    }));
  return fc.oneof(general, dorm, agency);
}

describe('property: any valid draft converts to a payload the request schema accepts', () => {
  it('create', () => {
    fc.assert(
      fc.property(draftArb('create'), (draft) => {
        const result = toCreatePayload(draft);
        if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
        const parsed = createReviewBodySchemas[result.kind].safeParse(result.body);
        expect(parsed.error?.issues).toBeUndefined();
        if (result.kind === 'GENERAL') {
          const review = result.body.generalReview;
          if (review.contractType === 'DEPOSIT_RENT') expect(review.monthlyRent).toBeNull();
          expect(review.maintenanceCost).not.toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('update', () => {
    fc.assert(
      fc.property(draftArb('edit'), (draft) => {
        const result = toUpdatePayload(draft);
        if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
        expect(updateReviewBodySchemas[result.kind].safeParse(result.body).error?.issues).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe('보증금 반환 기록 in the payload', () => {
  it('sends the record with the general review, days only for returned money', () => {
    const result = toCreatePayload(generalDraft({ depositReturn: { outcome: 'FULL', days: 3 } }));
    if (!result.ok || result.kind !== 'GENERAL') throw new Error('expected a general payload');
    expect(result.body.generalReview.depositReturn).toEqual({ outcome: 'FULL', days: 3 });
  });

  it('refuses days on a record that got nothing back', () => {
    const result = toCreatePayload(generalDraft({ depositReturn: { outcome: 'NONE', days: 4 } }));
    expect(result).toMatchObject({ ok: false, field: 'depositReturn' });
  });
});
