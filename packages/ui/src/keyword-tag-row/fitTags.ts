import { fitKeywordTags } from '@jjinbbang/domain';

export interface TagFit {
  /** How many tags, from the start, are shown. */
  visible: number;
  /** How many the "+N" tag counts; 0 = no "+N" tag. */
  hidden: number;
}

/**
 * spec 000 §5: as many tags as fit in the row are shown, the rest collapse into "+N", and one more tag is
 * dropped when "+N" would not fit. Works on whole rendered widths (padding and icon included), so the rule
 * of the domain package is applied with no extra padding.
 */
export function fitTags(
  tagWidths: readonly number[],
  plusWidthFor: (hidden: number) => number,
  rowWidth: number,
  gap = 0,
): TagFit {
  return fitKeywordTags(tagWidths, { rowWidth, gap, tagPadding: 0, measurePlus: plusWidthFor });
}
