export type { CardThumbnailProps } from './CardThumbnail';
export { CardThumbnail } from './CardThumbnail';
export type { ReviewCardKind, ReviewCardLabels, ReviewCardProps } from './ReviewCard';
export { ReviewCard } from './ReviewCard';
