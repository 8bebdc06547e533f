export type {
  DateRange,
  DateRangePickerLabels,
  DateRangePickerProps,
  DateRangePreset,
} from './DateRangePicker';
export {
  DateRangePicker,
  DEFAULT_DATE_RANGE_PICKER_LABELS,
  DEFAULT_DATE_RANGE_PRESETS,
} from './DateRangePicker';
export { isIsoDate, todayIso } from './dates';
