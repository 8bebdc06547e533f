// Review keyword catalogue and the selection rules of spec 001 §3.3 and §5.
import type { KeywordPolarity, KeywordTarget, ReviewKind } from '../enums';
import { keywordTargetOf } from '../enums';
import { josa } from '../rules/cost';
import { RULE_OK, type RuleResult } from '../rules/result';
import { KEYWORD_CATEGORY_ROWS, KEYWORD_ROWS } from './catalogue.data';

export type KeywordCode = (typeof KEYWORD_ROWS)[number]['code'];
export type PositiveKeywordCode = Extract<(typeof KEYWORD_ROWS)[number], { polarity: 'positive' }>['code'];
export type NegativeKeywordCode = Extract<(typeof KEYWORD_ROWS)[number], { polarity: 'negative' }>['code'];
export type KeywordCategory = (typeof KEYWORD_CATEGORY_ROWS)[number]['category'];

export interface Keyword {
  code: KeywordCode;
  polarity: KeywordPolarity;
  target: KeywordTarget;
  category: KeywordCategory;
  /** Category heading as pickers show it, e.g. 위치/주변환경. */
  categoryName: string;
  /** Short chip text. */
  label: string;
  /** Longer line shown in pickers and filters. */
  sentence: string;
  /** The paired code of the other polarity that cannot be chosen together; null where none exists. */
  opposite: KeywordCode | null;
}

export interface KeywordCategoryInfo {
  target: KeywordTarget;
  category: KeywordCategory;
  name: string;
}

export const KEYWORD_CATEGORIES: readonly KeywordCategoryInfo[] = KEYWORD_CATEGORY_ROWS;

function categoryNameOf(target: KeywordTarget, category: KeywordCategory): string {
  return KEYWORD_CATEGORY_ROWS.find((c) => c.target === target && c.category === category)?.name ?? '';
}

export const KEYWORDS: readonly Keyword[] = KEYWORD_ROWS.map((row) => ({
  ...row,
  categoryName: categoryNameOf(row.target, row.category),
}));

const BY_CODE: ReadonlyMap<string, Keyword> = new Map(KEYWORDS.map((k) => [k.code, k]));

export const KEYWORD_CODES: readonly KeywordCode[] = KEYWORDS.map((k) => k.code);

export function isKeywordCode(value: unknown): value is KeywordCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

export function getKeyword(code: KeywordCode): Keyword {
  const keyword = BY_CODE.get(code);
  if (!keyword) throw new RangeError(`Unknown keyword code: ${code}`);
  return keyword;
}

/** Lookup for codes that come from outside (URLs, stored drafts, old data). */
export function findKeyword(code: string): Keyword | undefined {
  return BY_CODE.get(code);
}

export function oppositeOf(code: KeywordCode): KeywordCode | null {
  return getKeyword(code).opposite;
}

export interface KeywordGroup {
  category: KeywordCategory;
  name: string;
  keywords: Keyword[];
}

/** Keywords of one target and polarity grouped by category, in catalogue order. */
export function keywordsFor(target: KeywordTarget, polarity: KeywordPolarity): KeywordGroup[] {
  return KEYWORD_CATEGORY_ROWS.filter((c) => c.target === target).map((c) => ({
    category: c.category,
    name: c.name,
    keywords: KEYWORDS.filter(
      (k) => k.target === target && k.polarity === polarity && k.category === c.category,
    ),
  }));
}

export function keywordsForKind(kind: ReviewKind, polarity: KeywordPolarity): KeywordGroup[] {
  return keywordsFor(keywordTargetOf(kind), polarity);
}

// ---------------------------------------------------------------------------------------------------------
// Selection rules.

/** spec 001 §5 / §9: at most 5 per side; at least 3 when creating, 1 when editing. */
export const MAX_KEYWORDS_PER_SIDE = 5;
export const MIN_KEYWORDS_CREATE = 3;
export const MIN_KEYWORDS_EDIT = 1;
/** spec 001 §5: the keyword filter takes 1 to 5 codes. */
export const MAX_FILTER_KEYWORDS = 5;
export const MIN_FILTER_KEYWORDS = 1;

