import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookmarksView, DEFAULT_BOOKMARK_FILTER } from '../../packages/app/src/routes/reading/BookmarksView';
import { bookmarkEntries, likeControls, loginControls, pagedList } from './fixtures';
import { currentPath, screenParameters, withScreen } from './support';

const meta = {
  title: '화면/관심목록 · BookmarksView',
  component: BookmarksView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/heart', [390, 768, 1280]),
  args: {
    viewer: 'member',
    login: loginControls(),
    filter: DEFAULT_BOOKMARK_FILTER,
    onFilterChange: fn(),
    list: pagedList(bookmarkEntries),
    likes: likeControls(),
  },
} satisfies Meta<typeof BookmarksView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  name: '인증됨 (목록)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '관심목록' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('모두 불러왔어요')).toBeVisible();
    // Hearts ask the server; the view only reports the tap (spec 000 §4).
    await userEvent.click(within(list).getByRole('button', { name: /^장전 스위트빌 후기 좋아요 취소/ }));
    await expect(args.likes.toggle).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'review:101' }),
      false,
    );
    // A building opens its page; an agency's carries ?isAgency=true.
    await userEvent.click(within(list).getByRole('link', { name: '온천천 공인중개사사무소' }));
    await expect(currentPath()).toBe('/building/202?isAgency=true');
  },
};

export const Filter: Story = {
  name: '필터 시트',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '관심목록 필터: 전체 · 최신순' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '관심목록 필터',
    });
    await userEvent.click(within(sheet).getByRole('radio', { name: '후기만' }));
    await userEvent.click(within(sheet).getByRole('radio', { name: '좋아요순' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(args.onFilterChange).toHaveBeenCalledWith({ type: 'review', sort: 'likes' }));
  },
};

export const Guest: Story = {
  name: '게스트',
  args: { viewer: 'guest' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /관심목록 필터/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '로그인하기' }));
    await expect(args.login.start).toHaveBeenCalled();
  },
};

export const LoginFailed: Story = {
  name: '게스트 (로그인 오류)',
  args: {
    viewer: 'guest',
    login: loginControls({ error: '로그인 페이지를 열지 못했어요. 잠시 후 다시 시도해 주세요.' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('로그인 페이지를 열지 못했어요');
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { list: pagedList([], { status: 'loading', more: 'loading' }) },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('관심목록을 불러오는 중');
    await expect(label.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: '비어 있음',
  args: { list: pagedList([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '아직 관심목록이 비어 있어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '지도에서 둘러보기' }));
    await expect(currentPath()).toBe('/map');
  },
};

export const EmptyBuildings: Story = {
  name: '건물만 (비어 있음)',
  args: { list: pagedList([]), filter: { type: 'building', sort: 'latest' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '찜한 건물이 없어요' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '아직 관심목록이 비어 있어요' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '전체 보기' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ type: 'all', sort: 'latest' });
  },
};

export const EmptyReviews: Story = {
  name: '후기만 (비어 있음)',
  args: { list: pagedList([]), filter: { type: 'review', sort: 'latest' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '찜한 후기가 없어요' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: '오류',
  args: { list: pagedList([], { status: 'error', more: 'error', errorText: '서버에 연결하지 못했어요.' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '관심목록을 불러오지 못했어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};

export const MoreFailed: Story = {
  name: '더 불러오기 오류',
  args: {
    list: pagedList(bookmarkEntries.slice(0, 2), {
      more: 'error',
      errorText: '네트워크 연결을 확인해 주세요.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: '관심목록' })).getAllByRole('article')).toHaveLength(
      2,
    );
    await expect(canvas.getByRole('heading', { name: '관심목록을 더 불러오지 못했어요' })).toBeVisible();
  },
};
