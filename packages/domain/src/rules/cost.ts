// 월 실거주비 (real monthly cost), 기숙사 vs 자취 and 보증금 반환 기록: every number the product shows
// about what a room really costs and whether its deposit came back comes from this file. Money is in 만원.
import { SQUARE_METRES_PER_PYEONG } from './display';
import { distanceMeters } from './geo';
import type { LatLng } from './list-item';

// --- 전월세 전환율 -----------------------------------------------------------------------------------------

/**
 * 한국은행 기준금리 (base rate) as of 2025-05-29 (금융통화위원회 decision of that date: 2.50%).
 * Source: 한국은행 통화정책방향 2025-05-29.
 */
export const BANK_OF_KOREA_BASE_RATE = 0.025;
/**
 * 주택임대차보호법 제7조의2 제2호 and 시행령 제9조 제2항 (in force since 2021-01-01): converting a deposit into
 * monthly rent may not exceed 한국은행 기준금리 + 연 2퍼센트 (the "대통령령으로 정하는 이율"), nor 연 10퍼센트
 * (제9조 제1항) — whichever is lower.
 */
export const JEONSE_CONVERSION_MARGIN = 0.02;
export const JEONSE_CONVERSION_CEILING = 0.1;
/** The legal cap on 2025-05-29: min(2.50% + 2%p, 10%) = 4.5% a year. Servers may configure another rate. */
export const DEFAULT_JEONSE_CONVERSION_RATE = Math.min(
  BANK_OF_KOREA_BASE_RATE + JEONSE_CONVERSION_MARGIN,
  JEONSE_CONVERSION_CEILING,
);
/** The date the default rate was checked against the base rate (shown in docs/adr/0014 and the API docs). */
export const JEONSE_CONVERSION_RATE_AS_OF = '2025-05-29';

/** Whether a yearly conversion rate is one a server may be configured with (0 < rate ≤ 10%, the legal ceiling). */
export function isValidConversionRate(rate: number): boolean {
  return Number.isFinite(rate) && rate > 0 && rate <= JEONSE_CONVERSION_CEILING;
}

export interface LeasePrice {
  /** 보증금 (만원). */
  deposit: number;
  /** 월세 (만원); null for 전세. */
  monthlyRent: number | null;
  /** 관리비 (만원); null = none. */
  maintenanceCost: number | null;
}

/** The deposit as a monthly amount: deposit × yearly rate ÷ 12 (만원/월). */
export function depositAsMonthly(deposit: number, rate: number = DEFAULT_JEONSE_CONVERSION_RATE): number {
  return (Math.max(0, deposit) * rate) / 12;
}

/** Rounds 만원 to one decimal (천원), the precision every cost figure is stored and sent with. */
export function roundManwon(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * 월 실거주비: the deposit converted at the 전월세 전환율 + monthly rent + 관리비, in 만원/월 (one decimal).
 * 전세 1억 (10,000만원) at 4.5% → 37.5만원/월.
 */
export function monthlyCostOf(price: LeasePrice, rate: number = DEFAULT_JEONSE_CONVERSION_RATE): number {
  return roundManwon(
    depositAsMonthly(price.deposit, rate) + (price.monthlyRent ?? 0) + (price.maintenanceCost ?? 0),
  );
}

/** 월 실거주비 per 평 where the area is known (square metres > 0); null otherwise. */
export function monthlyCostPerPyeong(
  monthlyCost: number,
  squareMetres: number | null | undefined,
): number | null {
  if (squareMetres === null || squareMetres === undefined || !(squareMetres > 0)) return null;
  return roundManwon(monthlyCost / (squareMetres / SQUARE_METRES_PER_PYEONG));
}

// --- Statistics --------------------------------------------------------------------------------------------

/**
 * "후기가 3개 이상 모이면 보여드려요": fewer data points than this show that sentence instead of a number, since one
 * or two leases say more about those rooms than about the building or the neighbourhood.
 */
export const MIN_COST_SAMPLE = 3;

/**
 * The q-quantile (0..1) with linear interpolation between order statistics — the same definition as
 * PostgreSQL's `percentile_cont`, so a figure computed here and one computed by the database agree.
 */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = Math.min(1, Math.max(0, q)) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] as number;
  const high = sorted[upper] as number;
  return low + (high - low) * (position - lower);
}

export function median(values: readonly number[]): number | null {
  return quantile(values, 0.5);
}

