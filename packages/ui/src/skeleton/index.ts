export type { ListSkeletonProps, SkeletonProps } from './Skeleton';
export { BuildingCardSkeleton, ListSkeleton, ReviewCardSkeleton, Skeleton } from './Skeleton';
