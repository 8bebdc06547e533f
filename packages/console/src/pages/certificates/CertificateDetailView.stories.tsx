import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  certificateDetail,
  certificateWithoutPrecheck,
  decidedCertificates,
  universities,
} from '../../stories/fixtures';
import { CONSOLE_GLOBALS, consoleParameters, withConsole } from '../../stories/support';
import { CertificateDetailView } from './CertificateDetailView';

const meta = {
  title: '화면/운영/입학 증명서 확인',
  component: CertificateDetailView,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/certificates/44', nav: 'certificates', title: '입학 증명서 · 새 찐빵 e116' },
    '증명서 한 장을 확인하는 화면입니다. 왼쪽에서 이미지를 확대·회전(+, -, 0, 1, R 키)해 읽고, 오른쪽에서 자동 확인의 추측과 학생의 다른 증명서를 본 뒤 ' +
      '승인하거나 반려합니다. 승인할 때는 학생의 대학교와 캠퍼스를 고르며(자동 확인이 찾은 학교가 미리 골라져 있음), 반려할 때는 사유를 고르고 ' +
      '기타는 사유를 꼭 적습니다. 반려는 한 번 더 묻습니다. 결정하면 다음 증명서로 넘어갑니다.',
  ),
  args: {
    certificate: { status: 'ready', data: certificateDetail },
    universities: { status: 'ready', data: universities },
    queueHref: '/certificates',
    onApprove: fn(async () => undefined),
    onReject: fn(async () => undefined),
    pending: null,
    error: null,
  },
} satisfies Meta<typeof CertificateDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approve: Story = {
  name: '기본 (승인)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '새 찐빵 e116 학생이 올린 입학 증명서' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '자동 확인' })).toHaveTextContent(
      '경상국립대학교 · 확신 74%',
    );
    // The pre-check's guess is chosen already, with the first campus.
    const university = canvas.getByRole('combobox', { name: /대학교/ });
    await expect(university).toHaveValue('3');
    await expect(canvas.getByText('자동 확인이 고른 학교예요. 증명서와 같은지 확인해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /캠퍼스/ })).toHaveValue('31');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /캠퍼스/ }), '칠암캠퍼스');
    await userEvent.click(canvas.getByRole('button', { name: '승인하기' }));
    await expect(args.onApprove).toHaveBeenCalledWith({ universityId: 3, campusId: 32 });
    await expect(canvas.getByRole('region', { name: '이 학생의 다른 증명서' })).toHaveTextContent(
      '반려 — 이미지를 알아볼 수 없어요',
    );
  },
};

export const RejectAsk: Story = {
  name: '반려 (한 번 더 묻기)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '반려하기' }));
    await expect(canvas.getByText('반려 사유를 골라 주세요.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /반려 사유/ }), '기타');
    await userEvent.click(canvas.getByRole('button', { name: '반려하기' }));
    await expect(canvas.getByText('기타를 고르면 사유를 적어 주세요.')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /사유/ }),
      '재학증명서예요. 입학 증명서를 올려 주세요.',
    );
    await userEvent.click(canvas.getByRole('button', { name: '반려하기' }));
    const ask = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '증명서를 반려할까요?',
    });
    await expect(ask).toHaveTextContent('기타 — 재학증명서예요. 입학 증명서를 올려 주세요.');
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const PrecheckOff: Story = {
  name: '자동 확인 꺼짐',
  args: { certificate: { status: 'ready', data: certificateWithoutPrecheck } },
  parameters: {
    console: { path: '/certificates/52', nav: 'certificates', title: '입학 증명서 · 졸린 만두' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '자동 확인' })).toHaveTextContent(
      '자동 확인이 꺼져 있어요',
    );
    await expect(canvas.getByRole('combobox', { name: /대학교/ })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: '승인하기' }));
    await expect(canvas.getByText('학생의 대학교와 캠퍼스를 골라 주세요.')).toBeVisible();
  },
};

export const Decided: Story = {
  name: '결정한 증명서',
  args: {
    certificate: {
      status: 'ready',
      data: { ...(decidedCertificates[0] as (typeof decidedCertificates)[0]), history: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '결정' })).toHaveTextContent(
      '승인 — 경북대학교 대구캠퍼스',
    );
    await expect(canvas.queryByRole('button', { name: '승인하기' })).toBeNull();
  },
};

export const TakenByOther: Story = {
  name: '다른 운영진이 먼저 결정함',
  args: { error: '다른 운영진이 먼저 처리했어요. 새로 고친 뒤 다시 확인해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '다른 운영진이 먼저 처리했어요.',
    );
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { certificate: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: '증명서를 불러오는 중' })).toBeInTheDocument(),
    );
  },
};

export const Failed: Story = {
  name: '오류',
  args: {
    certificate: { status: 'error', message: '찾을 수 없어요. 이미 삭제됐을 수 있어요.', onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '증명서를 불러오지 못했어요' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '대기열로 돌아가기' })).toHaveAttribute(
      'href',
      '/certificates',
    );
  },
};
