import {
  type BuildingListItem,
  type ItemPage,
  type ListItem,
  listItemVariant,
  type ReviewListItem,
  type SortOption,
} from '@jjinbbang/domain';
import { useInfiniteScroll } from '@jjinbbang/hooks';
import {
  BottomSheet,
  BuildingCard,
  EmptyState,
  ErrorState,
  ListFooter,
  ReviewCard,
  SortSelect,
} from '@jjinbbang/ui';
import { type ReactNode, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { errorMessage } from '../../../api/errors';
import { MAP_LIST_PAGE_SIZE } from '../../../api/map';
import { setBookmark } from '../../../api/reading';
import { bookmarkTargetOf, itemKey as likeKeyOf, withLiked } from '../../reading/likes';

/** spec 000 §9: map lists stay fresh for 180000 ms. */
export const MAP_QUERY_FRESH_MS = 180_000;

export interface ItemListSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Identifies the list (ids, keyword, filters); null while its inputs are not known yet. */
  listKey: string | null;
  /** Loads one page (pages start at 1). */
  fetchPage: (page: number, sort: SortOption) => Promise<ItemPage>;
  sort: SortOption;
  /** spec 000 §4: changing the sort resets paging to page 1 (a new sort is a new list). */
  onSortChange: (sort: SortOption) => void;
  onItemPress: (item: ListItem) => void;
  errorTitle: string;
  emptyTitle: string;
  emptyHint?: string;
  /** Shown instead of the list (e.g. while the ids of the spot are being looked up). */
  status?: ReactNode;
}

/** A bottom sheet with a sortable, infinitely scrolling list of reviews or buildings (nearby and search). */
export function ItemListSheet({
  open,
  onOpenChange,
  title,
  listKey,
  fetchPage,
  sort,
  onSortChange,
  onItemPress,
  errorTitle,
  emptyTitle,
  emptyHint,
  status,
}: ItemListSheetProps) {
  const pages = useSWRInfinite(
    (index, previous: ItemPage | null) => {
      if (!open || listKey === null) return null;
      if (previous && index * MAP_LIST_PAGE_SIZE >= previous.itemNum) return null;
      return ['map/list', listKey, sort, index + 1] as const;
    },
    ([, , sortBy, page]) => fetchPage(page, sortBy),
    { revalidateFirstPage: false, dedupingInterval: MAP_QUERY_FRESH_MS },
  );
  const loaded = pages.data ?? [];
  const items = loaded.flatMap((page) => page.items);
  const total = loaded[0]?.itemNum ?? 0;
  const hasMore = loaded.length === 0 || items.length < total;
  const loadingMore = pages.isLoading || (pages.size > 0 && loaded.length < pages.size);
  const scroll = useInfiniteScroll({
    onLoadMore: () => pages.setSize(pages.size + 1),
    hasMore: hasMore && !pages.error && loaded.length > 0,
    loading: loadingMore,
  });

  // spec 000 §4: a card's heart changes the flag and count only after the server agrees; spec 000 §8: a
  // failure is ignored silently and nothing changes.
  const [pendingLikes, setPendingLikes] = useState<ReadonlySet<string>>(new Set());
  const toggleLike = async (item: ListItem, next: boolean) => {
    const key = likeKeyOf(item);
    if (pendingLikes.has(key)) return;
    setPendingLikes((previous) => new Set(previous).add(key));
    const target = bookmarkTargetOf(item);
    try {
      await setBookmark(target.type, target.id, next);
      await pages.mutate(
        (current) =>
          current?.map((page) => ({
            ...page,
            items: page.items.map((found) => (likeKeyOf(found) === key ? withLiked(found, next) : found)),
          })),
        { revalidate: false },
      );
    } catch {
      // silently ignored (spec 000 §8 "Bookmark failure")
    } finally {
      setPendingLikes((previous) => {
        const rest = new Set(previous);
        rest.delete(key);
        return rest;
      });
    }
  };

  let body: ReactNode;
  if (status) body = status;
  else if (pages.error && items.length === 0)
    body = (
      <ErrorState
        layout="inline"
        headingLevel={3}
        title={errorTitle}
        hint={errorMessage(pages.error, '잠시 후 다시 시도해 주세요.')}
        onRetry={() => pages.mutate()}
      />
    );
  else if (!loadingMore && items.length === 0)
    body = <EmptyState layout="inline" headingLevel={3} title={emptyTitle} hint={emptyHint} />;
  else
    body = (
      <>
        <ul className="jb-app-list" aria-label="목록">
          {items.map((item) => (
            <li key={itemKey(item)}>
              {renderItem(item, {
                onPress: () => onItemPress(item),
                onLikeChange: (next) => void toggleLike(item, next),
                likePending: pendingLikes.has(likeKeyOf(item)),
              })}
            </li>
          ))}
        </ul>
        {pages.error ? (
          <ErrorState
            layout="inline"
            headingLevel={3}
            title="목록을 더 불러오지 못했어요"
            onRetry={() => scroll.loadMore()}
          />
        ) : (
          <ListFooter
            ref={items.length > 0 ? scroll.sentinelRef : undefined}
            status={loadingMore ? 'loading' : hasMore ? 'idle' : 'done'}
          />
        )}
      </>
    );

  return (
    <BottomSheet.Root open={open} onOpenChange={onOpenChange}>
      <BottomSheet.Content className="jb-map-list-sheet" aria-describedby={undefined}>
        <BottomSheet.Handle />
        <div className="jb-map-list-sheet-header">
          <BottomSheet.Title>{title}</BottomSheet.Title>
          <SortSelect value={sort} onValueChange={onSortChange} />
        </div>
        <BottomSheet.Body className="jb-map-list-sheet-body">{body}</BottomSheet.Body>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}

function itemKey(item: ListItem): string {
  const { kind, info } = listItemVariant(item);
  return `${kind}-${info.id}`;
}

interface CardHandlers {
  onPress: () => void;
  onLikeChange: (next: boolean) => void;
  likePending: boolean;
}

function renderItem(item: ListItem, handlers: CardHandlers) {
  const { kind } = listItemVariant(item);
  if (kind === 'generalReview' || kind === 'dormitoryReview' || kind === 'agencyReview')
    return <ReviewCard item={item as ReviewListItem} {...handlers} />;
  return <BuildingCard item={item as BuildingListItem} {...handlers} />;
}
