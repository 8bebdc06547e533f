import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  DORM_FACILITY_ROWS,
  isOptionMatrixComplete,
  OptionMatrix,
  type OptionMatrixValue,
} from './OptionMatrix';

const meta = {
  title: 'Components/Inputs/OptionMatrix',
  component: OptionMatrix,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '한 줄에 하나씩 고르는 선택 표(기숙사 시설). 각 줄은 줄 이름으로 이름 붙은 `radiogroup`(radix RadioGroup)이라 탭으로 ' +
          '줄 사이를, 화살표로 줄 안의 선택지를 오갑니다. 기본 줄(`DORM_FACILITY_ROWS`)은 화장실 개인/공용, 샤워실 개인/공용, ' +
          '냉장고·전자레인지·세탁기 없음/개인/공용, 휴게시설 있음/없음이고 `rows`({id, label, options})로 바꿀 수 있습니다. ' +
          '값은 줄 id → 선택 값(`value`/`defaultValue`/`onValueChange`)이며 `isOptionMatrixComplete(rows, value)`로 모든 줄이 ' +
          '골라졌는지 봅니다. `showMissing`이면 비어 있는 줄에 `missingText`(기본 "선택해 주세요")와 `aria-invalid`가 붙습니다. ' +
          '선택자: `[data-component="OptionMatrix"][data-complete]`, `[data-slot="row"][data-missing]`, ' +
          '`[data-slot="option"][data-state="checked" | "unchecked"]`, `[data-slot="row-label" | "options" | "missing"]`.',
      },
    },
  },
} satisfies Meta<typeof OptionMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facilities: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('radiogroup');
    await expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          g.ownerDocument.getElementById(g.getAttribute('aria-labelledby') as string)?.textContent,
      ),
    ).toEqual(['화장실', '샤워실', '냉장고', '전자레인지', '세탁기', '휴게시설']);
    const toilet = canvas.getByRole('radiogroup', { name: '화장실' });
    await userEvent.click(within(toilet).getByRole('radio', { name: '공용' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ 화장실: '공용' });
    await expect(within(toilet).getByRole('radio', { name: '공용' })).toBeChecked();
    await userEvent.click(within(toilet).getByRole('radio', { name: '개인' }));
    await expect(within(toilet).getByRole('radio', { name: '공용' })).not.toBeChecked();
    await expect(
      within(canvas.getByRole('radiogroup', { name: '냉장고' })).getAllByRole('radio'),
    ).toHaveLength(3);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: { 화장실: '개인' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toilet = canvas.getByRole('radiogroup', { name: '화장실' });
    await expect(within(toilet).getByRole('radio', { name: '개인' })).toHaveFocus();
    await userEvent.tab();
    const shower = canvas.getByRole('radiogroup', { name: '샤워실' });
    await expect(within(shower).getByRole('radio', { name: '개인' })).toHaveFocus();
    // radix moves focus on the next tick and checks while the arrow key is down
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(within(shower).getByRole('radio', { name: '공용' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(within(toilet).getByRole('radio', { name: '개인' })).toBeChecked();
  },
};

export const Missing: Story = {
  args: { defaultValue: { 화장실: '개인', 샤워실: '공용', 냉장고: '없음' }, showMissing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const microwave = canvas.getByRole('radiogroup', { name: /전자레인지/ });
    await expect(microwave).toHaveAttribute('aria-invalid', 'true');
    await expect(microwave).toHaveAccessibleDescription('선택해 주세요');
    await expect(canvas.getByRole('radiogroup', { name: '화장실' })).not.toHaveAttribute('aria-invalid');
  },
};

export const CompleteEnablesNext: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<OptionMatrixValue>({});
    return (
      <div style={{ display: 'grid', gap: 'var(--jb-space-5)' }}>
        <OptionMatrix
          {...args}
          value={value}
          onValueChange={setValue}
          legend="기숙사 시설"
          hideLegend={false}
        />
        <Button fullWidth disabled={!isOptionMatrixComplete(DORM_FACILITY_ROWS, value)}>
          다음
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: '다음' });
    for (const [name, option] of [
      ['화장실', '개인'],
      ['샤워실', '개인'],
      ['냉장고', '공용'],
      ['전자레인지', '없음'],
      ['세탁기', '공용'],
    ] as const) {
      await expect(next).toBeDisabled();
      await userEvent.click(
        within(canvas.getByRole('radiogroup', { name })).getByRole('radio', { name: option }),
      );
    }
    await expect(next).toBeDisabled();
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: '휴게시설' })).getByRole('radio', { name: '있음' }),
    );
    await expect(next).toBeEnabled();
  },
};

export const CustomRows: Story = {
  args: {
    rows: [
      {
        id: 'parking',
        label: '주차',
        options: [
          { value: 'YES', label: '가능' },
          { value: 'NO', label: '불가' },
        ],
      },
      { id: 'elevator', label: '엘리베이터', options: ['있음', '없음'] },
    ],
    disabled: true,
    defaultValue: { parking: 'YES' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('radiogroup', { name: '주차' })).getByRole('radio', { name: '가능' }),
    ).toBeChecked();
    await expect(
      within(canvas.getByRole('radiogroup', { name: '엘리베이터' })).getByRole('radio', { name: '있음' }),
    ).toBeDisabled();
  },
};
