import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SESSION_ENDED_MESSAGE } from '../../api/errors';
import { CONSOLE_GLOBALS, consoleParameters, withConsole } from '../../stories/support';
import { SignInView } from './SignInView';

const meta = {
  title: '화면/운영/로그인',
  component: SignInView,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/sign-in', nav: null, title: '로그인' },
    '운영진만 들어오는 로그인 화면입니다. 서버 설정에 따라 회사 계정(OpenID Connect) 단추나 아이디·비밀번호 칸이 보이고, 개발 환경에서는 ' +
      '비밀번호 없이 들어가는 테스트 계정(운영자, 관리자)이 아래에 있습니다. 로그인이 끝나서 돌아온 경우 위에 안내가 보이고, 로그인하면 하던 화면으로 돌아갑니다.',
  ),
  args: {
    options: {
      status: 'ready',
      oidc: { enabled: false, label: '' },
      local: true,
      devStaff: [
        { login: 'moderator', displayName: '운영자', role: 'moderator' },
        { login: 'admin', displayName: '관리자', role: 'admin' },
      ],
    },
    notice: null,
    oidcHref: '/api/admin/auth/oidc/start',
    onSignIn: fn(),
    onDevSignIn: fn(),
    pending: null,
    error: null,
  },
} satisfies Meta<typeof SignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Development: Story = {
  name: '기본 (개발 환경)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '운영 콘솔 로그인' })).toBeVisible();
    // Empty fields are named before anything is sent.
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(canvas.getByText('아이디를 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('비밀번호를 입력해 주세요.')).toBeVisible();
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /아이디/ }), 'kim.mj');
    await userEvent.type(canvas.getByLabelText(/비밀번호/), 'steamed-bun-2026{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledWith('kim.mj', 'steamed-bun-2026');
    await userEvent.click(canvas.getByRole('button', { name: '관리자로 로그인' }));
    await expect(args.onDevSignIn).toHaveBeenCalledWith('admin');
  },
};

export const CompanyAccount: Story = {
  name: '회사 계정 (운영 환경)',
  args: {
    options: {
      status: 'ready',
      oidc: { enabled: true, label: '찐빵 회사 계정' },
      local: false,
      devStaff: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '찐빵 회사 계정으로 로그인' })).toHaveAttribute(
      'href',
      '/api/admin/auth/oidc/start',
    );
    await expect(canvas.queryByRole('textbox', { name: /아이디/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '개발용 테스트 계정' })).toBeNull();
  },
};

export const SessionEnded: Story = {
  name: '로그인이 끝남',
  args: {
    notice: SESSION_ENDED_MESSAGE,
    options: { status: 'ready', oidc: { enabled: false, label: '' }, local: true, devStaff: [] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '로그인이 끝났어요. 다시 로그인해 주세요.',
    );
  },
};

export const WrongPassword: Story = {
  name: '비밀번호 틀림',
  args: {
    error: '아이디나 비밀번호가 맞지 않아요.',
    options: { status: 'ready', oidc: { enabled: false, label: '' }, local: true, devStaff: [] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '아이디나 비밀번호가 맞지 않아요.',
    );
  },
};

export const SigningIn: Story = {
  name: '로그인하는 중',
  args: { pending: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /관리자로 로그인/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '운영자로 로그인' })).toBeDisabled();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { options: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '로그인 방법을 불러오는 중' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: '오류',
  args: {
    options: {
      status: 'error',
      message: '서버에 연결하지 못했어요. 네트워크를 확인한 뒤 다시 시도해 주세요.',
      onRetry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '로그인 화면을 불러오지 못했어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    if (args.options.status === 'error') await expect(args.options.onRetry).toHaveBeenCalled();
  },
};
