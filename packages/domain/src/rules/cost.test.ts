import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  buildingCostSummary,
  campusComparisonText,
  compareToCampus,
  costHistogram,
  DEFAULT_CAMPUS_RADIUS_METRES,
  DEFAULT_JEONSE_CONVERSION_RATE,
  depositAsMonthly,
  depositReturnHeadline,
  depositReturnTone,
  depositReturnWarning,
  dormFeePerMonth,
  dormFeePerMonthText,
  dormVsOffCampusSummary,
  formatMonthlyCost,
  groupDigits,
  isValidConversionRate,
  isWithinWalkingRadius,
  josa,
  josaRo,
  MIN_COST_SAMPLE,
  MONTHLY_COST_FILTER_STEPS,
  median,
  monthlyCostFilterLabel,
  monthlyCostOf,
  monthlyCostPerPyeong,
  quantile,
  straightLineRadius,
  summarizeCosts,
  summarizeDepositReturns,
  validateDepositReturn,
  walkingMetres,
} from './cost';
import { distanceMeters } from './geo';

describe('전월세 전환율', () => {
  it('defaults to the legal cap: base rate 2.50% + 2%p = 4.5%', () => {
    expect(DEFAULT_JEONSE_CONVERSION_RATE).toBeCloseTo(0.045, 10);
  });

  it.each([
    [0.045, true],
    [0.1, true],
    [0.1001, false],
    [0, false],
    [-0.01, false],
    [Number.NaN, false],
  ])('rate %d valid: %s', (rate, ok) => {
    expect(isValidConversionRate(rate)).toBe(ok);
  });

  it.each([
    // [deposit, rent, fee, rate, expected 만원/월]
    [10_000, null, null, 0.045, 37.5], // 전세 1억
    [1_000, 50, 5, 0.045, 58.8], // 1000/50 + 5 → 3.75 + 55
    [500, 45, null, 0.045, 46.9],
    [0, 60, 7, 0.045, 67],
    [20_000, null, 10, 0.06, 110],
  ])('deposit %d + rent %s + fee %s at %d = %d', (deposit, monthlyRent, maintenanceCost, rate, expected) => {
    expect(monthlyCostOf({ deposit, monthlyRent, maintenanceCost }, rate)).toBe(expected);
  });

  it('converts the deposit yearly ÷ 12', () => {
    expect(depositAsMonthly(12_000, 0.05)).toBe(50);
    expect(depositAsMonthly(-5)).toBe(0);
  });

  it('never decreases when any part grows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 100 }),
        (deposit, rent, fee, extra) => {
          const base = monthlyCostOf({ deposit, monthlyRent: rent, maintenanceCost: fee });
          expect(
            monthlyCostOf({ deposit: deposit + extra, monthlyRent: rent, maintenanceCost: fee }),
          ).toBeGreaterThanOrEqual(base);
          expect(monthlyCostOf({ deposit, monthlyRent: rent + extra, maintenanceCost: fee })).toBeGreaterThan(
            base,
          );
        },
      ),
    );
  });

  it('per 평 only where the area is known', () => {
    expect(monthlyCostPerPyeong(66, 3.305785 * 6)).toBe(11);
    expect(monthlyCostPerPyeong(66, 0)).toBeNull();
    expect(monthlyCostPerPyeong(66, null)).toBeNull();
  });
});

describe('medians and ranges', () => {
  it('median of odd and even counts (percentile_cont)', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('quantiles interpolate like percentile_cont', () => {
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it('median lies within min..max (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 50 }),
        (values) => {
          const m = median(values) as number;
          expect(m).toBeGreaterThanOrEqual(Math.min(...values));
          expect(m).toBeLessThanOrEqual(Math.max(...values));
        },
      ),
    );
  });

  it('summarizes only from the minimum sample of 3', () => {
    expect(MIN_COST_SAMPLE).toBe(3);
    expect(summarizeCosts([40, 50])).toBeNull();
    expect(summarizeCosts([40, 50, 70])).toEqual({
      count: 3,
      median: 50,
      p25: 45,
      p75: 60,
      min: 40,
      max: 70,
    });
    expect(summarizeCosts([40], 1)?.median).toBe(40);
  });

  it('bins a histogram with round widths, every value counted once', () => {
    const values = [31, 38, 42, 44, 47, 55, 58, 61, 72];
    const bins = costHistogram(values);
    expect(bins.length).toBeLessThanOrEqual(6);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(values.length);
    expect(bins[0]).toEqual({ from: 30, to: 40, count: 2 });
    expect(costHistogram([])).toEqual([]);
    expect(costHistogram([50, 50, 50])).toEqual([{ from: 50, to: 55, count: 3 }]);
  });

  it('histogram holds every value for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 2000, noNaN: true }), { minLength: 1, maxLength: 60 }),
        (values) => {
          const bins = costHistogram(values);
          expect(bins.reduce((s, b) => s + b.count, 0)).toBe(values.length);
          expect(bins.length).toBeLessThanOrEqual(6);
        },
      ),
    );
  });
});

