import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { WIRE_LIMITS } from '../wire/constants';
import { pyeongToSquareMetres } from './display';
import {
  AREA_MAX_PYEONG,
  CERTIFICATE_MAX_BYTES,
  canAddPhotos,
  canWriteReview,
  isSearchable,
  VALIDATION_MESSAGES as M,
  MAP_MESSAGES,
  numericFieldText,
  parseMoneyInput,
  sanitizeAgencyName,
  sanitizeVerificationCode,
  sniffCertificateType,
  validateAgencyName,
  validateArea,
  validateBounds,
  validateCertificateFile,
  validateDormCapacity,
  validateDormConditions,
  validateDormFee,
  validateDormInfo,
  validateEditContractPrice,
  validateFloorScreen,
  validateGrade,
  validateJeonse,
  validatePhotoCount,
  validatePhotoFile,
  validatePriceRanges,
  validateRating,
  validateRegion,
  validateReportText,
  validateReviewContent,
  validateSchoolEmail,
  validateSearchKeyword,
  validateVerificationCode,
  validateWolse,
} from './validation';

// Property tests run hundreds of cases; give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const ok = { ok: true };
const no = (message: string) => ({ ok: false, message });

describe('school e-mail (spec 000 §5: format first, then .ac.kr)', () => {
  it.each([
    ['student@pusan.ac.kr', ok],
    ['  Student@GNU.AC.KR ', ok],
    ['a.b@mail.snu.ac.kr', ok],
    ['', no(M.emailEmpty)],
    ['student', no(M.emailFormat)],
    ['student@ac.kr@x', no(M.emailFormat)],
    ['student@pusan', no(M.emailFormat)],
    ['stu dent@pusan.ac.kr', no(M.emailFormat)],
    ['student@gmail.com', no(M.emailNotSchool)],
    ['student@pusan.ac.kr.com', no(M.emailNotSchool)],
  ])('%s', (email, result) => expect(validateSchoolEmail(email)).toEqual(result));
});

describe('verification code (spec 000 §5: 6 digits)', () => {
  it.each([
    ['123456', ok],
    ['12345', no(M.codeFormat)],
    ['1234567', no(M.codeFormat)],
    ['12a456', no(M.codeFormat)],
    ['', no(M.codeFormat)],
  ])('%s', (code, result) => expect(validateVerificationCode(code)).toEqual(result));

  it('property: the sanitised input is at most 6 digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(sanitizeVerificationCode(s)).toMatch(/^\d{0,6}$/);
      }),
    );
  });
});

describe('report text (spec 000 §5: trimmed 1..1000)', () => {
  it.each([
    ['', no(M.reportEmpty)],
    ['   \n ', no(M.reportEmpty)],
    ['욕설', ok],
    ['가'.repeat(1000), ok],
    [` ${'가'.repeat(1000)} `, ok],
    ['가'.repeat(1001), no(M.reportTooLong)],
  ])('%#', (text, result) => expect(validateReportText(text)).toEqual(result));
});

describe('certificate file (spec 000 §5, §9)', () => {
  it.each([
    [{ type: 'application/pdf', size: 1000 }, ok],
    [{ type: 'image/jpeg', size: CERTIFICATE_MAX_BYTES }, ok],
    [{ type: 'image/png', size: 1 }, ok],
    [{ type: 'image/gif', size: 1 }, no(M.certificateType)],
    [{ type: 'image/webp', size: 1 }, no(M.certificateType)],
    [{ type: '', size: 1 }, no(M.certificateType)],
    [{ type: 'image/png', size: CERTIFICATE_MAX_BYTES + 1 }, no(M.certificateSize)],
  ])('%j', (file, result) => expect(validateCertificateFile(file)).toEqual(result));

  it('messages', () => {
    expect(M.certificateType).toBe('PDF나 이미지 파일만 올릴 수 있어요.');
    expect(M.certificateSize).toBe('파일 크기는 10MB 이하여야 해요.');
  });

  it.each([
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'application/pdf'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    [[0x47, 0x49, 0x46, 0x38], null],
    [[], null],
  ])('sniffs %j as %s', (bytes, type) => expect(sniffCertificateType(new Uint8Array(bytes))).toBe(type));
});

