import { Button, EmptyState, ErrorState, ListFooter } from '@jjinbbang/ui';
import { type RefObject, useEffect, useRef } from 'react';
import { EntryCard } from '../../common/EntryCard';
import type { MapListSheetProps } from './MapListSheet';

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
