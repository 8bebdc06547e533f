import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  type BuildingTypeSource,
  buildingTypeLabel,
  dormUniversityName,
  ELLIPSIS,
  EMPTY_PREVIEW_TEXT,
  fitKeywordTags,
  formatDate,
  formatDepositRent,
  formatGeneralPriceLine,
  formatLikeCount,
  formatManwon,
  formatMoneyInput,
  formatRating,
  formatSpace,
  formatThousands,
  pickThumbnail,
  previewText,
  pyeongToSquareMetres,
  type ReviewTypeSource,
  reviewTypeLabel,
  rewriteImageUrl,
  squareMetresToPyeong,
  starStates,
  summaryText,
  toStarCount,
  truncateText,
} from './display';

// Property tests run hundreds of cases; give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('formatLikeCount (spec 000 §5: above 99 shows 99+)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('%d → %s', (n, text) => expect(formatLikeCount(n)).toBe(text));
});

describe('previewText and summaryText (spec 000 §5, §9)', () => {
  it('uses the empty text for empty or blank content', () => {
    expect(EMPTY_PREVIEW_TEXT).toBe('후기를 작성해 주세요');
    expect(previewText('')).toBe(EMPTY_PREVIEW_TEXT);
    expect(previewText('   ')).toBe(EMPTY_PREVIEW_TEXT);
    expect(previewText(null)).toBe(EMPTY_PREVIEW_TEXT);
    expect(previewText('', '내용 없음')).toBe('내용 없음');
  });

  it.each([
    ['가'.repeat(50), '가'.repeat(50)],
    ['가'.repeat(51), `${'가'.repeat(50)}…`],
    ['  짧은 후기  ', '짧은 후기'],
  ])('preview %#', (input, output) => expect(previewText(input)).toBe(output));

  it.each([
    ['나'.repeat(68), '나'.repeat(68)],
    ['나'.repeat(69), `${'나'.repeat(68)}…`],
    ['', ''],
  ])('summary %#', (input, output) => expect(summaryText(input)).toBe(output));

  it('never splits an emoji', () => {
    expect(truncateText('😀'.repeat(3), 2)).toBe(`😀😀${ELLIPSIS}`);
  });

  it('property: truncation never exceeds limit + ellipsis and keeps a prefix', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.integer({ min: 0, max: 120 }),
        (text, limit) => {
          const out = truncateText(text, limit);
          const chars = Array.from(out);
          if (out === text)
            expect(Array.from(text).length).toBeLessThanOrEqual(Math.max(limit, Array.from(text).length));
          if (out !== text) {
            expect(chars.length).toBe(limit + 1);
            expect(out.endsWith(ELLIPSIS)).toBe(true);
            expect(text.startsWith(out.slice(0, -1))).toBe(true);
          } else expect(Array.from(text).length).toBeLessThanOrEqual(limit);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(Array.from(previewText(text)).length).toBeLessThanOrEqual(51);
        expect(Array.from(summaryText(text)).length).toBeLessThanOrEqual(69);
      }),
    );
  });
});

describe('toStarCount (spec 000 §5: number, 0 if invalid, rounded)', () => {
  it.each([
    [4.5, 5],
    [4.49, 4],
    ['3.6', 4],
    [0, 0],
    [7, 5],
    [-2, 0],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{}, 0],
  ])('%s → %i', (rating, stars) => expect(toStarCount(rating)).toBe(stars));

  it('property: always an integer 0..5; filled stars match', () => {
    fc.assert(
      fc.property(fc.anything(), (rating) => {
        const n = toStarCount(rating);
        expect(Number.isInteger(n) && n >= 0 && n <= 5).toBe(true);
        const states = starStates(rating);
        expect(states).toHaveLength(5);
        expect(states.filter(Boolean)).toHaveLength(n);
      }),
    );
  });
});

