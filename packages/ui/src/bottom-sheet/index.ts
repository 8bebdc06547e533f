export type {
  BottomSheetBodyProps,
  BottomSheetCloseProps,
  BottomSheetContentProps,
  BottomSheetDescriptionProps,
  BottomSheetDuration,
  BottomSheetFooterProps,
  BottomSheetHandleProps,
  BottomSheetRootProps,
  BottomSheetTitleProps,
  BottomSheetTriggerProps,
} from './BottomSheet';
export { BottomSheet } from './BottomSheet';
