import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type DeviceRow, MyAccountView } from '../../packages/app/src/routes/account/MyAccountView';
import { reportReachable, reportUnreachable } from '../../packages/app/src/session/connection';
import { loginControls, rejection, user } from './fixtures';
import { currentPath, screenParameters, withScreen } from './support';

const devices: DeviceRow[] = [
  { id: 'phone', device: 'iPhone · Safari', current: true, lastUsed: '방금 전' },
  { id: 'laptop', device: 'Windows · Edge', current: false, lastUsed: '3시간 전' },
  { id: 'tablet', device: 'Android · 삼성 인터넷', current: false, lastUsed: '2026.11.02' },
];

const meta = {
  title: '화면/계정 · MyAccountView',
  component: MyAccountView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/myaccount'),
  args: {
    viewer: { kind: 'member', user: user(), status: 'verified' },
    devices: { status: 'ready', rows: devices },
    onRetryDevices: fn(),
    endingOthers: false,
    onEndOtherDevices: fn(async () => true),
    login: loginControls(),
    onBack: fn(),
    loggingOut: false,
    onLogout: fn(),
    onLeave: fn(async () => true),
    onNicknameChange: fn(async (_nickname: string): Promise<string | null> => null),
    notice: null,
    onNoticeClose: fn(),
  },
} satisfies Meta<typeof MyAccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  name: '인증됨',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('jjin@pusan.ac.kr')).toBeVisible();
    // spec 000 §2: the verification rows are disabled once verified.
    await expect(canvas.getByRole('link', { name: /학교 인증하기/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const Unverified: Story = {
  name: '미인증',
  args: { viewer: { kind: 'member', user: user({ university: null, email: null }), status: 'unverified' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('등록된 이메일이 없어요')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /신입생 인증/ }));
    await expect(currentPath()).toBe('/auth/student/new');
  },
};

export const Rejected: Story = {
  name: '반려',
  args: {
    viewer: {
      kind: 'member',
      user: user({ university: null, email: null, univAuthentication: '미인증', rejection }),
      status: 'rejected',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: '입학 증명서가 반려됐어요' });
    await expect(notice).toHaveTextContent('이미지를 알아볼 수 없어요');
    await expect(notice).toHaveTextContent('2026.11.28');
    await userEvent.click(within(notice).getByRole('link', { name: '입학 증명서 다시 올리기' }));
    await expect(currentPath()).toBe('/auth/student/new');
  },
};

export const ChangeNickname: Story = {
  name: '닉네임 바꾸기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '닉네임 바꾸기' }));
    const sheet = await body.findByRole('dialog', { name: '닉네임 바꾸기' });
    const field = within(sheet).getByRole('textbox', { name: '새 닉네임' });
    const save = within(sheet).getByRole('button', { name: '저장' });
    // the rule as the student types: too short, then a character that is not allowed
    await userEvent.clear(field);
    await userEvent.type(field, '빵');
    await expect(within(sheet).getByText('닉네임은 2자 이상이어야 해요.')).toBeVisible();
    await expect(save).toBeDisabled();
    await userEvent.type(field, '!');
    await expect(within(sheet).getByText(/한글, 영문, 숫자와 띄어쓰기만/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '  포근한   찐빵 27 ');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onNicknameChange).toHaveBeenCalledWith('포근한 찐빵 27');
  },
};

export const NicknameTaken: Story = {
  name: '닉네임 바꾸기 (이미 있는 닉네임)',
  args: {
    onNicknameChange: fn(
      async (_nickname: string): Promise<string | null> =>
        '이미 다른 학생이 쓰고 있는 닉네임이에요. 다른 닉네임을 골라 주세요.',
    ),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '닉네임 바꾸기' }));
    const sheet = await body.findByRole('dialog', { name: '닉네임 바꾸기' });
    const field = within(sheet).getByRole('textbox', { name: '새 닉네임' });
    await userEvent.clear(field);
    await userEvent.type(field, '든든한 만두 11');
    await userEvent.click(within(sheet).getByRole('button', { name: '저장' }));
    await expect(args.onNicknameChange).toHaveBeenCalledWith('든든한 만두 11');
    // refused: the sheet stays open with the server's reason, and the typed name is kept
    await expect(await within(sheet).findByText(/이미 다른 학생이 쓰고 있는 닉네임이에요/)).toBeVisible();
    await expect(field).toHaveValue('든든한 만두 11');
  },
};

export const Leave: Story = {
  name: '탈퇴 사유',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '탈퇴하기' }));
    const confirm = await body.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await userEvent.click(within(confirm).getByRole('button', { name: '탈퇴하기' }));
    const reasons = await body.findByRole('dialog', { name: '탈퇴하는 이유를 알려 주세요' });
    const leave = within(reasons).getByRole('button', { name: '탈퇴하기' });
    // spec 000 §4: confirm is enabled once a reason is chosen.
    await expect(leave).toBeDisabled();
    await userEvent.click(within(reasons).getAllByRole('checkbox')[0] as HTMLElement);
    await expect(leave).toBeEnabled();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const Left: Story = {
  name: '탈퇴 완료 알림',
  args: { viewer: { kind: 'guest' }, notice: { title: '탈퇴가 완료되었어요.' } },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '탈퇴가 완료되었어요.',
    });
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await expect(args.onNoticeClose).toHaveBeenCalled();
  },
};

export const Guest: Story = {
  name: '게스트',
  args: { viewer: { kind: 'guest' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '로그인하기' })).toBeVisible();
  },
};

export const Devices: Story = {
  name: '로그인한 기기',
  parameters: screenParameters('/myaccount', [360, 390, 768, 1280]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: '로그인한 기기' });
    const rows = within(section).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('iPhone · Safari');
    await expect(rows[0]).toHaveTextContent('이 기기');
    await expect(rows[0]).toHaveTextContent('지금 사용 중');
    await expect(rows[1]).toHaveTextContent('마지막 사용 3시간 전');
    await expect(within(section).getByRole('button', { name: '다른 기기에서 모두 로그아웃' })).toBeEnabled();
  },
};

export const EndOthers: Story = {
  name: '다른 기기에서 모두 로그아웃 (확인)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다른 기기에서 모두 로그아웃' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '다른 기기에서 모두 로그아웃할까요?',
    });
    await expect(sheet).toHaveTextContent('이 기기를 뺀 2대의 기기에서 로그아웃돼요.');
    await expect(args.onEndOtherDevices).not.toHaveBeenCalled();
  },
};

export const OnlyThisDevice: Story = {
  name: '이 기기만 로그인',
  args: { devices: { status: 'ready', rows: devices.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('이 기기에서만 로그인되어 있어요.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '다른 기기에서 모두 로그아웃' })).toBeNull();
  },
};

export const DevicesLoading: Story = {
  name: '기기 불러오는 중',
  args: { devices: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '로그인한 기기를 불러오는 중' }),
    ).toBeVisible();
  },
};

export const DevicesFailed: Story = {
  name: '기기 목록 오류',
  args: { devices: { status: 'error', message: '연결이 불안정해요. 잠시 후 다시 시도해 주세요.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('연결이 불안정해요');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetryDevices).toHaveBeenCalled();
  },
};

export const Offline: Story = {
  name: '연결 불안정 (확인 중)',
  parameters: screenParameters('/myaccount', [360, 390, 768, 1280]),
  // Tokens are stored but the server cannot be reached: the page waits — it never asks to sign in — and the
  // shell says why.
  args: { viewer: { kind: 'loading' } },
  beforeEach: () => {
    reportUnreachable();
    return reportReachable;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('연결이 불안정해요')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '로그인하기' })).toBeNull();
  },
};