export type KeywordSelectionMode = 'create' | 'edit';

export const KEYWORD_MESSAGES = {
  /** spec 001 §5 */
  tooMany: '최대 5개까지 고를 수 있어요!',
  /** spec 001 §5 */
  tooFewPros: '최소 3개의 장점을 선택해 주세요!',
  /** spec 001 §5 says "same text for cons": the same sentence with 단점, since "장점" would be wrong there. */
  tooFewCons: '최소 3개의 단점을 선택해 주세요!',
  /** spec 001 §5: a pro whose opposite is already a con. */
  oppositeIsCon: '같은 항목을 단점으로 골랐어요!',
  /** spec 001 §5: a con whose opposite is already a pro. */
  oppositeIsPro: '같은 항목을 장점으로 골랐어요!',
  /** Edit flow minimum (spec 001 §5 gives the rule, not a text). */
  noPros: '최소 1개의 장점을 선택해 주세요!',
  noCons: '최소 1개의 단점을 선택해 주세요!',
  /** Not in the spec: a code of another review kind or polarity (only reachable through tampered data). */
  wrongKind: '후기 종류에 맞지 않는 키워드가 있어요.',
  filterEmpty: '키워드를 1개 이상 선택해 주세요.',
} as const;

/**
 * A keyword refused beside its opposite, naming both and the way out (ADR 0095): "‘교통 불편’과 ‘교통 편리’는 함께
 * 고를 수 없어요. 장점에서 ‘교통 편리’를 빼면 고를 수 있어요."
 */
export function oppositeConflictMessage(code: KeywordCode, opposite: KeywordCode): string {
  const particle = (word: string, withFinal: string, withoutFinal: string) =>
    josa(word, withFinal, withoutFinal).slice(word.length);
  const tapped = getKeyword(code).label;
  const other = getKeyword(opposite);
  const side = other.polarity === 'positive' ? '장점' : '단점';
  return `‘${tapped}’${particle(tapped, '과', '와')} ‘${other.label}’${particle(other.label, '은', '는')} 함께 고를 수 없어요. ${side}에서 ‘${other.label}’${particle(other.label, '을', '를')} 빼면 고를 수 있어요.`;
}

/** Same shape as every rule's result: ok, or the Korean message of the refusal. */
export type SelectionResult = RuleResult;

const OK: SelectionResult = RULE_OK;
const fail = (message: string): SelectionResult => ({ ok: false, message });

export interface KeywordSelection {
  positive: readonly KeywordCode[];
  negative: readonly KeywordCode[];
}

/**
 * May `code` be added to its side? Deselecting is always allowed. The count limit is checked first: it is the
 * reason that holds whatever is tapped.
 */
export function canSelectKeyword(selection: KeywordSelection, code: KeywordCode): SelectionResult {
  const keyword = getKeyword(code);
  const same = keyword.polarity === 'positive' ? selection.positive : selection.negative;
  const other = keyword.polarity === 'positive' ? selection.negative : selection.positive;
  if (same.includes(code)) return OK;
  if (same.length >= MAX_KEYWORDS_PER_SIDE) return fail(KEYWORD_MESSAGES.tooMany);
  if (keyword.opposite !== null && other.includes(keyword.opposite)) {
    return fail(oppositeConflictMessage(code, keyword.opposite));
  }
  return OK;
}

export type ToggleResult = { ok: true; selection: KeywordSelection } | { ok: false; message: string };

/** Tapping a chip: removes a selected code, or adds it when {@link canSelectKeyword} allows. */
export function toggleKeyword(selection: KeywordSelection, code: KeywordCode): ToggleResult {
  const side = getKeyword(code).polarity;
  const list = selection[side];
  if (list.includes(code)) {
    return { ok: true, selection: { ...selection, [side]: list.filter((c) => c !== code) } };
  }
  const allowed = canSelectKeyword(selection, code);
  if (!allowed.ok) return allowed;
  return { ok: true, selection: { ...selection, [side]: [...list, code] } };
}

