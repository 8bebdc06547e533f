import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuildingDetailView } from '../../packages/app/src/routes/reading/BuildingDetailView';
import { buildingEntry, buildingKeywords, likeControls, PHOTOS, pagedList, reviewEntries } from './fixtures';
import { currentPath, screenParameters, withScreen } from './support';

const reviews = reviewEntries.slice(0, 2);

const meta = {
  title: '화면/건물 상세 · BuildingDetailView',
  component: BuildingDetailView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/building/201', [390, 768, 1280]),
  args: {
    status: 'ready',
    gated: false,
    isAuthenticated: true,
    building: buildingEntry,
    images: PHOTOS,
    keywords: buildingKeywords,
    errorText: null,
    onRetry: fn(),
    onBack: fn(),
    onLikeChange: fn(async () => {}),
    reviews: pagedList(reviews, { total: 2 }),
    sort: 'LATEST',
    onSortChange: fn(),
    reviewLikes: likeControls(),
  },
} satisfies Meta<typeof BuildingDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  name: '인증됨',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '장전 스위트빌' })).toBeVisible();
    await expect(canvas.getByText('원/투룸 / 오피스텔')).toBeVisible();
    // spec 000 §2: the bottom navigation is hidden on building pages.
    await expect(canvas.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    const list = canvas.getByRole('list', { name: '후기 목록' });
    // issue 13: the building's own review cards lead with their type line, not its name again.
    await expect(within(list).queryByRole('heading', { name: '장전 스위트빌' })).toBeNull();
    await expect(within(list).getByRole('heading', { name: '원/투룸 · 고층' })).toBeVisible();
    // Type lines may repeat among a building's reviews; each heart is named with its review's date too.
    await expect(
      within(list).getByRole('button', { name: /^2026\.11\.18 원\/투룸 · 고층 후기 좋아요/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '장전 스위트빌 좋아요 취소' }));
    await expect(args.onLikeChange).toHaveBeenCalledWith(false);
    await userEvent.selectOptions(canvas.getByLabelText('후기 정렬'), 'LIKES');
    await expect(args.onSortChange).toHaveBeenCalledWith('LIKES');
    await userEvent.click(within(list).getByRole('link', { name: '주택/빌라 · 저층' }));
    await expect(currentPath()).toBe('/building/review/102?reviewType=GENERAL');
  },
};

export const NoReviews: Story = {
  name: '후기 없음',
  args: {
    building: { ...buildingEntry, rating: null, reviewCount: 0 },
    keywords: [],
    reviews: pagedList([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('아직 후기가 없어요')).toBeVisible();
    // spec 000 §8: a review list with zero items renders nothing.
    await expect(canvas.queryByRole('list', { name: '후기 목록' })).toBeNull();
    // Nothing to sort: no sort menu over the empty list.
    await expect(canvas.queryByRole('combobox', { name: '후기 정렬' })).toBeNull();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { status: 'loading', building: undefined, images: [], keywords: [] },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('건물 정보를 불러오는 중');
    await expect(label.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: '오류',
  args: { status: 'error', building: undefined, errorText: '서버에 연결하지 못했어요.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '데이터를 불러오는 중 오류가 발생했어요' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '돌아가기' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Gone: Story = {
  name: '사라진 건물',
  args: { status: 'gone', building: undefined, images: [], keywords: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '건물을 찾을 수 없어요' })).toBeVisible();
    // Trying again cannot bring it back: a way back and home instead.
    await expect(canvas.queryByRole('button', { name: '다시 시도' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: '돌아가기' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Unverified: Story = {
  name: '미인증 (인증 안내)',
  args: { gated: true },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '학교 인증하고 찐 후기를 무료로 보세요',
    });
    await expect(within(sheet).getByRole('link', { name: '학교 인증하기' })).toHaveAttribute(
      'href',
      '/auth/student/verify',
    );
  },
};

export const Guest: Story = {
  name: '게스트 (인증 안내)',
  args: { gated: true, isAuthenticated: false },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '학교 인증하고 찐 후기를 무료로 보세요',
    });
    await expect(within(sheet).getByRole('link', { name: '로그인하고 인증하기' })).toHaveAttribute(
      'href',
      '/mypage',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: '돌아가기' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
