import {
  BOOKMARK_FILTER_TYPE_LABELS,
  BOOKMARK_FILTER_TYPES,
  BOOKMARK_SORT_LABELS,
  BOOKMARK_SORTS,
  type BookmarkFilterType,
  type BookmarkSort,
  type BuildingListItem,
  type ListItem,
} from '@jjinbbang/domain';
import { useInfiniteScroll } from '@jjinbbang/hooks';
import {
  AppHeader,
  BuildingCard,
  Button,
  EmptyState,
  ErrorState,
  FilterSheet,
  HeartIcon,
  ListFooter,
  ListSkeleton,
  ReviewCard,
  SegmentedControl,
} from '@jjinbbang/ui';
import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useLocation } from 'wouter';
import { assetUrl } from '../../api/assets';
import { errorMessage } from '../../api/errors';
import { getBookmarks, setBookmark } from '../../api/reading';
import { startLogin } from '../../session/login';
import { useSession } from '../../session/useSession';
import { links } from '../routes';
import {
  bookmarkTargetOf,
  hasNextBookmarkPage,
  isReviewItem,
  itemKey,
  replaceInPages,
  reviewLinkOf,
  withLiked,
} from './likes';
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

function withAsset<T extends ListItem>(item: T): T {
  return item.image ? { ...item, image: assetUrl(item.image) } : item;
}

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
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <Button
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(null);
          try {
            await startLogin();
          } catch (error) {
            setFailed(errorMessage(error, '로그인 페이지를 열지 못했어요. 잠시 후 다시 시도해 주세요.'));
            setBusy(false);
          }
        }}
      >
        로그인하기
      </Button>
      {failed && (
        <p role="alert" className="jb-reading-error-text">
          {failed}
        </p>
      )}
    </>
  );
}

function BookmarkList({ filter }: { filter: BookmarkFilter }) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const list = useSWRInfinite(
    (index, previous: ListItem[] | null) =>
      previous && !hasNextBookmarkPage(previous)
        ? null
        : (['bookmarks', filter.type, filter.sort, index] as const),
    ([, type, sortBy, page]) => getBookmarks({ type, sortBy, page }),
    { revalidateFirstPage: false },
  );
  const pages = list.data ?? [];
  const items = pages.flat();
  const hasMore = hasNextBookmarkPage(pages.at(-1));
  const loadingMore = list.isLoading || (list.size > 0 && pages.length < list.size);
  const scroll = useInfiniteScroll({
    onLoadMore: () => list.setSize(list.size + 1),
    hasMore: hasMore && !list.error,
    loading: loadingMore,
  });

  // spec 000 §4: a card's heart changes the flag and count only after the server agrees; spec 000 §8: a
  // failure is ignored silently and nothing changes.
  const toggle = async (item: ListItem, next: boolean) => {
    const key = itemKey(item);
    if (pending.has(key)) return;
    setPending((previous) => new Set(previous).add(key));
    const target = bookmarkTargetOf(item);
    try {
      await setBookmark(target.type, target.id, next);
      await list.mutate((current) => replaceInPages(current, key, (found) => withLiked(found, next)), {
        revalidate: false,
      });
    } catch {
      // silently ignored (spec 000 §8 "Bookmark failure")
    } finally {
      setPending((previous) => {
        const rest = new Set(previous);
        rest.delete(key);
        return rest;
      });
    }
  };

  if (list.error && items.length === 0) {
    return (
      <ErrorState
        layout="inline"
        title="관심목록을 불러오지 못했어요"
        hint={errorMessage(list.error, '잠시 후 다시 시도해 주세요.')}
        onRetry={() => list.mutate()}
      />
    );
  }
  if (list.isLoading) return <ListSkeleton count={3} label="관심목록을 불러오는 중" />;
  if (items.length === 0) {
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
        {items.map((raw) => {
          const item = withAsset(raw);
          const key = itemKey(item);
          const busy = pending.has(key);
          return (
            <li key={key}>
              {isReviewItem(item) ? (
                <ReviewCard
                  item={item}
                  headingLevel={2}
                  likePending={busy}
                  onLikeChange={(next) => toggle(raw, next)}
                  onPress={() => {
                    const link = reviewLinkOf(item);
                    navigate(links.review(link.id, link.reviewType));
                  }}
                />
              ) : (
                <BuildingCard
                  item={item as BuildingListItem}
                  headingLevel={2}
                  likePending={busy}
                  onLikeChange={(next) => toggle(raw, next)}
                  onPress={() => {
                    const isAgency = Boolean(item.agencyBuildingInfo);
                    const { id } = bookmarkTargetOf(item);
                    navigate(links.building(id, { isAgency }));
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {list.error ? (
        <ErrorState
          layout="inline"
          title="관심목록을 더 불러오지 못했어요"
          hint={errorMessage(list.error, '잠시 후 다시 시도해 주세요.')}
          onRetry={() => list.mutate()}
        />
      ) : (
        <ListFooter ref={scroll.sentinelRef} status={loadingMore ? 'loading' : hasMore ? 'idle' : 'done'} />
      )}
    </>
  );
}