/** A cost distribution: what the building page, the campus page and the chart show. */
export interface CostSummary {
  /** Data points (leases) it is computed from. */
  count: number;
  median: number;
  /** 25th and 75th percentile: "most people paid between …". */
  p25: number;
  p75: number;
  min: number;
  max: number;
}

/** The summary of a set of monthly costs, or null below {@link MIN_COST_SAMPLE}. */
export function summarizeCosts(
  values: readonly number[],
  minSample: number = MIN_COST_SAMPLE,
): CostSummary | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length < Math.max(1, minSample)) return null;
  return {
    count: finite.length,
    median: roundManwon(median(finite) as number),
    p25: roundManwon(quantile(finite, 0.25) as number),
    p75: roundManwon(quantile(finite, 0.75) as number),
    min: roundManwon(Math.min(...finite)),
    max: roundManwon(Math.max(...finite)),
  };
}

/** One bar of the distribution chart: leases whose cost is in [from, to). The last bin includes its top. */
export interface CostBin {
  from: number;
  to: number;
  count: number;
}

/** Bin widths the chart may use (만원), chosen so labels stay round numbers. */
const BIN_WIDTHS = [5, 10, 20, 25, 50, 100];

/** Histogram of monthly costs in at most `maxBins` bins of a round width (for the SVG chart). */
export function costHistogram(values: readonly number[], maxBins = 6): CostBin[] {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return [];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const width =
    BIN_WIDTHS.find((w) => Math.floor(max / w) - Math.floor(min / w) + 1 <= maxBins) ??
    Math.ceil((max - min + 1) / maxBins / 100) * 100;
  const start = Math.floor(min / width) * width;
  const count = Math.floor(max / width) - Math.floor(min / width) + 1;
  const bins: CostBin[] = Array.from({ length: count }, (_, i) => ({
    from: start + i * width,
    to: start + (i + 1) * width,
    count: 0,
  }));
  for (const v of finite) {
    const index = Math.min(count - 1, Math.floor((v - start) / width));
    (bins[index] as CostBin).count += 1;
  }
  return bins;
}

// --- Campus radius -----------------------------------------------------------------------------------------

/** Default walking radius around a campus: 1.5 km on foot (about 20 minutes). */
export const DEFAULT_CAMPUS_RADIUS_METRES = 1500;
/**
 * Walking routes are longer than the straight line: a detour factor of 1.3 (the usual urban route-directness
 * figure for pedestrian networks, 1.2–1.4) turns a straight-line distance into a walking estimate without a
 * routing service. 1.5 km walking ≈ 1.15 km straight.
 */
export const WALKING_DETOUR_FACTOR = 1.3;

/** Estimated walking distance: the straight line (geo's haversine) × {@link WALKING_DETOUR_FACTOR}. */
export function walkingMetres(a: LatLng, b: LatLng): number {
  return distanceMeters(a, b) * WALKING_DETOUR_FACTOR;
}

export function isWithinWalkingRadius(
  campus: LatLng,
  place: LatLng,
  radiusMetres: number = DEFAULT_CAMPUS_RADIUS_METRES,
): boolean {
  return walkingMetres(campus, place) <= radiusMetres;
}

/** The straight-line radius the database filters with, for a walking radius. */
export function straightLineRadius(radiusMetres: number = DEFAULT_CAMPUS_RADIUS_METRES): number {
  return radiusMetres / WALKING_DETOUR_FACTOR;
}

/** "도보 15분" style: 67 m a minute (4 km/h). */
export function walkingMinutes(metres: number): number {
  return Math.max(1, Math.round(metres / 67));
}

// --- Comparisons and sentences -----------------------------------------------------------------------------

/**
 * "1250" → "1,250". Korean groups digits by three with commas, as `toLocaleString('ko-KR')` does — but the first
 * such call in a page loads the locale's ICU data, inside the render a building page's largest paint waits on.
 */
