import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { decidedCertificates, pendingCertificates } from '../../stories/fixtures';
import { CONSOLE_GLOBALS, consoleParameters, withConsole } from '../../stories/support';
import { CertificatesView } from './CertificatesView';

const meta = {
  title: '화면/운영/입학 증명서',
  component: CertificatesView,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/certificates', nav: 'certificates', title: '입학 증명서' },
    '학생이 올린 입학 증명서의 대기열입니다. 먼저 올린 것부터, 기다린 시간과 "다시 올림"(반려 뒤 다시 올린 것) 표시, 자동 확인(글자 읽기)이 ' +
      '찾은 학교와 확신 정도가 보입니다. 승인·반려 탭에서는 결정한 것을 최근 것부터 봅니다. 줄을 누르거나 줄에서 Enter를 누르면 확인 화면으로 갑니다.',
  ),
  args: {
    state: 'pending',
    onStateChange: fn(),
    page: 0,
    onPageChange: fn(),
    certificates: {
      status: 'ready',
      data: { items: pendingCertificates, total: pendingCertificates.length, precheckAvailable: true },
    },
    pendingCount: 4,
    onOpen: fn(),
  },
} satisfies Meta<typeof CertificatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {
  name: '기본 (확인 대기)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '확인 대기 4건' })).toHaveAttribute('aria-selected', 'true');
    const table = canvas.getByRole('table', { name: '확인 대기 입학 증명서' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('따끈한 찐빵');
    await expect(rows[1]).toHaveTextContent('2일 4시간');
    await expect(rows[1]).toHaveTextContent('부산대학교 · 확신 92%');
    await expect(rows[2]).toHaveTextContent('다시 올림');
    await expect(rows[3]).toHaveTextContent('학교 이름을 찾지 못했어요');
    await expect(rows[4]).toHaveTextContent('자동 확인 중이에요');
    // The keyboard opens a row as well as the pointer.
    (rows[2] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(44);
    await userEvent.click(canvas.getByRole('tab', { name: '반려' }));
    await expect(args.onStateChange).toHaveBeenCalledWith('rejected');
  },
};

export const Decided: Story = {
  name: '결정한 것 (반려)',
  args: {
    state: 'rejected',
    certificates: {
      status: 'ready',
      data: { items: decidedCertificates, total: 2, precheckAvailable: true },
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '반려 입학 증명서' });
    await expect(table).toHaveTextContent('경북대학교 대구캠퍼스');
    await expect(table).toHaveTextContent(
      '이미지를 알아볼 수 없어요 — 글자가 흐려서 학교 이름을 읽을 수 없어요.',
    );
    await expect(table).toHaveTextContent('김민지');
  },
};

export const Empty: Story = {
  name: '비어 있음 (자동 확인 꺼짐)',
  args: {
    pendingCount: 0,
    certificates: { status: 'ready', data: { items: [], total: 0, precheckAvailable: false } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '확인할 증명서가 없어요' })).toBeVisible();
    await expect(canvas.getByText(/자동 확인이 꺼져 있어요/)).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { certificates: { status: 'loading' }, pendingCount: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: /^확인 대기 입학 증명서/ }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: '오류',
  args: {
    certificates: {
      status: 'error',
      message: '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
      onRetry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    if (args.certificates.status === 'error') await expect(args.certificates.onRetry).toHaveBeenCalled();
  },
};
