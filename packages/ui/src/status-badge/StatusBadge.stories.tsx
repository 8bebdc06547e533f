import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/Account/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'verified' },
  argTypes: { status: { control: 'inline-radio', options: ['verified', 'pending', 'unverified'] } },
  parameters: {
    docs: {
      description: {
        component:
          '계정 페이지의 학교 인증 상태 배지. `status`(verified · pending · unverified)에 따라 "인증 완료" · "인증 대기중" · "미인증"을 ' +
          '보여 주며(@jjinbbang/domain의 VERIFICATION_STATUS_LABELS), `labels`로 문구를 바꿀 수 있습니다. ' +
          '선택자: `[data-component="StatusBadge"]`, `[data-status="verified|pending|unverified"]`.',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('인증 완료')).toHaveAttribute('data-status', 'verified');
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('인증 대기중')).toBeVisible();
  },
};

export const Unverified: Story = {
  args: { status: 'unverified' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('미인증')).toBeVisible();
  },
};

export const CustomLabels: Story = {
  args: { status: 'pending', labels: { pending: 'Pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};
