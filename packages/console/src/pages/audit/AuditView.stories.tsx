import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auditEntries, TODAY } from '../../stories/fixtures';
import { CONSOLE_GLOBALS, consoleParameters, currentPath, withConsole } from '../../stories/support';
import { type AuditFilters, AuditView } from './AuditView';

const NONE: AuditFilters = {
  q: '',
  action: undefined,
  targetType: undefined,
  targetId: undefined,
  from: undefined,
  to: undefined,
};

const meta = {
  title: '화면/운영/활동 기록',
  component: AuditView,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/audit', nav: 'audit', title: '활동 기록' },
    '운영진이 한 모든 일(로그인, 증명서 결정, 신고 처리, 가리기, 금칙어와 운영진 변경)의 기록입니다. 지울 수도 고칠 수도 없습니다. 누가, 언제, ' +
      '무엇을, 어떤 대상에, 왜 했는지와 바뀐 값이 보이고, 사유와 바뀐 내용으로 검색하며 활동·대상·기간으로 거릅니다. 관리자는 같은 조건으로 CSV를 ' +
      '내려받습니다(위 막대의 단추).',
  ),
  args: {
    search: '',
    onSearchChange: fn(),
    filters: NONE,
    onFiltersChange: fn(),
    today: TODAY,
    page: 0,
    onPageChange: fn(),
    entries: { status: 'ready', data: { items: auditEntries, total: auditEntries.length } },
  },
} satisfies Meta<typeof AuditView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: '활동 기록' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('입학 증명서 승인');
    await expect(rows[1]).toHaveTextContent('state: pending → approved');
    await expect(rows[2]).toHaveTextContent('김민지(kim.mj)');
    await expect(rows[2]).toHaveTextContent('광고로 보기 어려워요');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '활동' }), '임시조치');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...NONE, action: 'review.blind' });
    await userEvent.click(within(rows[5] as HTMLElement).getByRole('link', { name: '후기 #2339' }));
    await expect(currentPath()).toBe('/reviews/2339');
  },
};

export const OneTarget: Story = {
  name: '한 대상의 기록',
  args: {
    filters: { ...NONE, targetType: 'review', targetId: '2339' },
    entries: { status: 'ready', data: { items: auditEntries.slice(4), total: 1 } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '후기 #2339만 보기 풀기' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...NONE, targetType: 'review' });
  },
};

export const Empty: Story = {
  name: '비어 있음',
  args: { entries: { status: 'ready', data: { items: [], total: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '아직 기록이 없어요' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { entries: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /^활동 기록/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  name: '오류',
  args: {
    entries: { status: 'error', message: '서버가 잠시 바빠요. 잠시 후 다시 시도해 주세요.', onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('서버가 잠시 바빠요. 잠시 후 다시 시도해 주세요.'),
    ).toBeVisible();
  },
};
