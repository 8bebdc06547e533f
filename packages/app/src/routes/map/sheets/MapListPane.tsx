import { MAP_SORT_SELECT_OPTIONS, SidePanel, SortSelect } from '@jjinbbang/ui';
import { type ReactNode, useId, useMemo, useRef } from 'react';
import { MapListContent, reportsScrollTop, useRestoredScroll } from './MapListContent';
import type { MapListSheetProps } from './MapListSheet';

export type MapListPaneProps = Omit<MapListSheetProps, 'open' | 'onOpenChange' | 'container'> & {
  /** The pane's id, for the splitter that sets its width. */
  id?: string;
  /** A picked place's panel lies over the pane: its list is out of reach (keyboard and screen readers too). */
  covered?: boolean;
};

/**
 * From 600 px: the list beside the map (what lies in the view, or the search results), always there, scrolling on
 * its own.
 */
export function MapListPane({
  id,
  covered = false,
  title,
  sort,
  onSortChange,
  restoreScrollTop = null,
  onScrollTopChange,
  ...content
}: MapListPaneProps) {
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  useRestoredScroll(bodyRef, restoreScrollTop, content.list.items.length);
  return (
    <section id={id} className="jb-map-pane" aria-labelledby={titleId} inert={covered}>
      <div className="jb-map-pane-header">
        <h2 id={titleId} className="jb-map-pane-title">
          {title}
        </h2>
        <SortSelect options={MAP_SORT_SELECT_OPTIONS} value={sort} onValueChange={onSortChange} />
      </div>
      <div ref={bodyRef} className="jb-map-pane-body" {...reportsScrollTop(onScrollTopChange)}>
        <MapListContent {...content} />
      </div>
    </section>
  );
}

export interface MapListPaneNoticeProps {
  id?: string;
  title: string;
  children: ReactNode;
}

/** The pane for a visitor who may not see lists: why, and the way to sign in or verify. */
export function MapListPaneNotice({ id, title, children }: MapListPaneNoticeProps) {
  const titleId = useId();
  return (
    <section id={id} className="jb-map-pane" aria-labelledby={titleId}>
      <div className="jb-map-pane-header">
        <h2 id={titleId} className="jb-map-pane-title">
          {title}
        </h2>
      </div>
      <div className="jb-map-pane-body">{children}</div>
    </section>
  );
}

export type MapDetailPanelProps = Omit<MapListSheetProps, 'onOpenChange'> & {
  onClose: () => void;
};

/**
 * From 600 px: the places of the picked marker in a panel over the map's side, beside the list: not modal, so the
 * student can pick another marker or scroll the list and the panel follows.
 */
export function MapDetailPanel({
  open,
  onClose,
  title,
  sort,
  onSortChange,
  restoreScrollTop = null,
  onScrollTopChange,
  container,
  ...content
}: MapDetailPanelProps) {
  // The panel's body scrolls (and owns its ref): the list inside it finds it as its parent.
  const listRef = useRef<HTMLDivElement>(null);
  const bodyRef = useMemo(
    () => ({
      get current() {
        return listRef.current?.parentElement;
      },
    }),
    [],
  );
  useRestoredScroll(bodyRef, restoreScrollTop, content.list.items.length);
  return (
    <SidePanel.Root open={open} onOpenChange={(next) => !next && onClose()} modal={false}>
      <SidePanel.Content
        size="sm"
        className="jb-map-detail"
        container={container}
        aria-describedby={undefined}
        // The map keeps the keyboard where the student pressed (a marker); the panel is a Tab away.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <SidePanel.Header>
          <SidePanel.Title>{title}</SidePanel.Title>
        </SidePanel.Header>
        <div className="jb-map-detail-sort">
          <SortSelect options={MAP_SORT_SELECT_OPTIONS} value={sort} onValueChange={onSortChange} />
        </div>
        <SidePanel.Body className="jb-map-detail-body" {...reportsScrollTop(onScrollTopChange)}>
          <div ref={listRef}>
            <MapListContent {...content} />
          </div>
        </SidePanel.Body>
      </SidePanel.Content>
    </SidePanel.Root>
  );
}