describe('review content (spec 001 §5)', () => {
  it.each([
    ['', 'create', no(M.contentEmpty)],
    ['   ', 'create', no(M.contentEmpty)],
    ['가'.repeat(99), 'create', no(M.contentTooShort)],
    [` ${'가'.repeat(99)}   `, 'create', no(M.contentTooShort)],
    ['가'.repeat(100), 'create', ok],
    ['가'.repeat(1000), 'create', ok],
    ['가'.repeat(1001), 'create', no(M.contentTooLong)],
    ['짧아요', 'edit', ok],
    ['  ', 'edit', no(M.contentEmpty)],
  ] as const)('%# (%s)', (content, mode, result) =>
    expect(validateReviewContent(content, mode)).toEqual(result),
  );

  it('spec texts', () => {
    expect(M.contentTooShort).toBe('최소 100자 이상 작성해야 해요!');
    expect(M.contentEmpty).toBe('내용을 입력해주세요.');
  });

  it('property: create accepts exactly trimmed lengths 100..1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1100 }), fc.nat(5), (n, pad) => {
        const text = `${' '.repeat(pad)}${'가'.repeat(n)}${' '.repeat(pad)}`;
        expect(validateReviewContent(text, 'create').ok).toBe(n >= 100 && n <= 1000);
        expect(validateReviewContent(text, 'edit').ok).toBe(n >= 1 && n <= 1000);
      }),
    );
  });
});

describe('photos (spec 001 §5: 2..20, agency 0..20)', () => {
  it.each([
    [0, 'GENERAL', no(M.photosTooFew)],
    [1, 'DORM', no(M.photosTooFew)],
    [2, 'GENERAL', ok],
    [20, 'DORM', ok],
    [21, 'GENERAL', no(M.photosTooMany)],
    [0, 'AGENCY', ok],
    [20, 'AGENCY', ok],
    [21, 'AGENCY', no(M.photosTooMany)],
  ] as const)('%i for %s', (count, kind, result) => expect(validatePhotoCount(count, kind)).toEqual(result));

  it('picker limit and text', () => {
    expect(M.photosTooMany).toBe('사진은 최대 20장까지 올릴 수 있어요.');
    expect(canAddPhotos(18, 2)).toEqual(ok);
    expect(canAddPhotos(18, 3)).toEqual(no(M.photosTooMany));
  });

  it.each([
    [{ type: 'image/heic', size: 10 }, ok],
    [{ type: 'image/webp', size: 10 }, ok],
    [{ type: 'application/pdf', size: 10 }, no(M.photoType)],
    [{ type: 'image/jpeg', size: 10_485_761 }, no(M.photoSize)],
  ])('photo file %j', (file, result) => expect(validatePhotoFile(file)).toEqual(result));
});

