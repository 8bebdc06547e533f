import type { HousingTypeFilter } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MapFilterKind } from '../filter-sheet';
import { FilterBar, HousingTypeButton } from './FilterBar';

const meta = {
  title: '컴포넌트/지도/필터 막대 · FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  args: { onFilterPress: fn() },
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '지도 위의 필터 줄입니다. 보기 유형, 대학교, 계약 형태, 가격, 찐 후기 필터 버튼이 가로로 놓이고 넘치면 옆으로 밀어 봅니다. 누르면 그 필터 시트가 ' +
          '열립니다.\n\n- **켜진 필터**: 주황 테두리와 글자. 필터 이름 대신 고른 값("건물별", "부산대")이 보입니다.\n- **찐빵 유형 버튼**: 지도 왼쪽 위의 ' +
          '"전체 ⌄" 버튼. 원룸·투룸, 기숙사, 부동산 중 고른 유형을 보여 줍니다.\n- **키보드**: Tab으로 옮기고 Enter로 엽니다. 화면낭독기는 켜진 필터에 ' +
          '"적용됨"을 붙여 읽습니다.',
      },
    },
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (아무것도 안 켜짐)',
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
  name: '켜진 필터와 고른 값',
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
  name: '누르면 시트가 열림 (펼침)',
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
  name: '찐빵 유형 버튼',
  args: { onClick: fn() },
  argTypes: { onClick: { description: '누르면 불립니다.', control: false } },
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
