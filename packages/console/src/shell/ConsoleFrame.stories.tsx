import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onlyAt } from '../../../../.storybook/modes';
import { admin, moderator } from '../stories/fixtures';
import { CONSOLE_GLOBALS, currentPath, withConsole } from '../stories/support';
import { ConsoleFrame } from './ConsoleFrame';

const meta = {
  title: '화면/운영/콘솔 틀',
  component: ConsoleFrame,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    console: { path: '/reports', nav: null, title: '' },
    chromatic: { modes: onlyAt(1280, 1440) },
    docs: {
      description: {
        component:
          '운영 콘솔의 모든 화면을 감싸는 틀입니다. 왼쪽 메뉴(검수 · 관리)에 기다리는 일의 건수가 붙고, 위 막대에 화면 제목과 로그아웃이 있습니다. ' +
          '운영자에게는 "운영자" 메뉴가 보이지 않습니다. 지금 화면의 메뉴를 다시 누르면 목록을 새로 읽습니다.',
      },
    },
  },
  args: {
    active: 'reports',
    title: '신고',
    staff: admin,
    counts: { certificates: 12, reports: 5, reviews: 4 },
    onSignOut: fn(),
    onRefresh: fn(),
    children: <p className="jbc-hint">화면의 내용이 여기에 와요.</p>,
  },
} satisfies Meta<typeof ConsoleFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  name: '기본 (관리자)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '운영 메뉴' });
    await expect(within(nav).getByRole('link', { name: '신고 접수 5건' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: '입학 증명서 대기 12건' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: '후기 확인할 후기 4건' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: '운영자' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '신고' })).toBeVisible();
    // The current page's menu item again: its lists are read again.
    await userEvent.click(within(nav).getByRole('link', { name: '신고 접수 5건' }));
    await expect(args.onRefresh).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const Moderator: Story = {
  name: '운영자',
  args: { staff: moderator, active: 'certificates', title: '입학 증명서' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '운영 메뉴' });
    await expect(within(nav).queryByRole('link', { name: '운영자' })).toBeNull();
    await expect(canvas.getByText('김민지')).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: '금칙어' }));
    await expect(currentPath()).toBe('/words');
  },
};

export const NothingWaiting: Story = {
  name: '기다리는 일 없음',
  args: { counts: { certificates: 0, reports: 0, reviews: 0 }, active: 'dashboard', title: '대시보드' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '운영 메뉴' });
    await expect(within(nav).getByRole('link', { name: '신고' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SigningOut: Story = {
  name: '로그아웃하는 중',
  args: { signingOut: true, counts: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /로그아웃/ })).toBeDisabled();
  },
};
