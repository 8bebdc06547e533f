import type { HousingTypeFilter } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MapFilterKind } from '../filter-sheet';
import { FilterBar, HousingTypeButton } from './FilterBar';

const meta = {
  title: 'Components/Map/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  args: { onFilterPress: fn() },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '지도 위의 필터 줄: "찐 후기 필터" · "보기 유형" · "대학교" · "계약 형태" 네 버튼이 각 필터 시트를 엽니다(`onFilterPress(kind)`). ' +
          '`active`로 적용 중인 필터를 강조하고(화면낭독기에는 "… 적용됨"), `values`로 이름 대신 고른 값("건물별", "부산대")을 보여 주며, ' +
          '`openFilter`는 열린 시트의 버튼을 `aria-expanded="true"`로 알립니다. `labels`·`label`·`activeLabel`로 문구를 바꿉니다. ' +
          '`HousingTypeButton`(value · expanded · label · valueLabels)은 "찐빵 유형" 시트를 여는 버튼으로 ALL이 아니면 강조됩니다. ' +
          '선택자: `[data-component="FilterBar"]`, `[data-slot="filter"][data-filter="keyword|viewType|university|contract"]`, `[data-active]`, ' +
          '`[aria-expanded]`, `[data-component="HousingTypeButton"][data-value]`.',
      },
    },
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: '지도 필터' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual([
      '찐 후기 필터',
      '보기 유형',
      '대학교',
      '계약 형태',
    ]);
    await userEvent.click(buttons[2] as HTMLElement);
    await expect(args.onFilterPress).toHaveBeenCalledWith('university');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onFilterPress).toHaveBeenLastCalledWith('contract');
  },
};

export const Active: Story = {
  args: {
    active: { viewType: true, university: true },
    values: { viewType: '건물별', university: '부산대' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvas.getByRole('button', { name: /건물별/ });
    await expect(view).toHaveAttribute('data-active');
    await expect(view).toHaveAccessibleName(/적용됨/);
    await expect(canvas.getByRole('button', { name: '찐 후기 필터' })).not.toHaveAttribute('data-active');
  },
};

function OpenDemo() {
  const [open, setOpen] = useState<MapFilterKind | null>(null);
  return <FilterBar openFilter={open} onFilterPress={(kind) => setOpen(kind)} />;
}

export const OpensSheet: Story = {
  render: () => <OpenDemo />,
  play: async ({ canvasElement }) => {
    const keyword = within(canvasElement).getByRole('button', { name: '찐 후기 필터' });
    await expect(keyword).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(keyword).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(keyword);
    await expect(keyword).toHaveAttribute('aria-expanded', 'true');
  },
};

function HousingDemo({ onClick }: { onClick: () => void }) {
  const [value, setValue] = useState<HousingTypeFilter>('ALL');
  return (
    <div style={{ display: 'flex', gap: 'var(--jb-space-3)', padding: 'var(--jb-space-5)' }}>
      <HousingTypeButton
        value={value}
        onClick={() => {
          onClick();
          setValue('DORMITORY');
        }}
      />
    </div>
  );
}

export const HousingType: StoryObj<typeof HousingDemo> = {
  args: { onClick: fn() },
  render: (args) => <HousingDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /찐빵 유형\s*전체/ });
    await expect(button).not.toHaveAttribute('data-active');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAccessibleName(/찐빵 유형\s*기숙사/);
    await expect(button).toHaveAttribute('data-active');
    await expect(button).toHaveAttribute('data-value', 'DORMITORY');
  },
};
