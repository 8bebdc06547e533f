export type { CardThumbnailProps } from './CardThumbnail';
export { CardThumbnail } from './CardThumbnail';
export type { CardLinkProps, CardTitleProps } from './CardTitle';
export { CardTitle } from './CardTitle';
export type { ReviewCardKind, ReviewCardLabels, ReviewCardProps } from './ReviewCard';
export { ReviewCard } from './ReviewCard';
