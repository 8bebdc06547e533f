export type { KeywordCountChipsProps } from './KeywordCountChips';
export { KeywordCountChips } from './KeywordCountChips';
