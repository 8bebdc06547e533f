// Display rules of spec 000 §5 / §9 and the money formats Korean listings use.
import type { ContractType, FloorType, GeneralHousingType, HousingType } from '../enums';
import { FLOOR_LABELS, HOUSING_TYPE_LABELS } from '../enums';

export { rewriteImageUrl } from './image-url';

/** spec 000 §9: like count cap 99+. */
export const LIKE_COUNT_CAP = 99;
/** spec 000 §9: preview text 50 characters, summary text 68 characters. */
export const PREVIEW_TEXT_LENGTH = 50;
export const SUMMARY_TEXT_LENGTH = 68;
export const ELLIPSIS = '…';
/** spec 000 §5: what a preview shows for a review without text ("Please write a review"). */
export const EMPTY_PREVIEW_TEXT = '후기를 작성해 주세요';
/** spec 000 §9: rating scale 5 stars. */
export const STAR_SCALE = 5;

/** spec 000 §5: a like count above 99 shows 99+. */
export function formatLikeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  return whole > LIKE_COUNT_CAP ? `${LIKE_COUNT_CAP}+` : String(whole);
}

/**
 * Cuts `text` to `limit` characters plus an ellipsis. Counts code points so an emoji is never split in half.
 */
export function truncateText(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, Math.max(0, limit)).join('')}${ELLIPSIS}`;
}

/** spec 000 §5: empty content shows the empty text; over 50 characters is cut to 50 plus an ellipsis. */
export function previewText(
  content: string | null | undefined,
  emptyText: string = EMPTY_PREVIEW_TEXT,
): string {
  const text = (content ?? '').trim();
  if (text === '') return emptyText;
  return truncateText(text, PREVIEW_TEXT_LENGTH);
}

/** spec 000 §5, spec 001 §5: summary text shows the first 68 characters plus an ellipsis. */
export function summaryText(content: string | null | undefined): string {
  return truncateText((content ?? '').trim(), SUMMARY_TEXT_LENGTH);
}

/** spec 000 §5: a rating is converted to a number; anything that is not one reads as 0. */
function ratingNumber(rating: unknown): number {
  let value = Number.NaN;
  if (typeof rating === 'number') value = rating;
  else if (typeof rating === 'string' && rating.trim() !== '') value = Number(rating.trim());
  return Number.isFinite(value) ? value : 0;
}

/** spec 000 §5: the rating is converted to a number (0 if invalid), rounded and clamped to 0..5. */
export function toStarCount(rating: unknown): number {
  return Math.min(STAR_SCALE, Math.max(0, Math.round(ratingNumber(rating))));
}

/**
 * The rating as a number with one decimal, clamped to 0..5 ('4.3', '0.0'), shown next to the stars; the stars
 * themselves use the whole-star rounding of `toStarCount` (spec 000 §5). Invalid ratings read as 0.
 */
export function formatRating(rating: unknown): string {
  // Rounded on the tenths so 4.35 reads 4.4, as a person would round it (toFixed alone gives 4.3).
  const tenths = Math.round(ratingNumber(rating) * 10) / 10;
  return Math.min(STAR_SCALE, Math.max(0, tenths)).toFixed(1);
}

/** Filled (true) and empty (false) stars out of 5 for a rating. */
export function starStates(rating: unknown): boolean[] {
  const filled = toStarCount(rating);
  return Array.from({ length: STAR_SCALE }, (_, i) => i < filled);
}

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * spec 000 §5: date shown as YYYY.MM.DD from updateAt. The calendar date is read as written in the ISO string
 * (its own offset), so a review written at 00:30 in Seoul shows that day on any machine. Returns '' for text
 * that is not an ISO date.
 */
export function formatDate(iso: string | null | undefined): string {
  const match = ISO_DATE_PREFIX.exec(iso ?? '');
  if (!match) return '';
  const [, y, m, d] = match;
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return '';
  return `${y}.${m}.${d}`;
}

/** spec 000 §5: a dormitory's university name is shown without its last two characters (부산대학교 → 부산대). */
export function dormUniversityName(universityName: string): string {
  const chars = Array.from(universityName.trim());
  // A name of two characters or fewer has nothing left to show once cut; show it whole.
  if (chars.length <= 2) return chars.join('');
  return chars.slice(0, -2).join('');
}

/** Between a dormitory's type and its university name ('기숙사 · 부산대'), and a general review's type and floor. */
export const TYPE_LINE_SEPARATOR = ' · ';
/** spec 000 §2 Building detail: a building's several housing types are joined by " / " ('원/투룸 / 오피스텔'). */
export const BUILDING_TYPES_SEPARATOR = ' / ';

/** spec 000 §2: a dormitory shows its type plus the university name (§5: without its last two characters). */
function dormitoryTypeLabel(universityName: string): string {
  return `${HOUSING_TYPE_LABELS.DORMITORY}${TYPE_LINE_SEPARATOR}${dormUniversityName(universityName)}`;
}

/** What a building's type label is made from: the `type` (and a dormitory's university) of its building info. */
export type BuildingTypeSource =
  | { type: readonly HousingType[] }
  | { type: 'DORMITORY'; universityName: string }
  | { type: 'AGENCY' };

/**
 * spec 000 §2 Building detail: a dormitory shows its type plus the university name (§5: without its last two
 * characters); a building with a list of types shows them joined by " / "; an agency shows its one type.
 */
export function buildingTypeLabel(info: BuildingTypeSource): string {
  if (info.type === 'DORMITORY') return dormitoryTypeLabel(info.universityName);
  if (info.type === 'AGENCY') return HOUSING_TYPE_LABELS.AGENCY;
  return info.type.map((type) => HOUSING_TYPE_LABELS[type]).join(BUILDING_TYPES_SEPARATOR);
}

/** What a review's type label is made from: the `type`, floor and university of its review info. */
export type ReviewTypeSource =
  | { type: GeneralHousingType; floor: FloorType }
  | { type: 'DORMITORY'; universityName: string }
  | { type: 'AGENCY' };

/**
 * The type line of a review card and of the review detail: a general review shows its housing type and floor
 * ('원/투룸 · 중층'), a dormitory review its type plus the university name (spec 000 §5: without its last two
 * characters), an agency review its type.
 */
export function reviewTypeLabel(info: ReviewTypeSource): string {
  if (info.type === 'DORMITORY') return dormitoryTypeLabel(info.universityName);
  if (info.type === 'AGENCY') return HOUSING_TYPE_LABELS.AGENCY;
  return `${HOUSING_TYPE_LABELS[info.type]}${TYPE_LINE_SEPARATOR}${FLOOR_LABELS[info.floor]}`;
}

/**
 * spec 000 §5: the thumbnail is the first image; blank ('') when missing or when its address contains
 * localhost. Accepts the list shapes the wire uses (`image`, `imageUrl`, `imageUrls`).
 */
export function pickThumbnail(
  urls: readonly (string | null | undefined)[] | string | null | undefined,
): string {
  const first = typeof urls === 'string' ? urls : urls?.[0];
  const value = (first ?? '').trim();
  if (value === '' || value.toLowerCase().includes('localhost')) return '';
  return value;
}

/** 1234567 → '1,234,567'. */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** spec 001 §5: money inputs are digits shown with thousands separators ('12000' → '12,000'). */
export function formatMoneyInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount in 만원 as listings write it: 500 → '500만원', 12000 → '1억 2,000만원', 10000 → '1억원',
 * 0 → '0원'.
 */
export function formatManwon(amount: number): string {
  if (!Number.isFinite(amount)) return '0원';
  const whole = Math.round(amount);
  if (whole === 0) return '0원';
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const eok = Math.floor(abs / 10000);
  const man = abs % 10000;
  if (eok === 0) return `${sign}${formatThousands(man)}만원`;
  if (man === 0) return `${sign}${formatThousands(eok)}억원`;
  return `${sign}${formatThousands(eok)}억 ${formatThousands(man)}만원`;
}

/** Monthly-rent listings: deposit/rent in 만원, e.g. '500/45' ('1,000/50'). A missing rent reads 0. */
export function formatDepositRent(deposit: number, monthlyRent: number | null | undefined): string {
  return `${formatThousands(deposit)}/${formatThousands(monthlyRent ?? 0)}`;
}

export interface GeneralPrice {
  contractType: ContractType;
  deposit: number;
  monthlyRent?: number | null;
  maintenanceCost?: number | null;
}

/**
 * One line for a general review's contract: '월세 500/45 · 관리비 5', '전세 1억 2,000만원'.
 * The maintenance cost (만원) is shown only when there is one (null or 0 = none, spec 001 §5).
 */
export function formatGeneralPriceLine(price: GeneralPrice): string {
  const main =
    price.contractType === 'MONTHLY_RENT'
      ? `월세 ${formatDepositRent(price.deposit, price.monthlyRent)}`
      : `전세 ${formatManwon(price.deposit)}`;
  const cost = price.maintenanceCost ?? 0;
  return cost > 0 ? `${main} · 관리비 ${formatThousands(cost)}` : main;
}

/** 1 평 in square metres (the floor screen takes pyeong; the wire carries ㎡). */
export const SQUARE_METRES_PER_PYEONG = 3.305785;

export function pyeongToSquareMetres(pyeong: number): number {
  return Math.round(pyeong * SQUARE_METRES_PER_PYEONG * 100) / 100;
}

export function squareMetresToPyeong(squareMetres: number): number {
  return Math.round((squareMetres / SQUARE_METRES_PER_PYEONG) * 10) / 10;
}

/** Area as listings show it: 33.06 → '33.06㎡ (10평)'. */
export function formatSpace(squareMetres: number): string {
  if (!Number.isFinite(squareMetres) || squareMetres <= 0) return '';
  const m2 = Math.round(squareMetres * 100) / 100;
  return `${m2}㎡ (${squareMetresToPyeong(m2)}평)`;
}

/** spec 000 §5: keyword row width 292 px, tag padding 28 px. */
export const KEYWORD_ROW_WIDTH = 292;
export const KEYWORD_TAG_PADDING = 28;

export interface KeywordTagFitOptions {
  rowWidth?: number;
  tagPadding?: number;
  gap?: number;
  /** Width of the text of the "+N" tag, padding excluded. */
  measurePlus: (hidden: number) => number;
}

/**
 * spec 000 §5: show as many tags as fit in the row; the rest collapse into a +N tag, and one more tag is
 * dropped if needed so +N fits. `textWidths` are the measured label widths (padding excluded).
 * Returns how many tags to show and how many the +N tag counts (0 = no +N tag).
 */
export function fitKeywordTags(
  textWidths: readonly number[],
  options: KeywordTagFitOptions,
): { visible: number; hidden: number } {
  const rowWidth = options.rowWidth ?? KEYWORD_ROW_WIDTH;
  const padding = options.tagPadding ?? KEYWORD_TAG_PADDING;
  const gap = options.gap ?? 0;
  const widthOf = (count: number) =>
    textWidths.slice(0, count).reduce((sum, w, i) => sum + w + padding + (i > 0 ? gap : 0), 0);
  let visible = 0;
  while (visible < textWidths.length && widthOf(visible + 1) <= rowWidth) visible += 1;
  if (visible === textWidths.length) return { visible, hidden: 0 };
  const plusWidth = (hidden: number, shown: number) =>
    options.measurePlus(hidden) + padding + (shown > 0 ? gap : 0);
  while (visible > 0 && widthOf(visible) + plusWidth(textWidths.length - visible, visible) > rowWidth) {
    visible -= 1;
  }
  return { visible, hidden: textWidths.length - visible };
}
