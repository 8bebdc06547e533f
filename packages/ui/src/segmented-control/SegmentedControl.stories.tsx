import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const CONTRACT = [
  { value: 'DEPOSIT_RENT', label: '전세' },
  { value: 'MONTHLY_RENT', label: '월세' },
] as const;

const meta = {
  title: '컴포넌트/입력/세그먼트 컨트롤 · SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { options: CONTRACT, label: '계약 형태', onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '두세 개 중 하나를 고르는 나란한 칸입니다. 계약 형태(월세/전세), 보기 유형(후기별/건물별)처럼 고르면 바로 화면이 바뀌는 곳에 씁니다. 고른 칸은 흰 바탕과 주황 ' +
          '글자로 떠 보입니다.\n\n- **키보드**: Tab으로 고른 칸에 들어가고 ←/→로 옮기며 바로 고릅니다(끝에서는 처음으로).\n- **가로 꽉 채움**: 화면 여백 ' +
          '안에 딱 맞게 펼쳐지고 칸을 똑같이 나눕니다.\n- **고를 수 없는 칸**: 흐리게 보이고 화살표도 건너뜁니다.',
      },
    },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  name: '기본 (가로 꽉 채움)',
  args: { defaultValue: 'MONTHLY_RENT', fullWidth: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '계약 형태' });
    await expect(within(group).getByRole('radio', { name: '월세' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '전세' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('DEPOSIT_RENT');
    await expect(within(group).getByRole('radio', { name: '전세' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: '월세' })).not.toBeChecked();
  },
};

export const Keyboard: Story = {
  name: '키보드로 고르기',
  args: {
    label: '보기 유형',
    options: [
      { value: 'REVIEW', label: '후기별' },
      { value: 'BUILDING', label: '건물별' },
    ],
    defaultValue: 'REVIEW',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '후기별' })).toHaveFocus();
    // The arrow moves focus to the next radio and checks it; the key is held the way a person holds it, then
    // released.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '건물별' })).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('radio', { name: '건물별' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('BUILDING');
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '후기별' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
  },
};

export const Controlled: Story = {
  name: '고르면 바뀌는 안내 (작게)',
  render: function Render(args) {
    const [value, setValue] = useState('MONTHLY_RENT');
    return (
      <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
        <SegmentedControl {...args} value={value} onValueChange={setValue} size="sm" />
        <output>{value === 'MONTHLY_RENT' ? '월세를 입력해 주세요' : '보증금을 입력해 주세요'}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '전세' }));
    await expect(canvas.getByText('보증금을 입력해 주세요')).toBeVisible();
  },
};

export const WithDisabledOption: Story = {
  name: '고를 수 없는 칸',
  args: {
    label: '찐빵 유형',
    options: [
      { value: 'GENERAL', label: '일반' },
      { value: 'DORMITORY', label: '기숙사' },
      { value: 'AGENCY', label: '부동산', disabled: true },
    ],
    defaultValue: 'GENERAL',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '부동산' })).toBeDisabled();
    canvas.getByRole('radio', { name: '기숙사' }).focus();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '일반' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
  },
};

export const FullWidthInMargin: Story = {
  name: '화면 여백 안에 딱 맞음',
  args: { defaultValue: 'MONTHLY_RENT', fullWidth: true },
  decorators: [
    (Story) => (
      <div
        data-testid="page"
        style={{ width: 358, padding: '0 var(--jb-space-page)', boxSizing: 'border-box' }}
      >
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Issue 13: a full-width control stuck out 4 px past the page margin (its own padding on top of 100%).
    const page = within(canvasElement).getByTestId('page');
    const group = within(canvasElement).getByRole('radiogroup', { name: '계약 형태' });
    const content = page.getBoundingClientRect();
    const padding = Number.parseFloat(getComputedStyle(page).paddingRight);
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(content.right - padding);
    await expect(group.getBoundingClientRect().left).toBeGreaterThanOrEqual(content.left + padding);
  },
};