/** The "next" check of the pros or cons screen: enough chosen on that side. */
export function checkKeywordMinimum(
  selected: readonly KeywordCode[],
  polarity: KeywordPolarity,
  mode: KeywordSelectionMode = 'create',
): SelectionResult {
  const min = mode === 'create' ? MIN_KEYWORDS_CREATE : MIN_KEYWORDS_EDIT;
  if (selected.length >= min) return OK;
  if (mode === 'create') {
    return fail(polarity === 'positive' ? KEYWORD_MESSAGES.tooFewPros : KEYWORD_MESSAGES.tooFewCons);
  }
  return fail(polarity === 'positive' ? KEYWORD_MESSAGES.noPros : KEYWORD_MESSAGES.noCons);
}

/**
 * A whole selection as a payload carries it (api-contract §5): codes of the review's target on the right side,
 * no duplicates, 3..5 (create) or 1..5 (edit) per side, and no code together with its opposite.
 */
export function validateKeywordSelection(
  selection: KeywordSelection,
  target: KeywordTarget,
  mode: KeywordSelectionMode = 'create',
): SelectionResult {
  for (const side of ['positive', 'negative'] as const) {
    const list = selection[side];
    for (const code of list) {
      const keyword = findKeyword(code);
      if (!keyword || keyword.target !== target || keyword.polarity !== side)
        return fail(KEYWORD_MESSAGES.wrongKind);
    }
    if (new Set(list).size !== list.length || list.length > MAX_KEYWORDS_PER_SIDE) {
      return fail(KEYWORD_MESSAGES.tooMany);
    }
    const minimum = checkKeywordMinimum(list, side, mode);
    if (!minimum.ok) return minimum;
  }
  for (const code of selection.positive) {
    const opposite = oppositeOf(code);
    if (opposite !== null && selection.negative.includes(opposite))
      return fail(KEYWORD_MESSAGES.oppositeIsCon);
  }
  return OK;
}

/** Keyword filter sheet: adding one more code is allowed up to 5 (spec 001 §5). */
export function canAddFilterKeyword(selected: readonly KeywordCode[], code: KeywordCode): SelectionResult {
  if (selected.includes(code)) return OK;
  if (selected.length >= MAX_FILTER_KEYWORDS) return fail(KEYWORD_MESSAGES.tooMany);
  return OK;
}

/** What picking a code in the keyword filter does. */
export interface FilterKeywordToggle {
  selected: KeywordCode[];
  /** The opposite code that was let go to make room for the picked one. */
  released: KeywordCode | null;
  /** Why the pick was refused (more than 5), or null. */
  refused: string | null;
}

/**
 * Picks or unpicks `code` in the keyword filter. spec 001 §3.3: a keyword and its opposite cannot both apply (no
 * review carries both, so the map would empty), so picking one releases the other; at most 5 (spec 001 §5).
 */
export function toggleFilterKeyword(
  selected: readonly KeywordCode[],
  code: KeywordCode,
): FilterKeywordToggle {
  if (selected.includes(code))
    return { selected: selected.filter((c) => c !== code), released: null, refused: null };
  const opposite = oppositeOf(code);
  const released = opposite !== null && selected.includes(opposite) ? opposite : null;
  const rest = released ? selected.filter((c) => c !== released) : [...selected];
  const check = canAddFilterKeyword(rest, code);
  if (!check.ok) return { selected: [...selected], released: null, refused: check.message };
  return { selected: [...rest, code], released, refused: null };
}

/** Keyword filter confirm: 1 to 5 distinct known codes. */
export function validateKeywordFilter(selected: readonly string[]): SelectionResult {
  if (selected.length < MIN_FILTER_KEYWORDS) return fail(KEYWORD_MESSAGES.filterEmpty);
  if (selected.length > MAX_FILTER_KEYWORDS || new Set(selected).size !== selected.length) {
    return fail(KEYWORD_MESSAGES.tooMany);
  }
  if (!selected.every(isKeywordCode)) return fail(KEYWORD_MESSAGES.wrongKind);
  return OK;
}
