import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 3, max: 10, label: '후기 작성 진행률' },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '후기 작성 마법사 상단의 진행 막대. `value`/`max`로 채움 비율을 정하고(범위 밖 값은 잘림), `label`(기본 "진행률")과 ' +
          '`valueText`(기본 "3/10")가 화면낭독기에 읽힙니다. `role="progressbar"`. ' +
          '선택자: `[data-component="ProgressBar"]`, `[data-slot="indicator"]`, `[data-complete]`; 비율은 `--jb-progress`(0–1).',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '후기 작성 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', '3/10');
    const indicator = bar.querySelector('[data-slot="indicator"]') as HTMLElement;
    await expect(indicator.getBoundingClientRect().width).toBeCloseTo(105, 0);
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Complete: Story = {
  args: { value: 12, valueText: '마지막 단계' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await expect(bar).toHaveAttribute('data-complete');
    await expect(bar).toHaveAttribute('aria-valuetext', '마지막 단계');
  },
};
