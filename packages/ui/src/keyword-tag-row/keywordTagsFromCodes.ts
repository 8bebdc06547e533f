import { findKeyword } from '@jjinbbang/domain';
import type { KeywordTagItem } from './KeywordTagRow';

/**
 * The tags for a review's keyword codes, in their order, with the catalogue's short labels. Codes the
 * catalogue does not know (e.g. retired ones) are left out rather than shown raw.
 */
export function keywordTagsFromCodes(codes: readonly string[]): KeywordTagItem[] {
  return codes.flatMap((code) => {
    const keyword = findKeyword(code);
    return keyword ? [{ id: code, label: keyword.label, polarity: keyword.polarity }] : [];
  });
}
