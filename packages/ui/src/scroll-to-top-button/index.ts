export type { ScrollToTopButtonProps } from './ScrollToTopButton';
export { ScrollToTopButton } from './ScrollToTopButton';