describe('campus radius', () => {
  const campus = { latitude: 37.5665, longitude: 126.978 };
  it('measures the straight line with haversine', () => {
    // 0.01° of latitude ≈ 1,112 m.
    expect(distanceMeters(campus, { latitude: 37.5765, longitude: 126.978 })).toBeCloseTo(1112, -1);
  });

  it('walks 1.3 × the straight line, default radius 1.5 km', () => {
    const near = { latitude: campus.latitude + 0.01, longitude: campus.longitude }; // 1,112 m → 1,446 m walking
    const far = { latitude: campus.latitude + 0.011, longitude: campus.longitude }; // 1,223 m → 1,590 m
    expect(walkingMetres(campus, near)).toBeCloseTo(1446, -1);
    expect(isWithinWalkingRadius(campus, near)).toBe(true);
    expect(isWithinWalkingRadius(campus, far)).toBe(false);
    expect(isWithinWalkingRadius(campus, far, 2000)).toBe(true);
    expect(straightLineRadius(DEFAULT_CAMPUS_RADIUS_METRES)).toBeCloseTo(1153.8, 1);
  });
});

describe('sentences', () => {
  it('compares with the campus median', () => {
    expect(compareToCampus(50, 58)).toEqual({ direction: 'cheaper', difference: 8 });
    expect(compareToCampus(66.4, 58)).toEqual({ direction: 'pricier', difference: 8 });
    expect(compareToCampus(58.6, 58)).toEqual({ direction: 'similar', difference: 0 });
    expect(campusComparisonText('관악캠퍼스', { direction: 'cheaper', difference: 8 })).toBe(
      '관악캠퍼스 주변 중간값보다 월 8만원 저렴해요',
    );
    expect(campusComparisonText('관악캠퍼스', { direction: 'similar', difference: 0 })).toBe(
      '관악캠퍼스 주변 중간값과 비슷해요',
    );
  });

  it('formats 만원 with one decimal at most', () => {
    expect(formatMonthlyCost(58)).toBe('58만원');
    expect(formatMonthlyCost(37.5)).toBe('37.5만원');
    expect(formatMonthlyCost(1250.04)).toBe('1,250만원');
    expect(formatMonthlyCost(123456.78)).toBe('123,456.8만원');
  });

  it('formats amounts without toLocaleString, whose first call loads the ko-KR locale data', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(formatMonthlyCost(1250)).toBe('1,250만원');
    expect(toLocale).not.toHaveBeenCalled();
    toLocale.mockRestore();
  });

  it('groups digits as ko-KR does, without loading the locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(groupDigits(String(n))).toBe(n.toLocaleString('ko-KR'));
      }),
    );
  });

  it('turns a semester fee into a month', () => {
    expect(dormFeePerMonth(120)).toBe(30);
  });
});

