export type {
  OptionMatrixOption,
  OptionMatrixProps,
  OptionMatrixRow,
  OptionMatrixValue,
} from './OptionMatrix';
export { DORM_FACILITY_ROWS, isOptionMatrixComplete, OptionMatrix } from './OptionMatrix';
