import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: '컴포넌트/피드백/진행 막대 · ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 3, max: 10, label: '후기 작성 진행률' },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '얼마나 왔는지 보여 주는 가는 막대입니다. 후기 작성 화면 위에서 전체 단계 중 지금 단계만큼 주황으로 채웁니다. 채워지는 움직임은 0.3초.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (10 중 3)',
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '후기 작성 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', '3/10');
    const indicator = bar.querySelector('[data-slot="indicator"]') as HTMLElement;
    await expect(indicator.getBoundingClientRect().width).toBeCloseTo(105, 0);
  },
};

export const Empty: Story = {
  name: '시작 (0)',
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Complete: Story = {
  name: '끝 (넘치는 값은 꽉 참)',
  args: { value: 12, valueText: '마지막 단계' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await expect(bar).toHaveAttribute('data-complete');
    await expect(bar).toHaveAttribute('aria-valuetext', '마지막 단계');
  },
};
