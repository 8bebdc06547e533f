import {
  BOOKMARK_FILTER_TYPE_LABELS,
  BOOKMARK_FILTER_TYPES,
  BOOKMARK_SORT_LABELS,
  BOOKMARK_SORTS,
  type BookmarkFilterType,
  type BookmarkSort,
  type ListEntry,
} from '@jjinbbang/domain';
import {
  AppHeader,
  Button,
  EmptyState,
  ErrorState,
  FilterSheet,
  HeartIcon,
  ListSkeleton,
  SegmentedControl,
} from '@jjinbbang/ui';
import { Link } from 'wouter';
import type { PagedListState } from '../../hooks/usePagedList';
import { links } from '..';
import { EntryList, type LikeControls } from '../common/EntryList';
import { type LoginControls, LoginPrompt } from '../common/LoginPrompt';
import './lists.css';

export interface BookmarkFilter {
  type: BookmarkFilterType;
  sort: BookmarkSort;
}

export const DEFAULT_BOOKMARK_FILTER: BookmarkFilter = { type: 'all', sort: 'latest' };

const typeOptions = BOOKMARK_FILTER_TYPES.map((value) => ({
  value,
  label: BOOKMARK_FILTER_TYPE_LABELS[value],
}));
const sortOptions = BOOKMARK_SORTS.map((value) => ({ value, label: BOOKMARK_SORT_LABELS[value] }));

/** What an empty list under one kind says. */
const FILTERED_EMPTY: Record<Exclude<BookmarkFilterType, 'all'>, { title: string; hint: string }> = {
  building: { title: '찜한 건물이 없어요', hint: '건물 페이지에서 하트를 누르면 여기에 모여요.' },
  review: { title: '찜한 후기가 없어요', hint: '마음에 드는 후기의 하트를 누르면 여기에 모여요.' },
};

function filterLabel(filter: BookmarkFilter) {
  return `${BOOKMARK_FILTER_TYPE_LABELS[filter.type]} · ${BOOKMARK_SORT_LABELS[filter.sort]}`;
}

export interface BookmarksViewProps {
  /** Who is looking: the session is still loading, a guest, or a signed-in user. */
  viewer: 'loading' | 'guest' | 'member';
  login: LoginControls;
  filter: BookmarkFilter;
  onFilterChange: (filter: BookmarkFilter) => void;
  list: PagedListState<ListEntry>;
  likes: LikeControls;
}

/** `/heart`: the bookmark list with its filter sheet (spec 000 §2); a guest is asked to sign in. */
export function BookmarksView({ viewer, login, filter, onFilterChange, list, likes }: BookmarksViewProps) {
  return (
    <>
      <AppHeader
        title="관심목록"
        actions={
          viewer === 'member' && (
            <FilterSheet<BookmarkFilter>
              title="관심목록 필터"
              value={filter}
              resetValue={DEFAULT_BOOKMARK_FILTER}
              applyLabel="확인"
              onApply={onFilterChange}
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
        {viewer === 'loading' ? (
          <ListSkeleton count={3} />
        ) : viewer === 'guest' ? (
          // spec 000 §6: a guest's bookmark list shows that login is required.
          <LoginPrompt
            icon={<HeartIcon size={48} />}
            hint="관심 있는 후기와 건물을 저장하려면 로그인해 주세요."
            login={login}
          />
        ) : list.status === 'error' ? (
          <ErrorState
            layout="inline"
            title="관심목록을 불러오지 못했어요"
            hint={list.errorText ?? undefined}
            onRetry={list.onRetry}
          />
        ) : list.status === 'loading' ? (
          <ListSkeleton count={3} label="관심목록을 불러오는 중" />
        ) : list.items.length === 0 && filter.type !== 'all' ? (
          // Empty under 후기만 or 건물만 says so: the other kind may well be there.
          <EmptyState
            layout="inline"
            icon={<HeartIcon size={48} />}
            title={FILTERED_EMPTY[filter.type].title}
            hint={FILTERED_EMPTY[filter.type].hint}
            action={
              <Button variant="secondary" onClick={() => onFilterChange({ ...filter, type: 'all' })}>
                전체 보기
              </Button>
            }
          />
        ) : list.items.length === 0 ? (
          <EmptyState
            layout="inline"
            icon={<HeartIcon size={48} />}
            title="아직 관심목록이 비어 있어요"
            hint="마음에 드는 후기나 건물의 하트를 누르면 여기에 모여요."
            action={
              <Button asChild variant="secondary">
                <Link href={links.map()}>지도에서 둘러보기</Link>
              </Button>
            }
          />
        ) : (
          <EntryList
            list={list}
            label="관심목록"
            headingLevel={2}
            likes={likes}
            moreErrorTitle="관심목록을 더 불러오지 못했어요"
          />
        )}
      </div>
    </>
  );
}
