import {
  type BuildingEntry,
  type BuildingSource,
  type ListEntry,
  type ListItem,
  type ReviewEntry,
  type ReviewSource,
  toBuildingEntry,
  toListEntry,
  toReviewEntry,
} from '@jjinbbang/domain';
import { assetUrl } from './assets';

// The wire's list items and details become the domain's tagged entries here, at the edge, with their image on
// the configured asset base (decisions.md). Screens keep entries in their SWR caches, never wire items.

function onAssetBase<T extends ListEntry>(entry: T): T {
  return { ...entry, image: assetUrl(entry.image) || null };
}

export function listEntryOf(item: ListItem): ListEntry {
  return onAssetBase(toListEntry(item));
}

export function reviewEntryOf(source: Parameters<typeof toReviewEntry>[0] & ReviewSource): ReviewEntry {
  return onAssetBase(toReviewEntry(source));
}

export function buildingEntryOf(
  source: Parameters<typeof toBuildingEntry>[0] & BuildingSource,
): BuildingEntry {
  return onAssetBase(toBuildingEntry(source));
}
