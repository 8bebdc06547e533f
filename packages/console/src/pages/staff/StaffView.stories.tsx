import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moderator, staffList } from '../../stories/fixtures';
import { CONSOLE_GLOBALS, consoleParameters, withConsole } from '../../stories/support';
import { StaffView } from './StaffView';

const meta = {
  title: '화면/운영/운영자',
  component: StaffView,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/staff', nav: 'staff', title: '운영자' },
    '콘솔을 쓰는 운영진의 목록입니다(관리자만). 운영진을 더하고(비밀번호를 비우면 회사 계정으로만 로그인), 역할을 바꾸고, 사용을 중지합니다. ' +
      '사용을 중지하면 그 사람은 바로 로그아웃되며 한 번 더 묻습니다. 자기 계정은 낮추거나 중지할 수 없습니다.',
  ),
  args: {
    canManage: true,
    selfId: 2,
    staff: { status: 'ready', data: staffList },
    onCreate: fn(async () => null),
    onRoleChange: fn(async () => undefined),
    onDisabledChange: fn(async () => undefined),
    pending: null,
  },
} satisfies Meta<typeof StaffView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  parameters: {
    visual: {
      tolerancePixels: 4,
      toleranceReason:
        '확인 창이 닫히고 돌아온 포커스 링의 둥근 모서리 한 픽셀이 그릴 때마다 조금씩 달라져요',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: '운영진' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('내 계정');
    await expect(rows[2]).toHaveTextContent('회사 계정');
    await expect(rows[3]).toHaveTextContent('사용 중지');
    await userEvent.click(canvas.getByRole('button', { name: '김민지의 역할을 관리자로 바꾸기' }));
    await expect(args.onRoleChange).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: '김민지 사용 중지' }));
    const ask = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '김민지의 사용을 중지할까요?',
    });
    await userEvent.click(within(ask).getByRole('button', { name: '사용 중지' }));
    await expect(args.onDisabledChange).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);
  },
};

export const Add: Story = {
  name: '운영진 추가',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '운영진 추가' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '운영진 추가',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /아이디/ }), 'X');
    await userEvent.type(within(dialog).getByLabelText('비밀번호 (선택)'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    await expect(
      within(dialog).getByText('아이디는 영문 소문자·숫자로 시작하는 3~40자(., _, - 포함)예요.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('이름을 입력해 주세요.')).toBeVisible();
    await expect(within(dialog).getByText('비밀번호는 10자 이상이어야 해요.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const NotAdmin: Story = {
  name: '운영자 (볼 수 없음)',
  args: { canManage: false, selfId: 1 },
  parameters: { staff: moderator },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '관리자만 볼 수 있어요' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { staff: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /^운영진/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  name: '오류',
  args: { staff: { status: 'error', message: '이 작업을 할 권한이 없어요.', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('이 작업을 할 권한이 없어요.')).toBeVisible();
  },
};
