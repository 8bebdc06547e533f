import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const CONTRACT = [
  { value: 'DEPOSIT_RENT', label: '전세' },
  { value: 'MONTHLY_RENT', label: '월세' },
] as const;

const meta = {
  title: 'Components/Inputs/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { options: CONTRACT, label: '계약 형태', onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '몇 개 중 하나를 고르는 분할 버튼(radix RadioGroup 기반 `radiogroup`). 탭으로 선택된 칸에 들어가고 화살표 키로 이동과 ' +
          '선택을 함께 합니다(끝에서 처음으로 순환). `options`({value, label, disabled}), `value`/`defaultValue`/`onValueChange`, ' +
          '`label`(그룹 이름), `name`(폼 전송), `size`(sm · md), `fullWidth`. 선택자: `[data-component="SegmentedControl"]`, ' +
          '`[data-slot="segment"][data-state="checked" | "unchecked"]`, `[data-disabled]`, `[data-size]`, `[data-full-width]`.',
      },
    },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
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
    // radix moves focus on the next tick and checks the focused radio while the arrow key is down,
    // so the key is held the way a person holds it, then released.
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