describe('보증금 반환 기록', () => {
  it('validates days only for returned money', () => {
    expect(validateDepositReturn({ outcome: 'FULL', days: 3 }).ok).toBe(true);
    expect(validateDepositReturn({ outcome: 'NONE', days: null }).ok).toBe(true);
    expect(validateDepositReturn({ outcome: 'NONE', days: 3 }).ok).toBe(false);
    expect(validateDepositReturn({ outcome: 'LIVING', days: 0 }).ok).toBe(false);
    expect(validateDepositReturn({ outcome: 'PARTIAL', days: 731 }).ok).toBe(false);
    expect(validateDepositReturn({ outcome: 'FULL', days: 1.5 }).ok).toBe(false);
  });

  it('summarizes "반환 기록 12건 중 11건 전액, 평균 3일"', () => {
    const records = [
      ...Array.from({ length: 11 }, () => ({ outcome: 'FULL' as const, days: 3 })),
      { outcome: 'PARTIAL' as const, days: null },
      { outcome: 'LIVING' as const, days: null },
    ];
    const summary = summarizeDepositReturns(records);
    expect(summary).toEqual({ full: 11, partial: 1, none: 0, living: 1, averageDays: 3 });
    expect(depositReturnHeadline(summary)).toBe('반환 기록 12건 중 11건 전액, 평균 3일');
    expect(depositReturnTone(summary)).toBe('caution');
    expect(depositReturnWarning(summary)).toBe('1건은 일부만 돌려받았어요');
  });

  it('warns when anyone did not get the deposit back', () => {
    const summary = summarizeDepositReturns([
      { outcome: 'FULL', days: 2 },
      { outcome: 'NONE', days: null },
    ]);
    expect(depositReturnTone(summary)).toBe('warning');
    expect(depositReturnWarning(summary)).toBe('1건은 보증금을 못 돌려받았어요');
    expect(depositReturnHeadline(summary)).toBe('반환 기록 2건 중 1건 전액, 평균 2일');
  });

  it('says so when there is no record yet', () => {
    const summary = summarizeDepositReturns([{ outcome: 'LIVING', days: null }]);
    expect(depositReturnTone(summary)).toBe('empty');
    expect(depositReturnHeadline(summary)).toBe('아직 보증금 반환 기록이 없어요');
  });
});

describe('기숙사 vs 자취 summary', () => {
  it('picks the particle by the last syllable', () => {
    expect(josa('관악 기숙사 1동', '이', '가')).toBe('관악 기숙사 1동이');
    expect(josa('가나학사', '이', '가')).toBe('가나학사가');
    expect(josa('기숙사', '과', '와')).toBe('기숙사와');
  });

  it('says (으)로 as it is read', () => {
    expect(josaRo('기숙사')).toBe('기숙사로');
    expect(josaRo('원/투룸')).toBe('원/투룸으로');
    expect(josaRo('오피스텔')).toBe('오피스텔로');
    expect(josaRo('주택/빌라')).toBe('주택/빌라로');
  });

  it('says which is cheaper and by how much, then what to check', () => {
    expect(
      dormVsOffCampusSummary({
        dormFeePerMonth: 30,
        dormName: '가나학사',
        offCampusMedian: 52,
        commuteShare: 0.64,
        dormHasCriteria: true,
      }),
    ).toEqual([
      '가나학사가 한 달 약 30만원으로, 주변 자취 중간값(월 52만원)보다 월 22만원 저렴해요.',
      '돈만 보면 기숙사가 유리해요. 다만 학점이나 거리 기준이 있으니 입사 조건을 먼저 확인하세요.',
      '자취방 후기의 64%가 통학이 편하다고 했어요.',
    ]);
  });

  it('says so when off-campus is cheaper or data is missing', () => {
    expect(
      dormVsOffCampusSummary({
        dormFeePerMonth: 45,
        dormName: null,
        offCampusMedian: 40,
        commuteShare: null,
        dormHasCriteria: false,
      })[0],
    ).toBe('주변 자취 중간값(월 40만원)이 기숙사(한 달 약 45만원)보다 월 5만원 저렴해요.');
    expect(
      dormVsOffCampusSummary({
        dormFeePerMonth: null,
        dormName: null,
        offCampusMedian: null,
        commuteShare: null,
        dormHasCriteria: false,
      }),
    ).toEqual(['아직 비교할 후기가 부족해요. 후기가 3개 이상 모이면 보여드려요.']);
  });
});

describe("the map's cost sort and filter", () => {
  it('labels the filter steps and "no bound"', () => {
    expect(MONTHLY_COST_FILTER_STEPS).toEqual([40, 50, 60, 80]);
    expect(monthlyCostFilterLabel(null)).toBe('상관없음');
    expect(MONTHLY_COST_FILTER_STEPS.map(monthlyCostFilterLabel)).toEqual([
      '40만원 이하',
      '50만원 이하',
      '60만원 이하',
      '80만원 이하',
    ]);
  });

  it.each([
    [false, 45, '실거주 월 45만원'],
    [false, 58.8, '실거주 월 58.8만원'],
    [true, 37.5, '기숙사비 한 달 약 37.5만원'],
  ])('a building card (dormitory %s, median %s) says %s', (dorm, value, text) => {
    expect(buildingCostSummary(dorm, value)).toBe(text);
  });

  it('gives a dormitory fee per semester as a month', () => {
    expect(dormFeePerMonthText(150)).toBe('한 달 약 37.5만원');
    expect(dormFeePerMonthText(121)).toBe('한 달 약 30.3만원');
  });
});
