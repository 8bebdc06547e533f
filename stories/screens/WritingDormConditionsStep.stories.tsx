import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DormConditionsStepView } from '../../packages/app/src/routes/writing/steps/DormConditionsStep';
import { dormDraft, frameFor, pageDocs } from './WritingFixtures';

const none = { hasDistanceCriteria: false, hasGradeCriteria: false, residenceArea: '', semesterGrade: null };

const meta = {
  title: '화면/후기 쓰기/입사 조건 · DormConditionsStepView',
  component: DormConditionsStepView,
  parameters: pageDocs(
    '기숙사에 어떤 기준으로 들어갔는지와 기숙사비를 적는 단계입니다. 기준은 거리, 학점, 조건 없음 중 하나이고, 고른 기준에 따라 거주 지역이나 직전 학기 학점을 묻습니다. 기숙사비(만원, 정수)는 늘 묻습니다.\n\n- **오류**: 학점이 4.5를 넘거나 금액이 잘못되면 칸 아래에 빨간 안내가 나오고 "다음"이 꺼집니다.',
  ),
  args: {
    frame: frameFor('dormitoryConditions', { draft: dormDraft }),
    initial: { conditions: none, dormitoryFee: null },
    onSubmit: fn(),
  },
} satisfies Meta<typeof DormConditionsStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '거리 기준' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '거주 지역' }), '경기도 수원시');
    await userEvent.type(canvas.getByRole('textbox', { name: '기숙사비' }), '120');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      conditions: { ...none, hasDistanceCriteria: true, residenceArea: '경기도 수원시' },
      dormitoryFee: 120,
    });
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '학점 기준' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '직전 학기 학점' }), '4.8');
    await expect(canvas.getByText('학점은 0부터 4.5까지 입력할 수 있어요.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '기숙사비' }), '120.5');
    await expect(
      canvas.getByText('기숙사비는 만원 단위의 정수로 입력해 주세요. 소수점은 쓸 수 없어요.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: {
    frame: frameFor('dormitoryConditions', { draft: dormDraft, alone: true }),
    initial: { conditions: dormDraft.dormitoryConditions, dormitoryFee: 120 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '직전 학기 학점' })).toHaveValue('3.8');
    await expect(canvas.getByRole('textbox', { name: '기숙사비' })).toHaveValue('120');
    await expect(canvas.getByRole('button', { name: '완료' })).toBeEnabled();
  },
};
