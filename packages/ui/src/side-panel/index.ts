export type { SidePanelContentProps, SidePanelHeaderProps, SidePanelRootProps } from './SidePanel';
export { SidePanel } from './SidePanel';
