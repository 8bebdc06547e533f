import type { ListEntry, MapSortOption } from '@jjinbbang/domain';
import {
  BottomSheet,
  Button,
  EmptyState,
  ErrorState,
  ListFooter,
  MAP_SORT_SELECT_OPTIONS,
  SortSelect,
} from '@jjinbbang/ui';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import type { PagedListState } from '../../../hooks/usePagedList';
import { EntryCard } from '../../common/EntryCard';

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

/**
 * Props for a list's scrolling body: its scroll, reported as it scrolls and again as anything in it is clicked. A
 * scroll event comes with the next frame, so a card followed in the frame of a scroll (a tap as a fling ends) would
 * otherwise leave the list remembered where it was a frame before.
 */
export function reportsScrollTop(onScrollTopChange: ((top: number) => void) | undefined) {
  const report = (event: { currentTarget: HTMLElement }) =>
    onScrollTopChange?.(event.currentTarget.scrollTop);
  return { onScroll: report, onClickCapture: report };
}

/**
 * Restores a list's scroll once, when its items are back: the list mounts its content as it opens, and cached pages
 * come back a frame later, so it tries for a few frames until the old position holds, then leaves the scroll to the
 * student.
 */
export function useRestoredScroll(
  bodyRef: RefObject<HTMLElement | null> | { readonly current: HTMLElement | null | undefined },
  restoreScrollTop: number | null,
  itemCount: number,
) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || restoreScrollTop === null || itemCount === 0) return;
    let frames = 0;
    let id = 0;
    const attempt = () => {
      const body = bodyRef.current;
      if (body && body.clientHeight > 0) {
        body.scrollTop = restoreScrollTop;
        if (Math.abs(body.scrollTop - restoreScrollTop) < 2) {
          restored.current = true;
          return;
        }
      }
      if (++frames < 180) id = requestAnimationFrame(attempt);
    };
    id = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(id);
  }, [bodyRef, restoreScrollTop, itemCount]);
}

export type MapListContentProps = Pick<
  MapListSheetProps,
  | 'list'
  | 'onItemPress'
  | 'onItemFollow'
  | 'onLikeChange'
  | 'errorTitle'
  | 'emptyTitle'
  | 'emptyHint'
  | 'emptyAction'
  | 'status'
>;

/** What a map list shows, wherever it is drawn (bottom sheet, the pane beside the map, the side panel). */
export function MapListContent({
  list,
  onItemPress,
  onItemFollow,
  onLikeChange,
  errorTitle,
  emptyTitle,
  emptyHint,
  emptyAction,
  status,
}: MapListContentProps) {
  if (status) return status;
  if (list.status === 'error')
    return (
      <ErrorState
        layout="inline"
        headingLevel={3}
        title={errorTitle}
        hint={list.errorText ?? undefined}
        onRetry={list.onRetry}
      />
    );
  if (list.status === 'ready' && list.items.length === 0)
    return (
      <EmptyState
        layout="inline"
        headingLevel={3}
        title={emptyTitle}
        hint={emptyHint}
        action={
          emptyAction && (
            <Button variant="secondary" onClick={emptyAction.onPress}>
              {emptyAction.label}
            </Button>
          )
        }
      />
    );
  return (
    <>
      <ul className="jb-app-list" aria-label="목록">
        {list.items.map((entry) => (
          <li key={entry.key}>
            <EntryCard
              entry={entry}
              onPress={onItemPress && (() => onItemPress(entry))}
              onFollow={onItemFollow}
              onLikeChange={onLikeChange}
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