describe('formatRating (one decimal next to the stars; spec 000 §5: 0 if invalid)', () => {
  it.each([
    [4.3, '4.3'],
    [4.26, '4.3'],
    [4.46, '4.5'],
    [4.35, '4.4'],
    [4.04, '4.0'],
    [3.5, '3.5'],
    [5, '5.0'],
    [0, '0.0'],
    [' 4.25 ', '4.3'],
    [7, '5.0'],
    [-1, '0.0'],
    [-0.04, '0.0'],
    ['abc', '0.0'],
    ['', '0.0'],
    [null, '0.0'],
    [undefined, '0.0'],
    [Number.NaN, '0.0'],
    [Number.POSITIVE_INFINITY, '0.0'],
    [{}, '0.0'],
  ])('%s → %s', (rating, text) => expect(formatRating(rating)).toBe(text));

  it('property: always one decimal in 0.0..5.0', () => {
    fc.assert(
      fc.property(fc.anything(), (rating) => {
        expect(formatRating(rating)).toMatch(/^[0-5]\.\d$/);
        expect(Number(formatRating(rating))).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('formatDate (spec 000 §5: YYYY.MM.DD from updateAt)', () => {
  it.each([
    ['2025-02-23T04:06:00+09:00', '2025.02.23'],
    ['2025-02-23T00:30:00+09:00', '2025.02.23'],
    ['2024-12-31T23:59:59Z', '2024.12.31'],
    ['2025-01-05', '2025.01.05'],
    ['not a date', ''],
    ['2025-13-01T00:00:00Z', ''],
    ['', ''],
    [null, ''],
  ])('%s → %s', (iso, text) => expect(formatDate(iso)).toBe(text));
});

describe('dormUniversityName (spec 000 §5: without the last two characters)', () => {
  it.each([
    ['부산대학교', '부산대'],
    ['경상국립대학교', '경상국립대'],
    ['서울대학교', '서울대'],
    ['대학', '대학'],
  ])('%s → %s', (name, shown) => expect(dormUniversityName(name)).toBe(shown));
});

describe('buildingTypeLabel (spec 000 §2 Building detail: dormitory + university, types joined by " / ")', () => {
  it.each<[BuildingTypeSource, string]>([
    [{ type: ['ROOM'] }, '원/투룸'],
    [{ type: ['ROOM', 'OFFICETEL'] }, '원/투룸 / 오피스텔'],
    [{ type: ['APARTMENT', 'HOUSE', 'BOARDING_HOUSE'] }, '아파트 / 주택/빌라 / 하숙집/고시원'],
    [{ type: 'DORMITORY', universityName: '부산대학교' }, '기숙사 · 부산대'],
    [{ type: 'DORMITORY', universityName: '경상국립대학교' }, '기숙사 · 경상국립대'],
    [{ type: 'DORMITORY', universityName: '대학' }, '기숙사 · 대학'],
    [{ type: 'AGENCY' }, '공인중개사'],
  ])('%j → %s', (info, label) => expect(buildingTypeLabel(info)).toBe(label));
});

describe('reviewTypeLabel (type and floor; a dormitory with its university, spec 000 §5)', () => {
  it.each<[ReviewTypeSource, string]>([
    [{ type: 'ROOM', floor: 'MID' }, '원/투룸 · 중층'],
    [{ type: 'OFFICETEL', floor: 'HIGH' }, '오피스텔 · 고층'],
    [{ type: 'HOUSE', floor: 'BASEMENT' }, '주택/빌라 · 반지하'],
    [{ type: 'BOARDING_HOUSE', floor: 'ATTIC' }, '하숙집/고시원 · 옥탑'],
    [{ type: 'DORMITORY', universityName: '부산대학교' }, '기숙사 · 부산대'],
    [{ type: 'AGENCY' }, '공인중개사'],
  ])('%j → %s', (info, label) => expect(reviewTypeLabel(info)).toBe(label));
});

describe('rewriteImageUrl (spec 000 §5 + decisions.md)', () => {
  const base = 'https://api.jjinbbang.kr';
  it.each([
    ['http://localhost:8080/uploads/a.jpg', 'https://api.jjinbbang.kr/uploads/a.jpg'],
    ['http://127.0.0.1:3000/uploads/a.jpg?w=1', 'https://api.jjinbbang.kr/uploads/a.jpg?w=1'],
    ['/uploads/a.jpg', 'https://api.jjinbbang.kr/uploads/a.jpg'],
    ['uploads/a.jpg', 'https://api.jjinbbang.kr/uploads/a.jpg'],
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['blob:https://app/123', 'blob:https://app/123'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (url, out) => expect(rewriteImageUrl(url, base)).toBe(out));

  it('handles a base with a trailing slash or path, and an empty base', () => {
    expect(rewriteImageUrl('/a.jpg', 'https://x.kr/')).toBe('https://x.kr/a.jpg');
    expect(rewriteImageUrl('/a.jpg', 'https://x.kr/assets')).toBe('https://x.kr/assets/a.jpg');
    expect(rewriteImageUrl('http://localhost/a.jpg', '')).toBe('/a.jpg');
  });

  it('property: never leaves a localhost address', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/[a-z0-9/._-]{0,30}$/),
        fc.integer({ min: 1, max: 65535 }),
        (path, port) => {
          expect(rewriteImageUrl(`http://localhost:${port}${path}`, base)).not.toContain('localhost');
        },
      ),
    );
  });
});

describe('pickThumbnail (spec 000 §5: blank when missing or localhost)', () => {
  it.each([
    [['https://x.kr/a.jpg', 'https://x.kr/b.jpg'], 'https://x.kr/a.jpg'],
    [[], ''],
    [null, ''],
    [undefined, ''],
    [[null], ''],
    [['http://localhost:8080/a.jpg'], ''],
    ['https://x.kr/a.jpg', 'https://x.kr/a.jpg'],
  ])('%j → %s', (urls, out) => expect(pickThumbnail(urls)).toBe(out));
});

describe('money', () => {
  it.each([
    [0, '0원'],
    [5, '5만원'],
    [500, '500만원'],
    [1000, '1,000만원'],
    [10000, '1억원'],
    [12000, '1억 2,000만원'],
    [123456, '12억 3,456만원'],
    [-500, '-500만원'],
  ])('formatManwon(%i) → %s', (n, text) => expect(formatManwon(n)).toBe(text));

  it.each([
    [500, 45, '500/45'],
    [1000, 50, '1,000/50'],
    [0, 30, '0/30'],
    [300, null, '300/0'],
  ])('formatDepositRent(%i, %s) → %s', (d, r, text) => expect(formatDepositRent(d, r)).toBe(text));

  it.each([
    [
      { contractType: 'MONTHLY_RENT', deposit: 500, monthlyRent: 45, maintenanceCost: 5 },
      '월세 500/45 · 관리비 5',
    ],
    [{ contractType: 'MONTHLY_RENT', deposit: 500, monthlyRent: 45, maintenanceCost: null }, '월세 500/45'],
    [
      { contractType: 'DEPOSIT_RENT', deposit: 12000, monthlyRent: null, maintenanceCost: null },
      '전세 1억 2,000만원',
    ],
    [{ contractType: 'DEPOSIT_RENT', deposit: 8000, maintenanceCost: 10 }, '전세 8,000만원 · 관리비 10'],
    [{ contractType: 'MONTHLY_RENT', deposit: 500, monthlyRent: 45, maintenanceCost: 0 }, '월세 500/45'],
  ] as const)('formatGeneralPriceLine %#', (price, text) => expect(formatGeneralPriceLine(price)).toBe(text));

  it('thousands separators', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-1000)).toBe('-1,000');
    expect(formatMoneyInput('0012a000')).toBe('12,000');
    expect(formatMoneyInput('')).toBe('');
    expect(formatMoneyInput('0')).toBe('0');
  });

  it('property: formatManwon reads back to the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (n) => {
        const text = formatManwon(n);
        const eok = /^([\d,]+)억/.exec(text);
        const man = /([\d,]+)만원$/.exec(text);
        const value =
          (eok ? Number(eok[1]?.replace(/,/g, '')) * 10000 : 0) +
          (man ? Number(man[1]?.replace(/,/g, '')) : 0);
        expect(value).toBe(n);
      }),
    );
  });
});

