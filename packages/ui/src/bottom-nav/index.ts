export type { BottomNavItem, BottomNavLinkProps, BottomNavProps } from './BottomNav';
export { BottomNav } from './BottomNav';
