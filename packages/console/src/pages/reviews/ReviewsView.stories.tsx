import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reviews, TODAY, universities } from '../../stories/fixtures';
import { CONSOLE_GLOBALS, consoleParameters, withConsole } from '../../stories/support';
import { NO_FILTERS, ReviewsView } from './ReviewsView';

const meta = {
  title: '화면/운영/후기',
  component: ReviewsView,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/reviews', nav: 'reviews', title: '후기' },
    '모든 후기를 찾는 화면입니다. 글 내용으로 검색하고 학교, 작성일 기간, 상태(공개 · 임시조치 · 삭제), 금칙어 포함, 검토 요청으로 거릅니다. ' +
      '조건은 주소에 남아 뒤로 가기와 새로 고침에도 그대로입니다. 줄을 누르면 그 후기를 처리하는 화면으로 갑니다.',
  ),
  args: {
    search: '',
    onSearchChange: fn(),
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    universities,
    today: TODAY,
    page: 0,
    onPageChange: fn(),
    reviews: { status: 'ready', data: { items: reviews, total: 2344 } },
    onOpen: fn(),
  },
} satisfies Meta<typeof ReviewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: '후기 목록' })).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[2]).toHaveTextContent('시발');
    await expect(rows[3]).toHaveTextContent('임시조치');
    await expect(canvas.getByText('전체 2,344건 중 1–20')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '금칙어 포함' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...NO_FILTERS, flagged: true });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '상태' }), '임시조치');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, status: 'blinded' });
    await userEvent.type(canvas.getByRole('searchbox', { name: '후기 내용 검색' }), '보증금');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('금');
    await userEvent.click(rows[1] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(2344);
  },
};

export const Filtered: Story = {
  name: '조건 걸림 (금칙어 포함)',
  args: {
    search: '집주인',
    filters: {
      ...NO_FILTERS,
      q: '집주인',
      flagged: true,
      universityId: 20,
      from: '2026-11-01',
      to: '2026-11-29',
    },
    reviews: { status: 'ready', data: { items: [reviews[1] as (typeof reviews)[1]], total: 1 } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '금칙어 포함' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /2026\.11\.01 – 2026\.11\.29/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '조건 지우기' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_FILTERS);
  },
};

export const NoMatch: Story = {
  name: '조건에 맞는 후기 없음',
  args: {
    filters: { ...NO_FILTERS, status: 'deleted', flagged: true },
    reviews: { status: 'ready', data: { items: [], total: 0 } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '조건에 맞는 후기가 없어요' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { reviews: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /^후기 목록/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  name: '오류',
  args: { reviews: { status: 'error', message: '요청 값을 처리할 수 없어요.', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('요청 값을 처리할 수 없어요.')).toBeVisible();
  },
};