describe('money, area and prices (spec 001 §5)', () => {
  it.each([
    ['1,000', 1000],
    ['45', 45],
    ['0', 0],
    ['', null],
    ['4.5', null],
    ['-3', null],
  ])('parseMoneyInput(%s) → %s', (input, value) => expect(parseMoneyInput(input)).toBe(value));

  it.each([
    ['1,200', 'integer', '1200'],
    ['５００', 'integer', '500'],
    ['１，０００', 'integer', '1000'],
    [' 45 ', 'integer', '45'],
    ['２５．５', 'decimal', '25.5'],
    ['25.', 'decimal', '25.'],
    // Anything else is kept as typed, for the screen to refuse with its reason: never read as another number.
    ['-100', 'integer', '-100'],
    ['1e3', 'integer', '1e3'],
    ['5백', 'integer', '5백'],
    ['1.5', 'integer', '1.5'],
    ['-3', 'integer', '-3'],
    ['2.5.1', 'decimal', '2.5.1'],
    ['12평', 'decimal', '12평'],
  ] as const)('numericFieldText(%j, %s) → %j', (input, mode, text) =>
    expect(numericFieldText(input, mode)).toBe(text),
  );

  it('property: a field text is the number typed or exactly what was typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('integer' as const, 'decimal' as const), (s, mode) => {
        const text = numericFieldText(s, mode);
        const number = mode === 'integer' ? /^\d*$/ : /^\d*\.?\d*$/;
        expect(number.test(text) || text === s).toBe(true);
      }),
    );
  });

  it.each([
    ['25', ok],
    ['25.5', ok],
    ['0.5', ok],
    ['', no(M.areaEmpty)],
    ['25.', no(M.areaFormat)],
    ['2.5.1', no(M.areaFormat)],
    ['0', no(M.areaZero)],
    ['0.0', no(M.areaZero)],
    ['abc', no(M.areaFormat)],
    ['-3', no(M.areaFormat)],
    ['907', ok],
    ['908', no(M.areaTooLarge)],
    ['1000', no(M.areaTooLarge)],
  ])('area %s', (input, result) => expect(validateArea(input)).toEqual(result));

  it('the largest area on screen in 평 is within the wire limit in ㎡', () => {
    expect(pyeongToSquareMetres(AREA_MAX_PYEONG)).toBeLessThanOrEqual(WIRE_LIMITS.space);
    expect(pyeongToSquareMetres(AREA_MAX_PYEONG + 1)).toBeGreaterThan(WIRE_LIMITS.space);
    expect(M.areaTooLarge).toBe(`면적은 ${AREA_MAX_PYEONG}평 이하로 입력해 주세요.`);
  });

  it.each([
    [{ deposit: '', maintenanceCost: '5' }, no(M.depositEmpty)],
    [{ deposit: '1000', maintenanceCost: '' }, no(M.maintenanceCostEmpty)],
    [{ deposit: '1,000', maintenanceCost: '0' }, ok],
  ])('jeonse %j', (inputs, result) => expect(validateJeonse(inputs)).toEqual(result));

  it.each([
    [{ deposit: '', monthlyRent: '45', maintenanceCost: '5' }, no('보증금을 입력해 주세요!')],
    [{ deposit: '500', monthlyRent: '', maintenanceCost: '5' }, no('월세를 입력해 주세요!')],
    [{ deposit: '500', monthlyRent: '4.5', maintenanceCost: '5' }, no(M.digitsOnly)],
    [{ deposit: '500', monthlyRent: '45', maintenanceCost: '' }, no(M.maintenanceCostEmpty)],
    [{ deposit: '500', monthlyRent: '45', maintenanceCost: '5' }, ok],
  ])('wolse %j', (inputs, result) => expect(validateWolse(inputs)).toEqual(result));

  it.each([
    ['DEPOSIT_RENT', { deposit: '1000' }, ok],
    ['DEPOSIT_RENT', { deposit: '' }, no(M.depositEmpty)],
    ['MONTHLY_RENT', { deposit: '500' }, no(M.monthlyRentEmpty)],
    ['MONTHLY_RENT', { deposit: '500', monthlyRent: '40' }, ok],
  ] as const)('edit price %s %j', (type, inputs, result) =>
    expect(validateEditContractPrice(type, inputs)).toEqual(result),
  );
});

