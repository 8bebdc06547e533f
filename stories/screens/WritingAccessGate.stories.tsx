import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WriteAccessView } from '../../packages/app/src/routes/writing/WriteAccessGate';
import { pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 쓰기/작성 권한 · WriteAccessView',
  component: WriteAccessView,
  parameters: pageDocs(
    '후기 쓰기를 눌렀지만 아직 쓸 수 없는 학생에게 보이는 화면입니다. 막다른 알림 대신 다음에 할 일을 알려 줍니다.\n\n- **게스트**: "로그인하고 후기를 남겨 주세요"와 로그인 버튼, "나중에 할게요".\n- **미인증**: 학교 인증 후에 쓸 수 있다는 안내와 "학교 인증하기".\n- **인증 대기**: 인증 서류를 확인하는 중이라는 안내.\n- **오류**: 로그인 페이지를 열지 못하면 버튼 아래에 빨간 안내가 나옵니다.',
  ),
  args: {
    access: 'signedOut',
    onSignIn: fn(),
    verifyHref: '#verify',
    pendingHref: '#pending',
    laterHref: '#later',
  },
} satisfies Meta<typeof WriteAccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 12: a signed-out visitor is offered sign-in, not a dead-end alert. */
export const Guest: Story = {
  name: '게스트',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '로그인하고 후기를 남겨 주세요' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '로그인하기' }));
    await expect(args.onSignIn).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: '나중에 할게요' })).toHaveAttribute('href', '#later');
  },
};

export const SignInFailed: Story = {
  name: '오류',
  args: { signInError: '로그인 페이지를 열지 못했어요. 잠시 후 다시 시도해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '로그인 페이지를 열지 못했어요.',
    );
  },
};

export const Unverified: Story = {
  name: '미인증',
  args: { access: 'unverified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '학교 인증을 마치면 후기를 쓸 수 있어요.' }),
    ).toBeVisible();
    // New students verify with an 입학 증명서, not a 재학증명서.
    await expect(canvas.getByText(/신입생은 입학 증명서로/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '학교 인증하기' })).toHaveAttribute('href', '#verify');
  },
};

export const Pending: Story = {
  name: '인증 대기',
  args: { access: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '입학 증명서를 확인하고 있어요' }),
    ).toBeVisible();
    await expect(canvas.getByText(/보통 7일 안에/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '인증 상태 보기' })).toHaveAttribute('href', '#pending');
  },
};
