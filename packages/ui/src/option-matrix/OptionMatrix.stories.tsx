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
  title: '컴포넌트/입력/선택 표 · OptionMatrix',
  component: OptionMatrix,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '여러 항목마다 답을 하나씩 고르는 표입니다. 기숙사 후기의 시설(화장실: 개인/공용/없음, 샤워실, 냉장고 …)에 씁니다. 한 줄에 항목 이름과 작은 분할 버튼이 ' +
          '놓입니다.\n\n- **빠진 줄**: 모든 항목을 골라야 다음으로 넘어갈 수 있습니다. 빠진 채로 다음을 누르면 그 줄이 빨갛게 "선택해 주세요"로 표시됩니다.\n- ' +
          '**키보드**: 줄마다 Tab으로 들어가 ←/→로 고릅니다.',
      },
    },
  },
} satisfies Meta<typeof OptionMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facilities: Story = {
  name: '기본: 기숙사 시설',
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
  name: '키보드로 고르기',
  args: { defaultValue: { 화장실: '개인' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toilet = canvas.getByRole('radiogroup', { name: '화장실' });
    await expect(within(toilet).getByRole('radio', { name: '개인' })).toHaveFocus();
    await userEvent.tab();
    const shower = canvas.getByRole('radiogroup', { name: '샤워실' });
    await expect(within(shower).getByRole('radio', { name: '개인' })).toHaveFocus();
    // The arrow moves focus to the next answer in the row and checks it.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(within(shower).getByRole('radio', { name: '공용' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(within(toilet).getByRole('radio', { name: '개인' })).toBeChecked();
  },
};

export const Missing: Story = {
  name: '빠진 줄 표시 (오류)',
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
  name: '다 고르면 다음 켜짐',
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
  name: '다른 항목',
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
