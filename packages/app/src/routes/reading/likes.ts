import {
  BOOKMARK_PAGE_SIZE,
  type BookmarkTargetType,
  ITEM_VARIANT_KEYS,
  type ItemVariantKey,
  type ListItem,
  REVIEW_VARIANT_KEYS,
  type ReviewKind,
  type ReviewListItem,
  reviewKindOfItem,
} from '@jjinbbang/domain';

/** Anything that carries one of the item variants (list items, building and review details). */
type Variant = { id: number; liked: boolean };
type WithVariant = { [K in ItemVariantKey]?: Variant } & {
  reviewInfo?: { likeCount: number } | null;
};

function variantKeyOf(value: WithVariant): ItemVariantKey {
  const key = ITEM_VARIANT_KEYS.find((k) => value[k] !== undefined);
  if (!key) throw new TypeError('item without a variant');
  return key;
}

function isReviewKey(key: ItemVariantKey): boolean {
  return (REVIEW_VARIANT_KEYS as readonly string[]).includes(key);
}

/** What POST /api/v1/user/bookmark needs for an item: a review, a building or an agency (api-contract §4). */
export function bookmarkTargetOf(value: WithVariant): { type: BookmarkTargetType; id: number } {
  const key = variantKeyOf(value);
  const id = (value[key] as Variant).id;
  if (isReviewKey(key)) return { type: 'review', id };
  return { type: key === 'agencyBuildingInfo' ? 'agency' : 'building', id };
}

export function isLiked(value: WithVariant): boolean {
  return (value[variantKeyOf(value)] as Variant).liked;
}

/**
 * spec 000 §4: a like flips the liked flag and moves a review's like count by one. Returns the same object when
 * nothing changes, so a repeated answer never counts twice.
 */
export function withLiked<T extends WithVariant>(value: T, liked: boolean): T {
  const key = variantKeyOf(value);
  const info = value[key] as Variant;
  if (info.liked === liked) return value;
  const next = { ...value, [key]: { ...info, liked } };
  if (isReviewKey(key) && value.reviewInfo) {
    next.reviewInfo = {
      ...value.reviewInfo,
      likeCount: Math.max(0, value.reviewInfo.likeCount + (liked ? 1 : -1)),
    };
  }
  return next;
}

/** A key unique across kinds: review and building ids come from different tables. */
export function itemKey(value: WithVariant): string {
  const key = variantKeyOf(value);
  return `${key}:${(value[key] as Variant).id}`;
}

/** spec 000 §9: the next bookmark page is requested only if a page has 5 items. */
export function hasNextBookmarkPage(lastPage: readonly unknown[] | undefined): boolean {
  return lastPage === undefined || lastPage.length === BOOKMARK_PAGE_SIZE;
}

export function isReviewItem(item: ListItem): item is ReviewListItem {
  return isReviewKey(variantKeyOf(item));
}

/** Where a review card leads: its id and `?reviewType=`. */
export function reviewLinkOf(item: ReviewListItem): { id: number; reviewType: ReviewKind } {
  return { id: bookmarkTargetOf(item).id, reviewType: reviewKindOfItem(item) };
}

/** Replaces the item with the same key in every page (SWR infinite data). */
export function replaceInPages<T extends WithVariant>(
  pages: readonly (readonly T[])[] | undefined,
  target: string,
  update: (item: T) => T,
): T[][] | undefined {
  return pages?.map((page) => page.map((item) => (itemKey(item) === target ? update(item) : item)));
}
