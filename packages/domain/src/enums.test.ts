import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  BOOKMARK_FILTER_TYPE_LABELS,
  BOOKMARK_SORT_LABELS,
  CONTRACT_TYPE_LABELS,
  type CreateFacilities,
  createFacilitiesToEdit,
  createFacilitiesToWire,
  DORM_FACILITIES,
  type DormFacility,
  editFacilitiesToCreate,
  editFacilitiesToWire,
  FLOOR_LABELS,
  fromWireVerification,
  HOUSING_TYPE_FILTER_LABELS,
  HOUSING_TYPE_LABELS,
  HOUSING_TYPES,
  isCreateFacilitiesComplete,
  keywordTargetOf,
  LEAVE_REASONS,
  MAP_SORT_LABELS,
  parseReviewKind,
  reviewKindOf,
  SORT_LABELS,
  TERMS_ITEMS,
  toWireVerification,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
  VIEW_TYPE_LABELS,
  WIRE_VERIFICATION_STATUSES,
  wireFacilitiesToCreate,
  wireFacilitiesToEdit,
} from './enums';

// Property tests run hundreds of cases; give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('labels (api-contract §6)', () => {
  it.each([
    ['ROOM', '원/투룸'],
    ['APARTMENT', '아파트'],
    ['HOUSE', '주택/빌라'],
    ['OFFICETEL', '오피스텔'],
    ['DORMITORY', '기숙사'],
    ['BOARDING_HOUSE', '하숙집/고시원'],
    ['AGENCY', '공인중개사'],
  ] as const)('housing type %s is %s', (type, label) => {
    expect(HOUSING_TYPE_LABELS[type]).toBe(label);
    expect(HOUSING_TYPE_FILTER_LABELS[type]).toBe(label);
  });

  it('the filter adds ALL 전체', () => {
    expect(HOUSING_TYPE_FILTER_LABELS.ALL).toBe('전체');
    expect(HOUSING_TYPES).toHaveLength(7);
  });

  it.each([
    [FLOOR_LABELS, { BASEMENT: '반지하', LOW: '저층', MID: '중층', HIGH: '고층', ATTIC: '옥탑' }],
    [CONTRACT_TYPE_LABELS, { MONTHLY_RENT: '월세', DEPOSIT_RENT: '전세' }],
    [SORT_LABELS, { RCMND: '추천순', LATEST: '최신순', LIKES: '좋아요순', STARS: '별점순' }],
    [
      MAP_SORT_LABELS,
      { RCMND: '추천순', LATEST: '최신순', LIKES: '좋아요순', STARS: '별점순', COST: '실거주비 낮은순' },
    ],
    [VIEW_TYPE_LABELS, { REVIEW: '후기별', BUILDING: '건물별' }],
    [BOOKMARK_FILTER_TYPE_LABELS, { all: '전체', review: '후기만', building: '건물만' }],
    [BOOKMARK_SORT_LABELS, { latest: '최신순', likes: '좋아요순', stars: '별점순' }],
    [
      VERIFICATION_STATUS_LABELS,
      { verified: '인증 완료', pending: '인증 대기중', unverified: '미인증', rejected: '반려' },
    ],
  ])('table %#', (table, expected) => {
    expect(table).toEqual(expected);
  });

  it('leave reasons 1..6 in order', () => {
    expect(LEAVE_REASONS.map((r) => [r.option, r.label])).toEqual([
      [1, '대체 서비스로 이동'],
      [2, '개인정보/보안 우려'],
      [3, '알림/마케팅 메시지가 많음'],
      [4, '일시 사용 중단을 위해'],
      [5, '사용 빈도가 낮음'],
      [6, '이용이 불편하고 장애가 많음'],
    ]);
  });

  it('three required terms', () => {
    expect(TERMS_ITEMS.map((t) => t.label)).toEqual([
      '만 14세 이상이에요',
      '찐빵 서비스 이용약관 동의',
      '개인정보 수집 및 이용 동의',
    ]);
    expect(TERMS_ITEMS.every((t) => t.required)).toBe(true);
  });
});

