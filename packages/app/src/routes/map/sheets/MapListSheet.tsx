import type { ListEntry, MapSortOption } from '@jjinbbang/domain';
import { BottomSheet, MAP_SORT_SELECT_OPTIONS, SortSelect } from '@jjinbbang/ui';
import { type ReactNode, useRef } from 'react';
import type { PagedListState } from '../../../hooks/usePagedList';
import { MapListContent, reportsScrollTop, useRestoredScroll } from './MapListContent';

export interface MapListSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  list: PagedListState<ListEntry>;
  /** The four sorts and 실거주비 낮은순. */
  sort: MapSortOption;
  /** spec 000 §4: changing the sort resets paging to page 1 (a new sort is a new list). */
  onSortChange: (sort: MapSortOption) => void;
  /** Moves the map instead of leaving it (search results); without it each card is a link to its page. */
  onItemPress?: (entry: ListEntry) => void;
  /** Called as a card's link is followed (the list remembers its scroll for the way back). */
  onItemFollow?: () => void;
  /** Each heart waits while the promise runs. */
  onLikeChange?: (entry: ListEntry, liked: boolean) => PromiseLike<unknown>;
  errorTitle: string;
  emptyTitle: string;
  emptyHint?: string;
  /** A way out of an empty list (e.g. "다른 검색어" for search). */
  emptyAction?: { label: string; onPress: () => void };
  /** Shown instead of the list (e.g. while the places of the view are looked up). */
  status?: ReactNode;
  /** Where the list was scrolled when the student left it for a review (restored once, when the items are back). */
  restoreScrollTop?: number | null;
  /** The list's scroll position, reported as it changes (kept with the page's history entry). */
  onScrollTopChange?: (top: number) => void;
  /** Element the sheet is portalled into; document.body by default. */
  container?: HTMLElement | null;
}

/** A bottom sheet with a sortable, infinitely scrolling list of reviews or buildings (spot, view and search). */
export function MapListSheet({
  open,
  onOpenChange,
  title,
  sort,
  onSortChange,
  restoreScrollTop = null,
  onScrollTopChange,
  container,
  ...content
}: MapListSheetProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useRestoredScroll(bodyRef, restoreScrollTop, content.list.items.length);
  return (
    <BottomSheet.Root open={open} onOpenChange={onOpenChange} container={container}>
      <BottomSheet.Content className="jb-map-list-sheet" aria-describedby={undefined}>
        <BottomSheet.Handle />
        <div className="jb-map-list-sheet-header">
          <BottomSheet.Title>{title}</BottomSheet.Title>
          <SortSelect options={MAP_SORT_SELECT_OPTIONS} value={sort} onValueChange={onSortChange} />
        </div>
        <BottomSheet.Body
          ref={bodyRef}
          className="jb-map-list-sheet-body"
          {...reportsScrollTop(onScrollTopChange)}
        >
          <MapListContent {...content} />
        </BottomSheet.Body>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
