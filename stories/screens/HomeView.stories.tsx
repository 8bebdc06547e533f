import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CampusCarousel,
  HOME_UNIVERSITY_COUNT,
  HomeView,
  RecentReviewList,
} from '../../packages/app/src/routes/home/HomeView';
import { campusCards, reviewEntries, universities } from './fixtures';
import { currentPath, screenParameters, withScreen } from './support';

const meta = {
  title: '화면/홈 · HomeView',
  component: HomeView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  // The column is 480 px wide at most: 1280 shows it and the bottom navigation centred together.
  parameters: screenParameters('/', [390, 768, 1280]),
  // The carousel's code loads once the skeletons are painted in the app (HomePage); here, before the story renders.
  loaders: [() => CampusCarousel.preload()],
  args: {
    verifyHref: '/mypage',
    campusTitle: '부산대학교',
    campuses: campusCards(7),
    campusStatus: 'ready',
    onOpenCampus: fn(),
    recentReviews: [],
    universities,
    universityStatus: 'ready',
    universityErrorText: null,
    onRetryUniversities: fn(),
    chosenUniversityId: null,
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  name: '게스트',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A guest is invited to verify through sign-in (spec 000 §2).
    await expect(canvas.getByRole('link', { name: '학교 인증하기' })).toHaveAttribute('href', '/mypage');
    await expect(canvas.getByRole('heading', { name: '부산대학교 캠퍼스' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '최근 본 후기가 없어요' })).toBeVisible();
    // issue 13: a short university list, the rest one tap away, and the safety notice right after.
    const list = canvas.getByRole('list', { name: '대학교 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(HOME_UNIVERSITY_COUNT);
    await expect(canvas.getByRole('link', { name: /^전체 보기/ })).toHaveAttribute('href', '/universities');
    await expect(canvas.getByRole('region', { name: '안전한 자취방 계약을 위한 안내' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /부산캠퍼스/ }));
    await expect(args.onOpenCampus).toHaveBeenCalledWith(
      expect.objectContaining({ campusName: '부산캠퍼스' }),
    );
  },
};

export const Unverified: Story = {
  name: '미인증',
  args: { verifyHref: '/auth/student/verify' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '학교 인증하기' }));
    await expect(currentPath()).toBe('/auth/student/verify');
  },
};

export const Pending: Story = {
  name: '인증 대기 (입학 증명서 확인 중)',
  args: { verifyHref: '/auth/student/new', verificationPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // decisions.md: a pending student is told the certificate is being checked, not invited to verify.
    await expect(canvas.getByRole('heading', { name: '입학 증명서를 확인하고 있어요' })).toBeVisible();
    await expect(canvas.getByText(/7일/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '학교 인증하기' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '다시 올리기' })).toHaveAttribute(
      'href',
      '/auth/student/new',
    );
  },
};

export const Verified: Story = {
  name: '인증됨 (최근 본 후기)',
  args: { verifyHref: null, recentReviews: reviewEntries.slice(0, 2) },
  // The cards' code loads with the reviews in the app (Home preloads it); here, before the story renders.
  loaders: [async () => ({ cards: await RecentReviewList.preload() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // issue 13: a verified student has nothing to verify, so no banner.
    await expect(canvas.queryByRole('link', { name: '학교 인증하기' })).toBeNull();
    const recent = await canvas.findByRole('list', { name: '최근 본 후기 목록' });
    await expect(within(recent).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(within(recent).getByRole('link', { name: '장전 스위트빌' }));
    await expect(currentPath()).toBe('/building/review/101?reviewType=GENERAL');
  },
};

export const ChosenUniversity: Story = {
  name: '대학교 고름',
  parameters: screenParameters('/?university=2'),
  args: { verifyHref: null, campusTitle: '가천대학교', campuses: campusCards(1), chosenUniversityId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '가천대학교 캠퍼스' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /가천대학교/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('link', { name: /가톨릭대학교/ }));
    await expect(currentPath()).toBe('/?university=4');
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: {
    verifyHref: null,
    campuses: [],
    campusStatus: 'loading',
    universities: [],
    universityStatus: 'loading',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '대학교 목록을 불러오는 중' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^전체 보기/ })).toBeNull();
  },
};

export const Failed: Story = {
  name: '오류',
  args: {
    campuses: [],
    campusStatus: 'error',
    universities: [],
    universityStatus: 'error',
    universityErrorText: '서버에 연결하지 못했어요.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '캠퍼스를 불러오지 못했어요' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '대학교 목록을 불러오지 못했어요' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '다시 시도' })[0] as HTMLElement);
    await expect(args.onRetryUniversities).toHaveBeenCalled();
  },
};

export const RecentLoading: Story = {
  name: '최근 본 후기 불러오는 중',
  args: { verifyHref: null, recentStatus: 'loading', recentCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A history on its way is never announced as "none".
    const placeholders = canvas.getByText('최근 본 후기를 불러오는 중').closest('[role="status"]');
    await expect(placeholders).toHaveAttribute('aria-busy', 'true');
    await expect(placeholders?.querySelectorAll('[data-component="Skeleton"]').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading', { name: '최근 본 후기가 없어요' })).toBeNull();
  },
};

export const RecentFailed: Story = {
  name: '최근 본 후기 오류',
  args: { verifyHref: null, recentStatus: 'error', recentCount: 2, onRetryRecent: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '최근 본 후기를 불러오지 못했어요' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '최근 본 후기가 없어요' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetryRecent).toHaveBeenCalled();
  },
};
