import {
  BOOKMARK_FILTER_TYPE_LABELS,
  BOOKMARK_SORT_LABELS,
  type BookmarkFilterType,
  type BookmarkSort,
  type BuildingListItem,
  type ListItem,
  listItemVariant,
  type ReviewListItem,
} from '@jjinbbang/domain';
import {
  AppHeader,
  BuildingCard,
  Button,
  EmptyState,
  FilterSheet,
  ListFooter,
  ReviewCard,
  SegmentedControl,
} from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookmarkedBuilding, bookmarkedDorm, generalReview, jeonseReview } from './fixtures';
import { ScreenFrame } from './ScreenFrame';

interface BookmarkFilter {
  type: BookmarkFilterType;
  sort: BookmarkSort;
}

interface BookmarksScreenProps {
  signedIn: boolean;
  items: readonly ListItem[];
  onFilterChange: (filter: BookmarkFilter) => void;
  onLikeChange: (item: ListItem, next: boolean) => void;
  onLogin: () => void;
}

const typeOptions = (['all', 'review', 'building'] as const).map((value) => ({
  value,
  label: BOOKMARK_FILTER_TYPE_LABELS[value],
}));
const sortOptions = (['latest', 'likes', 'stars'] as const).map((value) => ({
  value,
  label: BOOKMARK_SORT_LABELS[value],
}));

function isReviewItem(item: ListItem): item is ReviewListItem {
  return listItemVariant(item).kind.endsWith('Review');
}

function BookmarkCard({ item, onLikeChange }: { item: ListItem; onLikeChange: (next: boolean) => void }) {
  if (isReviewItem(item)) return <ReviewCard item={item} onLikeChange={onLikeChange} />;
  return <BuildingCard item={item as BuildingListItem} onLikeChange={onLikeChange} />;
}

function BookmarksScreen({ signedIn, items, onFilterChange, onLikeChange, onLogin }: BookmarksScreenProps) {
  const [filter, setFilter] = useState<BookmarkFilter>({ type: 'all', sort: 'latest' });
  return (
    <ScreenFrame nav="heart">
      <AppHeader
        title="관심목록"
        actions={
          signedIn && (
            <FilterSheet<BookmarkFilter>
              title="관심목록 필터"
              value={filter}
              resetValue={{ type: 'all', sort: 'latest' }}
              applyLabel="확인"
              onApply={(next) => {
                setFilter(next);
                onFilterChange(next);
              }}
              trigger={
                <Button variant="ghost" size="sm">
                  {BOOKMARK_FILTER_TYPE_LABELS[filter.type]} · {BOOKMARK_SORT_LABELS[filter.sort]}
                </Button>
              }
            >
              {(draft) => (
                <div style={{ display: 'grid', gap: 'var(--jb-space-5)' }}>
                  <SegmentedControl
                    label="보기"
                    fullWidth
                    options={typeOptions}
                    value={draft.value.type}
                    onValueChange={(type) => draft.setValue((prev) => ({ ...prev, type }))}
                  />
                  <SegmentedControl
                    label="정렬"
                    fullWidth
                    options={sortOptions}
                    value={draft.value.sort}
                    onValueChange={(sort) => draft.setValue((prev) => ({ ...prev, sort }))}
                  />
                </div>
              )}
            </FilterSheet>
          )
        }
      />
      <main style={{ padding: '0 var(--jb-space-page)' }}>
        {signedIn ? (
          <>
            {items.map((item, i) => (
              <BookmarkCard key={i} item={item} onLikeChange={(next) => onLikeChange(item, next)} />
            ))}
            <ListFooter status="loading" />
          </>
        ) : (
          <EmptyState
            title="로그인이 필요해요"
            hint="관심 있는 후기와 건물을 저장하려면 로그인해 주세요."
            action={<Button onClick={onLogin}>로그인하기</Button>}
          />
        )}
      </main>
    </ScreenFrame>
  );
}

const meta = {
  title: 'Screens/Bookmarks',
  component: BookmarksScreen,
  tags: ['autodocs'],
  args: {
    signedIn: true,
    items: [generalReview, bookmarkedBuilding, jeonseReview, bookmarkedDorm],
    onFilterChange: fn(),
    onLikeChange: fn(),
    onLogin: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '관심목록(/heart) 구성: 보기(전체 · 후기만 · 건물만)와 정렬(최신순 · 좋아요순 · 별점순) 필터 시트, 후기 카드와 건물 카드가 섞인 목록, ' +
          '무한 스크롤 바닥 표시, 하단 내비. 로그인하지 않았으면 로그인이 필요하다는 안내를 보여 줍니다.',
      },
    },
  },
} satisfies Meta<typeof BookmarksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('불러오는 중')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '온천장 오피스텔 후기 좋아요 취소 99+' }));
    await expect(args.onLikeChange).toHaveBeenCalledWith(jeonseReview, false);
    await userEvent.click(canvas.getByRole('button', { name: '전체 · 최신순' }));
    const sheet = await body.findByRole('dialog', { name: '관심목록 필터' });
    await userEvent.click(within(sheet).getByRole('radio', { name: '건물만' }));
    await userEvent.click(within(sheet).getByRole('radio', { name: '별점순' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '확인' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ type: 'building', sort: 'stars' });
  },
};

export const Guest: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: '로그인하기' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};
