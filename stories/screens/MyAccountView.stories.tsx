import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyAccountView } from '../../packages/app/src/routes/account/MyAccountView';
import { loginControls, rejection, user } from './fixtures';
import { currentPath, screenParameters, withScreen } from './support';

const meta = {
  title: '화면/계정',
  component: MyAccountView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/myaccount'),
  args: {
    viewer: { kind: 'member', user: user(), status: 'verified' },
    login: loginControls(),
    onBack: fn(),
    loggingOut: false,
    onLogout: fn(),
    onLeave: fn(async () => true),
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
