import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DormConditionsStepView } from '../../packages/app/src/routes/writing/steps/DormConditionsStep';
import { dormDraft, frameFor, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/입사 조건 · DormConditionsStepView',
  component: DormConditionsStepView,
  parameters: pageDocs(
    '올린 기숙사 후기의 입사 기준과 기숙사비를 고치는 화면입니다. "조건 없음"을 고르면 학점·지역 칸이 사라집니다.\n\n- **오류**: 기숙사비가 한도를 넘으면 빨간 안내가 나오고 "완료"가 꺼집니다.',
  ),
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
