import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: '컴포넌트/계정/인증 상태 배지 · StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'verified' },
  argTypes: {
    status: { control: 'inline-radio', options: ['verified', 'pending', 'unverified', 'rejected'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          '학교 인증 상태를 보여 주는 작은 표시입니다. 마이페이지와 계정 화면의 이름 옆에 놓입니다.\n\n- **인증 완료**: 초록, 체크 표시.\n- **인증 대기중**: ' +
          '노랑, 증명서를 검토하는 중.\n- **미인증**: 회색.\n- **반려**: 빨강, 담당자가 입학 증명서를 받지 않아 다시 올려야 할 때.\n\n색만으로 구분하지 않도록 글자가 항상 함께 보입니다.',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  name: '인증 완료',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('인증 완료')).toHaveAttribute('data-status', 'verified');
  },
};

export const Pending: Story = {
  name: '인증 대기중',
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('인증 대기중')).toBeVisible();
  },
};

export const Unverified: Story = {
  name: '미인증',
  args: { status: 'unverified' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('미인증')).toBeVisible();
  },
};

export const Rejected: Story = {
  name: '반려',
  args: { status: 'rejected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('반려')).toHaveAttribute('data-status', 'rejected');
  },
};

export const CustomLabels: Story = {
  name: '다른 언어 문구',
  args: { status: 'pending', labels: { pending: 'Pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};
