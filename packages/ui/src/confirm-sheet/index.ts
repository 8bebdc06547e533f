export type { ConfirmSheetProps } from './ConfirmSheet';
export { ConfirmSheet } from './ConfirmSheet';
