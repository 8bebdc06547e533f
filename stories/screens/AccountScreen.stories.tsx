import type { VerificationStatus } from '@jjinbbang/domain';
import { AppHeader, SettingsRow, StatusBadge } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { me } from './fixtures';
import { ScreenFrame, Section, textStyle } from './ScreenFrame';

interface AccountScreenProps {
  email: string;
  status: VerificationStatus;
  onBack: () => void;
  onVerify: () => void;
  onLogout: () => void;
  onLeave: () => void;
}

function AccountScreen({ email, status, onBack, onVerify, onLogout, onLeave }: AccountScreenProps) {
  const verified = status === 'verified';
  return (
    <ScreenFrame>
      <AppHeader title="계정" onBack={onBack} />
      <main>
        <Section title="내 정보">
          <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--jb-space-3)' }}>
            <p style={textStyle.primary}>{email}</p>
            <StatusBadge status={status} />
          </div>
        </Section>
        {/* spec 000 §2: the verification row is disabled when verified */}
        <SettingsRow disabled={verified} trailing={<StatusBadge status={status} />} onClick={onVerify}>
          학교 인증
        </SettingsRow>
        <SettingsRow asChild disabled={verified}>
          <a href="#/auth/student/new">신입생 인증 (합격증)</a>
        </SettingsRow>
        <SettingsRow asChild disabled={verified}>
          <a href="#/auth/student/current">재학생 인증 (학교 메일)</a>
        </SettingsRow>
        <SettingsRow chevron={false} onClick={onLogout}>
          로그아웃
        </SettingsRow>
        <SettingsRow chevron={false} tone="danger" onClick={onLeave}>
          탈퇴하기
        </SettingsRow>
      </main>
    </ScreenFrame>
  );
}

const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  tags: ['autodocs'],
  args: {
    email: me.email,
    status: 'unverified',
    onBack: fn(),
    onVerify: fn(),
    onLogout: fn(),
    onLeave: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '계정 페이지(/myaccount) 구성: 상태 배지, 학교 인증 행(인증 완료면 비활성), 신입생·재학생 인증 링크, 로그아웃, 탈퇴. ' +
          '하단 내비는 이 페이지에서 숨겨집니다.',
      },
    },
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '계정' })).toBeVisible();
    const verify = canvas.getByRole('button', { name: /학교 인증/ });
    await expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '신입생 인증 (합격증)' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.click(canvas.getByRole('button', { name: '탈퇴하기' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const verify = canvas.getByRole('button', { name: /학교 인증/ });
    await expect(verify).toBeDisabled();
    await expect(verify).toHaveTextContent('인증 완료');
    await expect(canvas.getByRole('link', { name: '재학생 인증 (학교 메일)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('인증 대기중')).toHaveLength(2);
  },
};
