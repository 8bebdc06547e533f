import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Components/Inputs/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '정렬 선택. 휴대폰에서 가장 쓰기 쉬운 OS 선택 목록을 쓰려고 스타일을 입힌 네이티브 `<select>`입니다. 기본 선택지는 ' +
          '추천순(RCMND)·최신순(LATEST)·좋아요순(LIKES)·별점순(STARS)이며 `options`로 줄이거나 바꿀 수 있습니다(관심목록: ' +
          '최신순·좋아요순·별점순). `value`/`defaultValue`/`onValueChange`, `label`(기본 "정렬", `showLabel`이 아니면 ' +
          '시각적으로 숨김). 선택자: `[data-component="SortSelect"]`, `[data-disabled]`, `[data-slot="label" | "select" | "chevron"]`.',
      },
    },
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '정렬' });
    await expect(select).toHaveValue('RCMND');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['추천순', '최신순', '좋아요순', '별점순']);
    await userEvent.selectOptions(select, '별점순');
    await expect(args.onValueChange).toHaveBeenCalledWith('STARS');
    await expect(select).toHaveValue('STARS');
  },
};

export const BookmarkSorts: Story = {
  args: {
    options: [
      { value: 'LATEST', label: '최신순' },
      { value: 'LIKES', label: '좋아요순' },
      { value: 'STARS', label: '별점순' },
    ],
    showLabel: true,
    label: '정렬 기준',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '정렬 기준' });
    await expect(select).toHaveValue('LATEST');
    await expect(canvas.getByText('정렬 기준')).toBeVisible();
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(select).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string>('LATEST');
    return (
      <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
        <SortSelect {...args} value={value} onValueChange={setValue} />
        <output>현재: {value}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '정렬' }), 'LIKES');
    await expect(canvas.getByText('현재: LIKES')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '정렬' })).toBeDisabled();
  },
};
