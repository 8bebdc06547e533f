export type { PaneSplitterProps } from './PaneSplitter';
export { PaneSplitter } from './PaneSplitter';
