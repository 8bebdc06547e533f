export type { SegmentedControlOption, SegmentedControlProps } from './SegmentedControl';
export { SegmentedControl } from './SegmentedControl';
