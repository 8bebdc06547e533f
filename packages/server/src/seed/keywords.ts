import { KEYWORDS } from '@jjinbbang/domain';

/** Keyword targets: BD general building, DO dormitory, AG agency (spec keywords.json). */
export type KeywordTarget = 'BD' | 'DO' | 'AG';

/** The part of the domain's keyword catalogue the seed needs. */
export interface SeedKeyword {
  code: string;
  polarity: 'positive' | 'negative';
  target: KeywordTarget;
  label: string;
  opposite: string | null;
}

/** The 115 review keyword codes, taken from the domain package so seed and validation share one catalogue. */
export const SEED_KEYWORDS: readonly SeedKeyword[] = KEYWORDS.map((k) => ({
  code: k.code,
  polarity: k.polarity,
  target: k.target,
  label: k.label,
  opposite: k.opposite,
}));

export const KEYWORD_BY_CODE: ReadonlyMap<string, SeedKeyword> = new Map(
  SEED_KEYWORDS.map((k) => [k.code, k]),
);

export function keywordCodes(target: KeywordTarget, polarity: 'positive' | 'negative'): string[] {
  return SEED_KEYWORDS.filter((k) => k.target === target && k.polarity === polarity).map((k) => k.code);
}
