import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip, ChipGroup, type ChipGroupMultipleProps, type ChipGroupSingleProps } from './Chip';

const PROS = [
  '채광이 좋아요',
  '방음이 잘돼요',
  '수압이 좋아요',
  '역이 가까워요',
  '관리비가 저렴해요',
  '벌레가 없어요',
];

const meta = {
  title: '컴포넌트/입력/칩 · Chip',
  component: ChipGroup,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '둥근 선택 버튼(칩)입니다. 후기 작성의 키워드 고르기처럼 여러 개를 고르거나(복수 선택), 계약 형태처럼 하나만 고를 때(단일 선택) 씁니다. 고른 칩은 주황 테두리와 ' +
          '배경으로 바뀝니다.\n\n- **최대 개수**: 키워드는 5개까지. 여섯 번째를 누르면 선택되지 않고 "최대 5개까지 고를 수 있어요!" 같은 안내가 뜹니다.\n- ' +
          '**막힌 선택**: 반대 뜻의 키워드(예: "채광 좋음"과 "채광 부족")는 함께 고를 수 없습니다.\n- **키보드**: 단일 선택은 화살표로 옮기며 고르고, 복수 ' +
          '선택은 Tab으로 옮기고 Space로 켜고 끕니다.\n- **혼자 쓰는 칩**: "사진 후기만"처럼 켜고 끄는 필터 하나로도 씁니다.',
      },
    },
  },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type MultipleStory = StoryObj<ChipGroupMultipleProps>;
type SingleStory = StoryObj<ChipGroupSingleProps>;

export const Multiple: MultipleStory = {
  name: '복수 선택 (최대 5개)',
  args: { type: 'multiple', label: '장점 키워드', max: 5, onRefuse: fn(), onValueChange: fn() },
  render: (args) => (
    <ChipGroup {...args}>
      {PROS.map((p) => (
        <Chip key={p} value={p}>
          {p}
        </Chip>
      ))}
    </ChipGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '장점 키워드' });
    const chips = within(group).getAllByRole('checkbox');
    await expect(chips).toHaveLength(6);
    for (const chip of chips.slice(0, 5)) await userEvent.click(chip);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(PROS.slice(0, 5));
    await expect(group).toHaveAttribute('data-full', 'true');
    // spec 001 §5: a sixth is refused
    await userEvent.click(chips[5] as HTMLElement);
    await expect(chips[5]).toHaveAttribute('aria-checked', 'false');
    await expect(args.onRefuse).toHaveBeenCalledWith({ reason: 'max', value: PROS[5], max: 5 });
    // keyboard: Space unchecks the focused chip
    (chips[0] as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect(chips[0]).toHaveAttribute('aria-checked', 'false');
  },
};

export const Single: SingleStory = {
  name: '단일 선택',
  args: { type: 'single', label: '계약 형태', defaultValue: '월세', onValueChange: fn() },
  render: (args) => (
    <ChipGroup {...args}>
      <Chip value="전체">전체</Chip>
      <Chip value="월세">월세</Chip>
      <Chip value="전세">전세</Chip>
    </ChipGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = within(canvas.getByRole('radiogroup', { name: '계약 형태' })).getAllByRole('radio');
    await expect(canvas.getByRole('radio', { name: '월세' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '월세' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '전세' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('전세');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '전체' })).toHaveFocus();
    await expect(radios.filter((r) => r.getAttribute('aria-checked') === 'true')).toHaveLength(1);
    // pressing the checked chip again keeps it checked
    await userEvent.click(canvas.getByRole('radio', { name: '전체' }));
    await expect(canvas.getByRole('radio', { name: '전체' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Refused: MultipleStory = {
  name: '고를 수 없는 칩 (안내)',
  args: {
    type: 'multiple',
    label: '장점 키워드',
    defaultValue: ['채광이 좋아요'],
    refuseSelect: (value: string) =>
      value === '방음이 잘돼요' ? '같은 항목을 단점으로 골랐어요!' : undefined,
    onRefuse: fn(),
  },
  render: (args) => (
    <ChipGroup {...args}>
      {PROS.slice(0, 3).map((p) => (
        <Chip key={p} value={p}>
          {p}
        </Chip>
      ))}
    </ChipGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '방음이 잘돼요' }));
    await expect(canvas.getByRole('checkbox', { name: '방음이 잘돼요' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(args.onRefuse).toHaveBeenCalledWith({
      reason: 'blocked',
      value: '방음이 잘돼요',
      detail: '같은 항목을 단점으로 골랐어요!',
    });
  },
};

export const Controlled: SingleStory = {
  name: '단일 선택: 다시 눌러 풀기',
  args: { type: 'single', label: '정렬', allowDeselect: true },
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('최신순');
    return (
      <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
        <ChipGroup {...args} type="single" value={value} onValueChange={setValue}>
          <Chip value="최신순">최신순</Chip>
          <Chip value="좋아요순">좋아요순</Chip>
          <Chip value="별점순" disabled>
            별점순
          </Chip>
        </ChipGroup>
        <output>선택: {value ?? '없음'}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '좋아요순' }));
    await expect(canvas.getByText('선택: 좋아요순')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '좋아요순' }));
    await expect(canvas.getByText('선택: 없음')).toBeVisible();
    // with nothing checked the first enabled chip is the group's tab stop
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '최신순' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '별점순' })).toBeDisabled();
    // arrows skip the disabled chip
    canvas.getByRole('radio', { name: '좋아요순' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '최신순' })).toHaveFocus();
  },
};

export const StandaloneToggle: StoryObj<typeof Chip> = {
  name: '혼자 켜고 끄는 칩',
  render: function Render() {
    const [on, setOn] = useState(false);
    return (
      <Chip selected={on} onSelectedChange={setOn} size="sm">
        사진 후기만
      </Chip>
    );
  },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: '사진 후기만' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).toHaveAttribute('data-selected', 'true');
  },
};
