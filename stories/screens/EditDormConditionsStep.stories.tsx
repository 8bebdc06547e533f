import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DormConditionsStepView } from '../../packages/app/src/routes/writing/steps/DormConditionsStep';
import { dormDraft, frameFor, pageParameters } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/입사 조건',
  component: DormConditionsStepView,
  parameters: pageParameters,
  args: {
    frame: frameFor('dormitoryConditions', { mode: 'edit', kind: 'DORM', draft: dormDraft }),
    initial: { conditions: dormDraft.dormitoryConditions, dormitoryFee: 120 },
    onSubmit: fn(),
  },
} satisfies Meta<typeof DormConditionsStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 001 §4: "조건 없음" clears both criteria. */
export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '조건 없음' }));
    await expect(canvas.queryByRole('textbox', { name: '직전 학기 학점' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '완료' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      conditions: {
        hasDistanceCriteria: false,
        hasGradeCriteria: false,
        residenceArea: '',
        semesterGrade: null,
      },
      dormitoryFee: 120,
    });
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '기숙사비' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '기숙사비' }), '20000');
    await expect(
      canvas.getByText('기숙사비는 1,000만원 이하로 입력해 주세요. 만원 단위가 맞는지 확인해 주세요.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeDisabled();
  },
};
