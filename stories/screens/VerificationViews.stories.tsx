import type { VerificationStatus } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerificationFrame } from '../../packages/app/src/routes/account/VerificationLayout';
import { VerifyChoiceView } from '../../packages/app/src/routes/account/VerifyChoiceView';
import type { AccountViewer } from '../../packages/app/src/routes/account/viewer';
import { loginControls, user } from './fixtures';
import { currentPath, expectInsideColumn, screenParameters, withScreen } from './support';

interface ChoiceProps {
  viewer: AccountViewer;
  onBack: () => void;
}

function VerifyChoiceScreen({ viewer, onBack }: ChoiceProps) {
  return (
    <VerificationFrame title="학교 인증" viewer={viewer} login={loginControls()} onBack={onBack}>
      {({ status }) => <VerifyChoiceView status={status} />}
    </VerificationFrame>
  );
}

const member = (status: VerificationStatus): AccountViewer => ({ kind: 'member', user: user(), status });

const meta = {
  title: '화면/학교 인증 · VerifyChoiceView',
  component: VerifyChoiceScreen,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/auth/student/verify'),
  args: { viewer: member('unverified'), onBack: fn() },
} satisfies Meta<typeof VerifyChoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  name: '미인증',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '어떤 방법으로 인증할까요?' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: /재학생 인증/ }));
    await expect(currentPath()).toBe('/auth/student/current');
    await userEvent.click(canvas.getByRole('button', { name: '뒤로 가기' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  name: '인증 대기',
  args: { viewer: member('pending') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('인증 대기중')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '인증 방법' })).toBeVisible();
  },
};

export const Verified: Story = {
  name: '인증됨',
  args: { viewer: member('verified') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('이미 학교 인증을 마쳤어요.')).toBeVisible();
    const link = canvas.getByRole('link', { name: '나의 찐빵으로 가기' });
    await expectInsideColumn(canvasElement, link);
    await userEvent.click(link);
    await expect(currentPath()).toBe('/mypage');
  },
};

export const Guest: Story = {
  name: '게스트',
  args: { viewer: { kind: 'guest' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('학교 인증은 로그인한 뒤에 할 수 있어요.')).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { viewer: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
  },
};
