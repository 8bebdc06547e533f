import {
  BOOKMARK_FILTER_TYPE_LABELS,
  BOOKMARK_FILTER_TYPES,
  BOOKMARK_PAGE_SIZE,
  BOOKMARK_SORT_LABELS,
  BOOKMARK_SORTS,
  type BookmarkFilterType,
  type BookmarkSort,
  withLiked,
} from '@jjinbbang/domain';
import {
  AppHeader,
  Button,
  EmptyState,
  ErrorState,
  FilterSheet,
  HeartIcon,
  ListFooter,
  ListSkeleton,
  SegmentedControl,
} from '@jjinbbang/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { listEntryOf } from '../../api/entries';
import { getBookmarks } from '../../api/reading';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { usePagedList } from '../../hooks/usePagedList';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useSession } from '../../session/useSession';
import { EntryCard } from '../common/EntryCard';
import { links } from '../routes';
import './reading.css';

interface BookmarkFilter {
  type: BookmarkFilterType;
  sort: BookmarkSort;
}

const DEFAULT_FILTER: BookmarkFilter = { type: 'all', sort: 'latest' };
const typeOptions = BOOKMARK_FILTER_TYPES.map((value) => ({
  value,
  label: BOOKMARK_FILTER_TYPE_LABELS[value],
}));
const sortOptions = BOOKMARK_SORTS.map((value) => ({ value, label: BOOKMARK_SORT_LABELS[value] }));

export default function BookmarksPage() {
  const session = useSession();
  const [filter, setFilter] = useState<BookmarkFilter>(DEFAULT_FILTER);
  const signedIn = session.isAuthenticated;

  return (
    <>
      <AppHeader
        title="관심목록"
        actions={
          signedIn && (
            <FilterSheet<BookmarkFilter>
              title="관심목록 필터"
              value={filter}
              resetValue={DEFAULT_FILTER}
              applyLabel="확인"
              onApply={setFilter}
              trigger={
                <Button variant="ghost" size="sm" aria-label={`관심목록 필터: ${filterLabel(filter)}`}>
                  {filterLabel(filter)}
                </Button>
              }
            >
              {(draft) => (
                <div className="jb-reading-filter">
                  <SegmentedControl
                    label="보기"
                    fullWidth
                    options={typeOptions}
                    value={draft.value.type}
                    onValueChange={(type) => draft.setValue((previous) => ({ ...previous, type }))}
                  />
                  <SegmentedControl
                    label="정렬"
                    fullWidth
                    options={sortOptions}
                    value={draft.value.sort}
                    onValueChange={(sort) => draft.setValue((previous) => ({ ...previous, sort }))}
                  />
                </div>
              )}
            </FilterSheet>
          )
        }
      />
      <div className="jb-reading-page">
        {session.isLoading ? (
          <ListSkeleton count={3} />
        ) : signedIn ? (
          <BookmarkList filter={filter} />
        ) : (
          // spec 000 §6: a guest's bookmark list shows that login is required.
          <EmptyState
            icon={<HeartIcon size={48} />}
            title="로그인이 필요해요"
            hint="관심 있는 후기와 건물을 저장하려면 로그인해 주세요."
            action={<LoginButton />}
          />
        )}
      </div>
    </>
  );
}

function filterLabel(filter: BookmarkFilter) {
  return `${BOOKMARK_FILTER_TYPE_LABELS[filter.type]} · ${BOOKMARK_SORT_LABELS[filter.sort]}`;
}

function LoginButton() {
  const login = useStartLogin();
  return (
    <>
      <Button loading={login.busy} onClick={login.start}>
        로그인하기
      </Button>
      {login.error && (
        <p role="alert" className="jb-reading-error-text">
          {login.error}
        </p>
      )}
    </>
  );
}

function BookmarkList({ filter }: { filter: BookmarkFilter }) {
  const [, navigate] = useLocation();
  const list = usePagedList({
    key: ['bookmarks', filter.type, filter.sort],
    pageSize: BOOKMARK_PAGE_SIZE,
    fetchPage: async (page) => ({
      items: (await getBookmarks({ type: filter.type, sortBy: filter.sort, page })).map(listEntryOf),
    }),
  });
  // spec 000 §4: a card's heart changes the flag and count only after the server agrees.
  const likes = useLikeToggle({
    apply: (key, liked) => list.update(key, (entry) => withLiked(entry, liked)),
  });

  if (list.status === 'error') {
    return (
      <ErrorState
        layout="inline"
        title="관심목록을 불러오지 못했어요"
        hint={list.errorText ?? undefined}
        onRetry={list.onRetry}
      />
    );
  }
  if (list.status === 'loading') return <ListSkeleton count={3} label="관심목록을 불러오는 중" />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        layout="inline"
        icon={<HeartIcon size={48} />}
        title="아직 관심목록이 비어 있어요"
        hint="마음에 드는 후기나 건물의 하트를 누르면 여기에 모여요."
        action={
          <Button variant="secondary" onClick={() => navigate(links.map())}>
            지도에서 둘러보기
          </Button>
        }
      />
    );
  }

  return (
    <>
      <ul className="jb-app-list jb-reading-list" aria-label="관심목록">
        {list.items.map((entry) => (
          <li key={entry.key}>
            <EntryCard
              entry={entry}
              headingLevel={2}
              likePending={likes.isPending(entry.key)}
              onLikeChange={likes.toggle}
            />
          </li>
        ))}
      </ul>
      {list.more === 'error' ? (
        <ErrorState
          layout="inline"
          title="관심목록을 더 불러오지 못했어요"
          hint={list.errorText ?? undefined}
          onRetry={list.onRetry}
        />
      ) : (
        <ListFooter ref={list.sentinelRef} status={list.more} />
      )}
    </>
  );
}
