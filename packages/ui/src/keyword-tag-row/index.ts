export type { TagFit } from './fitTags';
export { fitTags } from './fitTags';
export type { KeywordTagItem, KeywordTagRowProps } from './KeywordTagRow';
export { KeywordTagRow } from './KeywordTagRow';
export { keywordTagsFromCodes } from './keywordTagsFromCodes';
