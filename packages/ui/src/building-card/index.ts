export type { BuildingCardKind, BuildingCardLabels, BuildingCardProps } from './BuildingCard';
export { BuildingCard } from './BuildingCard';