export function groupDigits(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "58만원", "37.5만원", "1,250만원". */
export function formatMonthlyCost(value: number): string {
  const rounded = roundManwon(value);
  const [whole = '0', decimal] = String(rounded).split('.');
  const withCommas = groupDigits(whole);
  return `${withCommas}${decimal && decimal !== '0' ? `.${decimal}` : ''}만원`;
}

export type CampusComparisonDirection = 'cheaper' | 'pricier' | 'similar';

export interface CampusComparison {
  direction: CampusComparisonDirection;
  /** |building − campus| in 만원/월, rounded to whole 만원. */
  difference: number;
}

/** Within ±1만원 a difference is noise: "중간값과 비슷해요". */
export const SIMILAR_COST_MARGIN = 1;

export function compareToCampus(buildingMedian: number, campusMedian: number): CampusComparison {
  const diff = buildingMedian - campusMedian;
  const difference = Math.round(Math.abs(diff));
  if (difference < SIMILAR_COST_MARGIN || Math.abs(diff) < SIMILAR_COST_MARGIN)
    return { direction: 'similar', difference: 0 };
  return { direction: diff < 0 ? 'cheaper' : 'pricier', difference };
}

/** "정문캠퍼스 주변 중간값보다 월 8만원 저렴해요". */
export function campusComparisonText(campusLabel: string, comparison: CampusComparison): string {
  switch (comparison.direction) {
    case 'cheaper':
      return `${campusLabel} 주변 중간값보다 월 ${comparison.difference}만원 저렴해요`;
    case 'pricier':
      return `${campusLabel} 주변 중간값보다 월 ${comparison.difference}만원 비싸요`;
    case 'similar':
      return `${campusLabel} 주변 중간값과 비슷해요`;
  }
}

/** What few data points say instead of a number. */
export const TOO_FEW_COST_TEXT = `후기가 ${MIN_COST_SAMPLE}개 이상 모이면 보여드려요`;

/** "서울대학교 관악캠퍼스" → "관악캠퍼스"; a campus named like its university keeps the university name. */
export function campusLabel(universityName: string, campusName: string): string {
  const name = campusName.trim();
  if (name === '' || name === universityName || name === '본캠퍼스' || name === '본교') return universityName;
  return `${universityName} ${name}`;
}

// --- Dormitory fees ----------------------------------------------------------------------------------------

/**
 * Dormitory fees are charged per semester (spec: 한 학기 기숙사비). A semester of residence is about four months
 * (16 weeks), so the monthly figure compared with off-campus rooms is fee ÷ 4.
 */
export const DORM_MONTHS_PER_SEMESTER = 4;

export function dormFeePerMonth(feePerSemester: number): number {
  return roundManwon(feePerSemester / DORM_MONTHS_PER_SEMESTER);
}

/** "한 달 약 37.5만원": a dormitory's semester fee as the monthly figure compared with off-campus rooms. */
export function dormFeePerMonthText(feePerSemester: number): string {
  return `한 달 약 ${formatMonthlyCost(dormFeePerMonth(feePerSemester))}`;
}

// --- The map's cost sort and filter ------------------------------------------------------------

/**
 * The filter sheet's upper bounds, 만원/월. Around Korean campuses a one-room's real monthly cost mostly falls
 * between 35 and 70만원 (the seed's campus medians sit at 40–55): 40 catches the cheap end, 50 and 60 the middle,
 * 80 everything short of the expensive officetels.
 */
export const MONTHLY_COST_FILTER_STEPS = [40, 50, 60, 80] as const;

/** '상관없음' for no bound, '50만원 이하' for a bound. */
export function monthlyCostFilterLabel(max: number | null): string {
  return max === null ? '상관없음' : `${formatMonthlyCost(max)} 이하`;
}

/**
 * What a building card in the map's lists says about cost, from the list's median (present only with
 * {@link MIN_COST_SAMPLE} leases): "실거주 월 45만원", or for a dormitory "기숙사비 한 달 약 37.5만원".
 */
export function buildingCostSummary(isDormitory: boolean, median: number): string {
  return isDormitory
    ? `기숙사비 한 달 약 ${formatMonthlyCost(median)}`
    : `실거주 월 ${formatMonthlyCost(median)}`;
}

// --- 보증금 반환 기록 --------------------------------------------------------------------------------------

export const DEPOSIT_RETURN_OUTCOMES = ['FULL', 'PARTIAL', 'NONE', 'LIVING'] as const;
export type DepositReturnOutcome = (typeof DEPOSIT_RETURN_OUTCOMES)[number];

export const DEPOSIT_RETURN_LABELS: Record<DepositReturnOutcome, string> = {
  FULL: '전액 돌려받았어요',
  PARTIAL: '일부만 돌려받았어요',
  NONE: '못 돌려받았어요',
  LIVING: '아직 살고 있어요',
};

export function isDepositReturnOutcome(value: unknown): value is DepositReturnOutcome {
  return typeof value === 'string' && (DEPOSIT_RETURN_OUTCOMES as readonly string[]).includes(value);
}

/** Days after moving out are asked only when money came back; up to two years. */
export const DEPOSIT_RETURN_MAX_DAYS = 730;

export function outcomeHasDays(outcome: DepositReturnOutcome): boolean {
  return outcome === 'FULL' || outcome === 'PARTIAL';
}

export interface DepositReturnRecord {
  outcome: DepositReturnOutcome;
  /** Days after moving out until the money came back (FULL / PARTIAL); null = not given. */
  days: number | null;
}

/** A record as a line: "전액 돌려받았어요 · 이사 후 14일" (the confirm screen and the review page). */
export function depositReturnText(record: DepositReturnRecord): string {
  const days = record.days === null ? '' : ` · 이사 후 ${record.days}일`;
  return `${DEPOSIT_RETURN_LABELS[record.outcome]}${days}`;
}

/** Validates a record: days only for returned money, a whole number 0..730. */
export function validateDepositReturn(
  record: DepositReturnRecord,
): { ok: true } | { ok: false; message: string } {
  if (!isDepositReturnOutcome(record.outcome)) return { ok: false, message: '반환 결과를 선택해 주세요.' };
  if (record.days === null) return { ok: true };
  if (!outcomeHasDays(record.outcome))
    return { ok: false, message: '돌려받은 날짜는 돌려받은 경우에만 적어요.' };
  if (!Number.isInteger(record.days) || record.days < 0 || record.days > DEPOSIT_RETURN_MAX_DAYS)
    return { ok: false, message: `이사 후 0일부터 ${DEPOSIT_RETURN_MAX_DAYS}일까지 입력할 수 있어요.` };
  return { ok: true };
}

/** Records of a place, counted (the server keeps these on each building and agency). */
export interface DepositReturnSummary {
  full: number;
  partial: number;
  none: number;
  /** Still living there: not a return record, but counted so the page can say how many wait. */
  living: number;
  /** Mean days to return over FULL and PARTIAL records that gave days; null without any. */
  averageDays: number | null;
}

export const EMPTY_DEPOSIT_RETURN_SUMMARY: DepositReturnSummary = {
  full: 0,
  partial: 0,
  none: 0,
  living: 0,
  averageDays: null,
};

export function summarizeDepositReturns(records: readonly DepositReturnRecord[]): DepositReturnSummary {
  const summary = { ...EMPTY_DEPOSIT_RETURN_SUMMARY };
  const days: number[] = [];
  for (const r of records) {
    if (r.outcome === 'FULL') summary.full += 1;
    else if (r.outcome === 'PARTIAL') summary.partial += 1;
    else if (r.outcome === 'NONE') summary.none += 1;
    else summary.living += 1;
    if (outcomeHasDays(r.outcome) && r.days !== null) days.push(r.days);
  }
  summary.averageDays = days.length === 0 ? null : Math.round(days.reduce((a, b) => a + b, 0) / days.length);
  return summary;
}

/** Records that say how a deposit came back (everything but "아직 살고 있어요"). */
export function depositReturnTotal(summary: DepositReturnSummary): number {
  return summary.full + summary.partial + summary.none;
}

export type DepositReturnTone = 'empty' | 'good' | 'caution' | 'warning';

/** warning: anyone did not get it back; caution: someone got only part; good: all in full. */
export function depositReturnTone(summary: DepositReturnSummary): DepositReturnTone {
  if (depositReturnTotal(summary) === 0) return 'empty';
  if (summary.none > 0) return 'warning';
  if (summary.partial > 0) return 'caution';
  return 'good';
}

/** "반환 기록 12건 중 11건 전액, 평균 3일". */
export function depositReturnHeadline(summary: DepositReturnSummary): string {
  const total = depositReturnTotal(summary);
  if (total === 0) return '아직 보증금 반환 기록이 없어요';
  const days = summary.averageDays === null ? '' : `, 평균 ${summary.averageDays}일`;
  return `반환 기록 ${total}건 중 ${summary.full}건 전액${days}`;
}

/** The warning line: "1건은 보증금을 못 돌려받았어요". */
export function depositReturnWarning(summary: DepositReturnSummary): string | null {
  if (summary.none > 0) return `${summary.none}건은 보증금을 못 돌려받았어요`;
  if (summary.partial > 0) return `${summary.partial}건은 일부만 돌려받았어요`;
  return null;
}

// --- 통학 편리 ---------------------------------------------------------------------------------------------

/**
 * The positive keywords that mean an easy commute: 교통 편리 and 학교 가까움. The campus page shows the share of
 * off-campus reviews carrying either.
 */
export const COMMUTE_KEYWORDS = ['PO_BD_LO_01', 'PO_BD_LO_06'] as const;

// --- 기숙사 vs 자취: the plain-language answer ------------------------------------------------------------

/** The particle after a name: 받침 → first form (이/은/과), none → second (가/는/와). Non-Hangul ends take 받침. */
export function josa(word: string, withFinal: string, withoutFinal: string): string {
  const code = word.trim().charCodeAt(word.trim().length - 1);
  const hangul = code >= 0xac00 && code <= 0xd7a3;
  const hasFinal = hangul ? (code - 0xac00) % 28 !== 0 : true;
  return `${word}${hasFinal ? withFinal : withoutFinal}`;
}

/** "(으)로" after a word: 로 after a vowel or ㄹ (기숙사로, 오피스텔로), 으로 after another 받침 (원/투룸으로). */
export function josaRo(word: string): string {
  const code = word.trim().charCodeAt(word.trim().length - 1);
  const hangul = code >= 0xac00 && code <= 0xd7a3;
  const final = hangul ? (code - 0xac00) % 28 : 0;
  return `${word}${final === 0 || final === 8 ? '로' : '으로'}`;
}

export interface DormVsOffCampusFacts {
  /** Cheapest dormitory's fee per month (만원) among those with a known fee; null without any. */
  dormFeePerMonth: number | null;
  dormName: string | null;
  /** Off-campus median real monthly cost; null below the minimum sample. */
  offCampusMedian: number | null;
  /** Share (0..1) of off-campus reviews praising the commute; null without reviews. */
  commuteShare: number | null;
  /** Whether any dormitory review was admitted with a grade or distance criterion. */
  dormHasCriteria: boolean;
}

/**
 * "기숙사 vs 자취?" in sentences a freshman can act on: which is cheaper and by how much a month, what the catch is
 * (admission criteria, few data), and how commuting from off-campus rooms is rated.
 */
export function dormVsOffCampusSummary(f: DormVsOffCampusFacts): string[] {
  const lines: string[] = [];
  if (f.dormFeePerMonth !== null && f.offCampusMedian !== null) {
    const diff = Math.round(f.offCampusMedian - f.dormFeePerMonth);
    const dorm = f.dormName ?? '기숙사';
    if (diff >= SIMILAR_COST_MARGIN)
      lines.push(
        `${josa(dorm, '이', '가')} 한 달 약 ${formatMonthlyCost(f.dormFeePerMonth)}으로, 주변 자취 중간값(월 ${formatMonthlyCost(f.offCampusMedian)})보다 월 ${diff}만원 저렴해요.`,
      );
    else if (diff <= -SIMILAR_COST_MARGIN)
      lines.push(
        `주변 자취 중간값(월 ${formatMonthlyCost(f.offCampusMedian)})이 ${dorm}(한 달 약 ${formatMonthlyCost(f.dormFeePerMonth)})보다 월 ${-diff}만원 저렴해요.`,
      );
    else
      lines.push(
        `${dorm}와 주변 자취의 한 달 비용이 비슷해요(월 ${formatMonthlyCost(f.offCampusMedian)} 안팎).`,
      );
    lines.push(
      diff >= SIMILAR_COST_MARGIN
        ? f.dormHasCriteria
          ? '돈만 보면 기숙사가 유리해요. 다만 학점이나 거리 기준이 있으니 입사 조건을 먼저 확인하세요.'
          : '돈만 보면 기숙사가 유리해요. 입사 신청 기간을 놓치지 마세요.'
        : '자취도 충분히 해볼 만해요. 보증금 반환 기록이 좋은 건물부터 살펴보세요.',
    );
  } else if (f.offCampusMedian !== null) {
    lines.push(
      `주변 자취방의 월 실거주비 중간값은 ${formatMonthlyCost(f.offCampusMedian)}이에요. 기숙사비 후기는 아직 없어요.`,
    );
  } else if (f.dormFeePerMonth !== null) {
    lines.push(
      `${josa(f.dormName ?? '기숙사', '은', '는')} 한 달 약 ${formatMonthlyCost(f.dormFeePerMonth)}이에요. 주변 자취방은 ${TOO_FEW_COST_TEXT.replace('보여드려요', '비교해 드려요')}.`,
    );
  } else {
    lines.push(`아직 비교할 후기가 부족해요. ${TOO_FEW_COST_TEXT}.`);
  }
  if (f.commuteShare !== null && f.offCampusMedian !== null)
    lines.push(`자취방 후기의 ${Math.round(f.commuteShare * 100)}%가 통학이 편하다고 했어요.`);
  return lines;
}
