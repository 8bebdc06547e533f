import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboard, emptyDashboard, NOW } from '../../stories/fixtures';
import { CONSOLE_GLOBALS, consoleParameters, currentPath, withConsole } from '../../stories/support';
import { DashboardView } from './DashboardView';

const meta = {
  title: '화면/운영/대시보드',
  component: DashboardView,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/', nav: 'dashboard', title: '대시보드' },
    '콘솔의 첫 화면입니다. 기다리는 일(입학 증명서, 신고된 후기, 임시조치 검토 요청, 금칙어 포함 후기)의 건수와 가장 오래 기다린 시간, ' +
      '최근 30일의 하루 후기·학교 인증·신고 수를 보여 줍니다. 카드를 누르면 그 대기열로 갑니다. 차트는 화살표 키로 날마다 값을 읽을 수 있습니다.',
  ),
  args: { dashboard: { status: 'ready', data: dashboard }, now: NOW },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const queues = canvas.getByRole('region', { name: '기다리는 일' });
    const certificates = within(queues).getByRole('link', { name: /입학 증명서 확인/ });
    await expect(certificates).toHaveTextContent('12건');
    await expect(certificates).toHaveTextContent('가장 오래된 것 2일 4시간 전');
    await expect(canvas.getByRole('img', { name: /하루 새 후기 수/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /하루 학교 인증 수/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /하루 신고 수/ })).toBeVisible();
    await userEvent.click(within(queues).getByRole('link', { name: /임시조치 검토 요청/ }));
    await expect(currentPath()).toBe('/reviews?status=blinded&appealed=1');
  },
};

export const Empty: Story = {
  name: '비어 있음 (자동 확인 꺼짐)',
  args: { dashboard: { status: 'ready', data: emptyDashboard } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('확인할 증명서가 없어요')).toBeVisible();
    await expect(canvas.getByText(/자동 확인\(글자 읽기\)이 꺼져 있어요/)).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { dashboard: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '하루 새 후기 수를 불러오는 중' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { busy: true })).toHaveLength(4);
  },
};

export const Failed: Story = {
  name: '오류',
  args: {
    dashboard: {
      status: 'error',
      message: '서버에 연결하지 못했어요. 네트워크를 확인한 뒤 다시 시도해 주세요.',
      onRetry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '대시보드를 불러오지 못했어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    if (args.dashboard.status === 'error') await expect(args.dashboard.onRetry).toHaveBeenCalled();
  },
};
