export type {
  CampusCardItem,
  CampusCardProps,
  CampusCarouselProps,
  CampusPlaceholderCardProps,
} from './CampusCard';
export { CampusCard, CampusCarousel, CampusPlaceholderCard } from './CampusCard';
export type { CampusCarouselSkeletonProps } from './CampusCarouselSkeleton';
export { CampusCarouselSkeleton } from './CampusCarouselSkeleton';
export type {
  CarouselRootProps,
  CarouselSlideProps,
  CarouselState,
  CarouselTrackProps,
  CarouselViewportProps,
} from './Carousel';
export { Carousel, SNAP_LOCK_MS, SNAP_THRESHOLD_PX, useCarousel } from './Carousel';
