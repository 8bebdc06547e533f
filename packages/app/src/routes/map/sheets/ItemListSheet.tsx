import { type ItemPage, type ListEntry, type SortOption, withLiked } from '@jjinbbang/domain';
import { BottomSheet, EmptyState, ErrorState, ListFooter, SortSelect } from '@jjinbbang/ui';
import type { ReactNode } from 'react';
import { listEntryOf } from '../../../api/entries';
import { MAP_LIST_PAGE_SIZE } from '../../../api/map';
import { useLikeToggle } from '../../../hooks/useLikeToggle';
import { usePagedList } from '../../../hooks/usePagedList';
import { EntryCard } from '../../common/EntryCard';

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
  onItemPress: (entry: ListEntry) => void;
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
  const list = usePagedList({
    key: open && listKey !== null ? ['map/list', listKey, sort] : null,
    pageSize: MAP_LIST_PAGE_SIZE,
    // The map's lists count pages from 1.
    fetchPage: async (index) => {
      const page = await fetchPage(index + 1, sort);
      return { items: page.items.map(listEntryOf), total: page.itemNum };
    },
    swr: { dedupingInterval: MAP_QUERY_FRESH_MS },
  });
  // spec 000 §4: a card's heart changes the flag and count only after the server agrees.
  const likes = useLikeToggle({
    apply: (key, liked) => list.update(key, (entry) => withLiked(entry, liked)),
  });

  let body: ReactNode;
  if (status) body = status;
  else if (list.status === 'error')
    body = (
      <ErrorState
        layout="inline"
        headingLevel={3}
        title={errorTitle}
        hint={list.errorText ?? undefined}
        onRetry={list.onRetry}
      />
    );
  else if (list.status === 'ready' && list.items.length === 0)
    body = <EmptyState layout="inline" headingLevel={3} title={emptyTitle} hint={emptyHint} />;
  else
    body = (
      <>
        <ul className="jb-app-list" aria-label="목록">
          {list.items.map((entry) => (
            <li key={entry.key}>
              <EntryCard
                entry={entry}
                onPress={() => onItemPress(entry)}
                onLikeChange={likes.toggle}
                likePending={likes.isPending(entry.key)}
              />
            </li>
          ))}
        </ul>
        {list.more === 'error' ? (
          <ErrorState
            layout="inline"
            headingLevel={3}
            title="목록을 더 불러오지 못했어요"
            onRetry={list.onRetry}
          />
        ) : (
          <ListFooter ref={list.items.length > 0 ? list.sentinelRef : undefined} status={list.more} />
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
