export type { PromoBannerProps } from './PromoBanner';
export { PromoBanner } from './PromoBanner';
