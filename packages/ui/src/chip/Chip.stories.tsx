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
  title: 'Components/Inputs/Chip',
  component: ChipGroup,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '선택 칩과 칩 묶음. `ChipGroup type="single"`은 `radiogroup`(칩은 `radio`, 화살표 키로 이동·선택, 선택된 칩이 탭 정지점), ' +
          '`type="multiple"`은 `group`(칩은 `checkbox`, Space/Enter로 전환)입니다. `value`/`defaultValue`/`onValueChange`로 ' +
          '제어·비제어 모두 됩니다. `max`를 넘는 선택이나 `refuseSelect(value)`가 사유를 돌려준 선택은 값이 바뀌지 않고 ' +
          '`onRefuse({ reason: "max" | "blocked", value, max | detail })`가 불립니다(예: "최대 5개까지 선택할 수 있습니다!" 안내). ' +
          '`label`은 묶음의 접근 가능한 이름입니다. 묶음 밖의 `Chip`은 `selected`/`onSelectedChange`로 `aria-pressed` 토글이 됩니다. ' +
          '선택자: `[data-component="Chip"]`, `[data-selected]`, `[data-disabled]`, `[data-size]`, `[data-component="ChipGroup"][data-type]`, ' +
          '`[data-full]`(최대 개수에 도달).',
      },
    },
  },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type MultipleStory = StoryObj<ChipGroupMultipleProps>;
type SingleStory = StoryObj<ChipGroupSingleProps>;

export const Multiple: MultipleStory = {
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
  args: {
    type: 'multiple',
    label: '장점 키워드',
    defaultValue: ['채광이 좋아요'],
    refuseSelect: (value: string) =>
      value === '방음이 잘돼요' ? '같은 항목이 단점으로 선택되었습니다!' : undefined,
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
      detail: '같은 항목이 단점으로 선택되었습니다!',
    });
  },
};

export const Controlled: SingleStory = {
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
