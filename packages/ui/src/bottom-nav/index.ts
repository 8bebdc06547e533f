export type { BottomNavItem, BottomNavLinkProps, BottomNavProps } from './BottomNav';
export { BottomNav, DEFAULT_BOTTOM_NAV_ITEMS } from './BottomNav';