describe('dormitory (spec 001 §5, decisions.md)', () => {
  it.each([
    ['1', ok],
    ['4', ok],
    [2, ok],
    ['0', no(M.dormCapacityInvalid)],
    ['20', ok],
    ['21', no(M.dormCapacityTooLarge)],
    ['1.5', no(M.dormCapacityInvalid)],
    ['-2', no(M.dormCapacityInvalid)],
    ['', no(M.dormCapacityInvalid)],
  ])('capacity %s', (input, result) => expect(validateDormCapacity(input)).toEqual(result));

  it.each([
    ['0', ok],
    ['4.5', ok],
    ['3.75', ok],
    ['4.51', no(M.gradeRange)],
    ['-1', no(M.gradeRange)],
    ['abc', no(M.gradeRange)],
    ['', no(M.gradeEmpty)],
  ])('grade %s', (input, result) => expect(validateGrade(input)).toEqual(result));

  it('property: grade accepted exactly on 0..4.5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (hundredths) => {
        const text = (hundredths / 100).toFixed(2);
        expect(validateGrade(text).ok).toBe(hundredths <= 450);
      }),
    );
  });

  it.each([
    ['120', ok],
    ['', no(M.dormFeeEmpty)],
    ['12.5', no(M.digitsOnly)],
  ])('fee %s', (input, result) => expect(validateDormFee(input)).toEqual(result));

  it('region', () => {
    expect(validateRegion(' ')).toEqual(no(M.regionEmpty));
    expect(validateRegion('경남 진주시')).toEqual(ok);
  });

  const conditions = {
    hasDistanceCriteria: false,
    hasGradeCriteria: false,
    residenceArea: '',
    semesterGrade: '',
    dormitoryFee: '100',
  };
  it.each([
    [conditions, ok],
    [{ ...conditions, dormitoryFee: '' }, no(M.dormFeeEmpty)],
    [{ ...conditions, hasDistanceCriteria: true }, no(M.regionEmpty)],
    [{ ...conditions, hasGradeCriteria: true }, no(M.gradeEmpty)],
    [{ ...conditions, hasGradeCriteria: true, semesterGrade: '5' }, no(M.gradeRange)],
    [
      {
        ...conditions,
        hasDistanceCriteria: true,
        residenceArea: '서울',
        hasGradeCriteria: true,
        semesterGrade: '4.1',
      },
      ok,
    ],
  ])('conditions %#', (inputs, result) => expect(validateDormConditions(inputs)).toEqual(result));

  const info = { university: '경상국립대학교', dormitoryName: '개척관', roomCapacity: '2', floorType: 'LOW' };
  it.each([
    [info, ok],
    [{ ...info, university: '' }, no(M.dormUniversityEmpty)],
    [{ ...info, dormitoryName: ' ' }, no(M.dormNameEmpty)],
    [{ ...info, roomCapacity: '0' }, no(M.dormCapacityInvalid)],
    [{ ...info, floorType: null }, no(M.dormFloorEmpty)],
  ])('info %#', (inputs, result) => expect(validateDormInfo(inputs)).toEqual(result));
});

describe('floor and agency screens (spec 001 §5)', () => {
  const floor = { buildingName: '찐빵하우스', area: '7.5', floorType: 'MID' };
  it.each([
    [floor, ok],
    [{ ...floor, buildingName: '' }, no(M.buildingNameEmpty)],
    [{ ...floor, area: '' }, no(M.areaEmpty)],
    [{ ...floor, floorType: undefined }, no(M.floorEmpty)],
  ])('floor %#', (inputs, result) => expect(validateFloorScreen(inputs)).toEqual(result));

  it('agency name loses whitespace and is required', () => {
    expect(sanitizeAgencyName(' 찐빵 공인 중개사 ')).toBe('찐빵공인중개사');
    expect(validateAgencyName('   ')).toEqual(no(M.agencyNameEmpty));
    expect(validateAgencyName('찐빵부동산')).toEqual(ok);
  });
});

describe('rating, permission, search', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
  ])('rating %d', (r, valid) => expect(validateRating(r).ok).toBe(valid));

  it.each([
    ['verified', ok],
    ['pending', no(M.writeNeedsVerification)],
    ['unverified', no(M.writeNeedsVerification)],
  ] as const)('writing as %s', (status, result) => expect(canWriteReview(status)).toEqual(result));

  it('search', () => {
    expect(isSearchable('  ')).toBe(false);
    expect(isSearchable('부산')).toBe(true);
    expect(validateSearchKeyword(' 부 ')).toEqual(no(M.searchTooShort));
    expect(validateSearchKeyword('부산')).toEqual(ok);
  });
});

describe('map query semantics (api-contract §4)', () => {
  it('bounds', () => {
    expect(validateBounds({ neLat: 35.2, neLng: 128.2, swLat: 35.1, swLng: 128.0 })).toEqual(ok);
    expect(validateBounds({ neLat: 35.0, neLng: 128.2, swLat: 35.1, swLng: 128.0 })).toEqual(
      no(MAP_MESSAGES.bounds),
    );
  });

  it.each([
    [{ depositMin: null, depositMax: null, monthlyRentMin: null, monthlyRentMax: null }, ok],
    [{ depositMin: 100, depositMax: 100, monthlyRentMin: 0, monthlyRentMax: null }, ok],
    [
      { depositMin: 200, depositMax: 100, monthlyRentMin: null, monthlyRentMax: null },
      no(MAP_MESSAGES.depositRange),
    ],
    [
      { depositMin: null, depositMax: null, monthlyRentMin: 50, monthlyRentMax: 40 },
      no(MAP_MESSAGES.monthlyRentRange),
    ],
  ])('ranges %#', (filters, result) => expect(validatePriceRanges(filters)).toEqual(result));
});
