import type { ListEntry } from '@jjinbbang/domain';
import { ErrorState, ListFooter } from '@jjinbbang/ui';
import type { PagedListState } from '../../hooks/usePagedList';
import { EntryCard } from './EntryCard';

/** How a list's hearts behave: the containers pass useLikeToggle; stories pass plain functions. */
export interface LikeControls {
  /** Sets the like; each heart waits while the promise runs. */
  toggle: (entry: ListEntry, liked: boolean) => PromiseLike<unknown>;
}

export interface EntryListProps {
  list: PagedListState<ListEntry>;
  /** Accessible name of the list. */
  label: string;
  headingLevel?: 2 | 3;
  withinBuilding?: boolean;
  likes?: LikeControls;
  /** Title of the error shown when a further page fails. */
  moreErrorTitle: string;
  loadingText?: string;
}

/** The items of a paged list as cards, then its footer: loading, all loaded, or a retry for the next page. */
export function EntryList({
  list,
  label,
  headingLevel = 3,
  withinBuilding,
  likes,
  moreErrorTitle,
  loadingText,
}: EntryListProps) {
  return (
    <>
      <ul className="jb-app-list" aria-label={label}>
        {list.items.map((entry) => (
          <li key={entry.key}>
            <EntryCard
              entry={entry}
              headingLevel={headingLevel}
              withinBuilding={withinBuilding}
              onLikeChange={likes?.toggle}
            />
          </li>
        ))}
      </ul>
      {list.more === 'error' ? (
        <ErrorState
          layout="inline"
          headingLevel={headingLevel}
          title={moreErrorTitle}
          hint={list.errorText ?? undefined}
          onRetry={list.onRetry}
        />
      ) : (
        <ListFooter
          ref={list.items.length > 0 ? list.sentinelRef : undefined}
          loadingText={loadingText}
          status={list.more}
        />
      )}
    </>
  );
}