describe('area', () => {
  it('converts pyeong and square metres', () => {
    expect(pyeongToSquareMetres(10)).toBe(33.06);
    expect(squareMetresToPyeong(33.06)).toBe(10);
    expect(formatSpace(33.06)).toBe('33.06㎡ (10평)');
    expect(formatSpace(0)).toBe('');
  });
});

describe('fitKeywordTags (spec 000 §5: 292 px, padding 28, +N)', () => {
  const measurePlus = () => 20;
  it.each([
    [[50, 50], { visible: 2, hidden: 0 }],
    [[80, 80, 80], { visible: 2, hidden: 1 }],
    [[100, 100, 100], { visible: 1, hidden: 2 }],
    [[100, 100, 40], { visible: 1, hidden: 2 }],
    [[300], { visible: 0, hidden: 1 }],
    [[], { visible: 0, hidden: 0 }],
  ])('%j → %j', (widths, out) => expect(fitKeywordTags(widths, { measurePlus })).toEqual(out));

  it('property: what is shown (plus +N) fits the row', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 10, max: 150 }), { maxLength: 10 }), (widths) => {
        const { visible, hidden } = fitKeywordTags(widths, { measurePlus });
        expect(visible + hidden).toBe(widths.length);
        const used = widths.slice(0, visible).reduce((s, w) => s + w + 28, 0) + (hidden > 0 ? 20 + 28 : 0);
        if (visible > 0) expect(used).toBeLessThanOrEqual(292);
      }),
    );
  });
});
