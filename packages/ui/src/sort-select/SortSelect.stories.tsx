import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MAP_SORT_SELECT_OPTIONS, SortSelect } from './SortSelect';

const meta = {
  title: '컴포넌트/입력/정렬 선택 · SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '목록 위 오른쪽의 정렬 선택입니다. "최신순 ⌄"처럼 지금 정렬을 보여 주고, 누르면 휴대폰의 기본 선택 목록이 열립니다(손에 익은 방식이라 따로 만들지 ' +
          '않았습니다).\n\n- **기본 목록**: 추천순, 최신순, 좋아요순, 별점순.\n- **지도 목록**: `MAP_SORT_SELECT_OPTIONS`로 "실거주비 낮은순"이 더해집니다.\n- **관심목록**: 최신순, 오래된순처럼 목록을 바꿔 쓸 수 있습니다.\n- ' +
          '**키보드**: Tab으로 가서 ↑/↓로 바꿉니다.',
      },
    },
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (추천순)',
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

export const MapSorts: Story = {
  name: '지도 목록 정렬 (실거주비 낮은순)',
  args: { options: MAP_SORT_SELECT_OPTIONS, defaultValue: 'COST' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '정렬' });
    await expect(select).toHaveValue('COST');
    await expect(canvas.getByRole('option', { name: '실거주비 낮은순', selected: true })).toBeInTheDocument();
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['추천순', '최신순', '좋아요순', '별점순', '실거주비 낮은순']);
    await userEvent.selectOptions(select, '추천순');
    await expect(args.onValueChange).toHaveBeenCalledWith('RCMND');
    await userEvent.selectOptions(select, '실거주비 낮은순');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('COST');
  },
};

export const BookmarkSorts: Story = {
  name: '관심목록 정렬',
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
  name: '고르면 목록이 바뀜',
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
  name: '비활성',
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '정렬' })).toBeDisabled();
  },
};
