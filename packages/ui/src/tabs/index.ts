export type { TabsContentProps, TabsListProps, TabsRootProps, TabsTriggerProps } from './Tabs';
export { Tabs } from './Tabs';
