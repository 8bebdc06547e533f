export type { CompletionSheetProps } from './CompletionSheet';
export { CompletionSheet } from './CompletionSheet';
