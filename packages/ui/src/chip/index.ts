export type {
  ChipGroupMultipleProps,
  ChipGroupProps,
  ChipGroupSingleProps,
  ChipProps,
  ChipRefusal,
} from './Chip';
export { Chip, ChipGroup } from './Chip';
