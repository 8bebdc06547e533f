export type {
  ConsoleLayoutBrandProps,
  ConsoleLayoutHeaderProps,
  ConsoleLayoutNavItemProps,
  ConsoleLayoutNavProps,
  ConsoleLayoutNavSectionProps,
  ConsoleLayoutRootProps,
} from './ConsoleLayout';
export { ConsoleLayout } from './ConsoleLayout';
