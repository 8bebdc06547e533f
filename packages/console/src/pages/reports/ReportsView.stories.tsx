import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closedReportGroups, reportGroups, reviewDetail } from '../../stories/fixtures';
import { CONSOLE_GLOBALS, consoleParameters, withConsole } from '../../stories/support';
import type { ReviewCaseViewProps } from '../reviews/ReviewCaseView';
import { ReportsView } from './ReportsView';

const panel = (overrides: Partial<ReviewCaseViewProps> = {}) => ({
  reviewId: 2344,
  review: { status: 'ready' as const, data: reviewDetail },
  role: 'admin' as const,
  onDecide: fn(async () => undefined),
  onMask: fn(async () => undefined),
  onUnmask: fn(async () => undefined),
  pending: null,
  error: null,
  auditHref: '/audit?targetType=review&targetId=2344',
  ...overrides,
});

const meta = {
  title: '화면/운영/신고',
  component: ReportsView,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/reports', nav: 'reports', title: '신고' },
    '학생들이 보낸 신고를 후기별로 묶어 보여 줍니다. 신고 수, 사유, 처음·마지막 신고 때가 보이고, 신고 많은 순·오래된 순·최근 순으로 정렬합니다. ' +
      '접수 탭은 처리할 것, 처리완료 탭은 결과(신고 기각, 임시조치, 삭제)와 함께 처리한 것입니다. 줄을 누르면 오른쪽 패널에서 후기를 읽고 ' +
      '신고 기각, 임시조치(30일), 삭제, 일부 가리기를 합니다. 패널이 열려 있어도 표에서 다른 줄을 고를 수 있습니다.',
  ),
  args: {
    state: 'open',
    onStateChange: fn(),
    sort: 'count',
    onSortChange: fn(),
    page: 0,
    onPageChange: fn(),
    groups: { status: 'ready', data: { items: reportGroups, total: reportGroups.length } },
    openCount: 3,
    onOpen: fn(),
    panel: null,
    onClosePanel: fn(),
  },
} satisfies Meta<typeof ReportsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: '기본 (접수)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '접수 3건' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(canvas.getByRole('table', { name: '접수 신고' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('장전 스위트빌');
    await expect(rows[1]).toHaveTextContent('3건');
    await expect(rows[1]).toHaveTextContent('광고성 글이에요, 사실과 다른 내용이 있어요 외 1건');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '순서' }), '오래된 순');
    await expect(args.onSortChange).toHaveBeenCalledWith('oldest');
    await userEvent.click(rows[2] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(2341);
  },
};

export const PanelOpen: Story = {
  name: '후기 패널 열림',
  args: { panel: panel() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sidePanel = await body.findByRole('dialog', { name: '신고된 후기 #2344' });
    await expect(within(sidePanel).getByRole('region', { name: '신고 3건' })).toHaveTextContent(
      '광고성 글이에요',
    );
    await expect(within(sidePanel).getByRole('region', { name: '처리' })).toBeVisible();
    // Non-modal: the table beside the panel stays usable.
    const rows = within(within(canvasElement).getByRole('table', { name: '접수 신고' })).getAllByRole('row');
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(rows[2] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(2341);
  },
};

export const Dismiss: Story = {
  name: '신고 기각 확인',
  args: { panel: panel() },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sidePanel = await body.findByRole('dialog', { name: '신고된 후기 #2344' });
    await userEvent.click(within(sidePanel).getByRole('button', { name: '신고 기각' }));
    const ask = await body.findByRole('alertdialog', { name: '신고를 기각할까요?' });
    await expect(ask).toHaveTextContent('신고한 학생들은 나중에 다시 신고할 수 있어요.');
  },
};

export const Closed: Story = {
  name: '처리완료',
  args: {
    state: 'closed',
    openCount: 3,
    groups: { status: 'ready', data: { items: closedReportGroups, total: closedReportGroups.length } },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '처리완료 신고' });
    await expect(table).toHaveTextContent('임시조치');
    await expect(table).toHaveTextContent('삭제');
  },
};

export const Empty: Story = {
  name: '비어 있음',
  args: { openCount: 0, groups: { status: 'ready', data: { items: [], total: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '처리할 신고가 없어요' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { groups: { status: 'loading' }, openCount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /^접수 신고/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  name: '오류',
  args: {
    groups: {
      status: 'error',
      message: '서버에 연결하지 못했어요. 네트워크를 확인한 뒤 다시 시도해 주세요.',
      onRetry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    if (args.groups.status === 'error') await expect(args.groups.onRetry).toHaveBeenCalled();
  },
};
