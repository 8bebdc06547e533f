export type { AppHeaderProps } from './AppHeader';
export { AppHeader } from './AppHeader';