describe('verification status mapping (api-contract §3, spec 000 §4)', () => {
  it.each([
    ['인증완료', 'verified'],
    ['인증대기', 'pending'],
    ['미인증', 'unverified'],
  ] as const)('%s ↔ %s', (wire, status) => {
    expect(fromWireVerification(wire)).toBe(status);
    expect(toWireVerification(status)).toBe(wire);
  });

  it('rejected travels as 미인증 with the rejection beside it (older clients see 미인증)', () => {
    expect(toWireVerification('rejected')).toBe('미인증');
    expect(fromWireVerification('미인증', { reason: 'unreadable' })).toBe('rejected');
    expect(fromWireVerification('미인증', null)).toBe('unverified');
    expect(fromWireVerification('인증대기', { reason: 'unreadable' })).toBe('pending');
  });

  it('round-trips both ways', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VERIFICATION_STATUSES),
        (s) =>
          fromWireVerification(toWireVerification(s), s === 'rejected' ? { reason: 'other' } : null) === s,
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...WIRE_VERIFICATION_STATUSES),
        (w) => toWireVerification(fromWireVerification(w)) === w,
      ),
    );
  });
});

describe('review kinds', () => {
  it.each([
    ['ROOM', 'GENERAL', 'BD'],
    ['APARTMENT', 'GENERAL', 'BD'],
    ['HOUSE', 'GENERAL', 'BD'],
    ['OFFICETEL', 'GENERAL', 'BD'],
    ['BOARDING_HOUSE', 'GENERAL', 'BD'],
    ['DORMITORY', 'DORM', 'DO'],
    ['AGENCY', 'AGENCY', 'AG'],
  ] as const)('%s → %s → %s', (type, kind, target) => {
    expect(reviewKindOf(type)).toBe(kind);
    expect(keywordTargetOf(kind)).toBe(target);
  });

  it.each([
    ['DORM', 'DORM'],
    ['AGENCY', 'AGENCY'],
    ['GENERAL', 'GENERAL'],
    [null, 'GENERAL'],
    ['dorm', 'GENERAL'],
  ] as const)('?reviewType=%s reads as %s (spec 000 §2 default GENERAL)', (value, kind) => {
    expect(parseReviewKind(value)).toBe(kind);
  });
});

const facilityArb: fc.Arbitrary<CreateFacilities> = fc
  .tuple(...DORM_FACILITIES.map((f) => fc.constantFrom(...f.options)))
  .map(
    (choices) => Object.fromEntries(DORM_FACILITIES.map((f, i) => [f.name, choices[i]])) as CreateFacilities,
  );

describe('dormitory facilities (spec 001 §3.1)', () => {
  const full: CreateFacilities = {
    화장실: '개인',
    샤워실: '공용',
    냉장고: '없음',
    전자레인지: '공용',
    세탁기: '개인',
    휴게시설: '있음',
  };

  it('create map → wire lists', () => {
    expect(createFacilitiesToWire(full)).toEqual({
      privateFacilities: ['화장실', '세탁기'],
      publicFacilities: ['샤워실', '전자레인지'],
      lounge: true,
    });
  });

  it('wire → edit shape', () => {
    expect(wireFacilitiesToEdit(createFacilitiesToWire(full))).toEqual({
      private: { 화장실: true, 세탁기: true },
      public: { 샤워실: true, 전자레인지: true },
      lounge: { 휴게시설: true },
    });
  });

  it('a facility in neither list reads 없음 where that option exists, else stays unanswered', () => {
    expect(wireFacilitiesToCreate({ privateFacilities: [], publicFacilities: [], lounge: false })).toEqual({
      냉장고: '없음',
      전자레인지: '없음',
      세탁기: '없음',
      휴게시설: '없음',
    });
  });

  it('completeness needs every facility with one of its own options', () => {
    expect(isCreateFacilitiesComplete(full)).toBe(true);
    const { 휴게시설: _, ...noLounge } = full;
    expect(isCreateFacilitiesComplete(noLounge)).toBe(false);
    expect(isCreateFacilitiesComplete({ ...full, 화장실: '없음' } as unknown as CreateFacilities)).toBe(
      false,
    );
  });

  it('create → wire → create and create → edit → create are identities for complete choices', () => {
    fc.assert(
      fc.property(facilityArb, (choices) => {
        expect(isCreateFacilitiesComplete(choices)).toBe(true);
        expect(wireFacilitiesToCreate(createFacilitiesToWire(choices))).toEqual(choices);
        expect(editFacilitiesToCreate(createFacilitiesToEdit(choices))).toEqual(choices);
        const wire = createFacilitiesToWire(choices);
        expect(editFacilitiesToWire(wireFacilitiesToEdit(wire))).toEqual(wire);
      }),
    );
  });

  it('a facility is never both private and public', () => {
    fc.assert(
      fc.property(facilityArb, (choices) => {
        const wire = createFacilitiesToWire(choices);
        const both = wire.privateFacilities.filter((f) => wire.publicFacilities.includes(f));
        expect(both).toEqual([]);
        expect(wire.privateFacilities).not.toContain('휴게시설' as DormFacility);
      }),
    );
  });
});
