import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContractTypeStepView } from '../../packages/app/src/routes/writing/steps/ContractTypeStep';
import { frameFor, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/계약 형태 · ContractTypeStepView',
  component: ContractTypeStepView,
  parameters: pageDocs(
    '올린 후기의 계약 형태를 고치는 화면입니다. 바꾸면 늘 금액 화면으로 넘어가 새 계약 형태의 금액을 적습니다.\n\n- **그대로**: 지금 계약 형태가 골라진 채로 열리고, "이전"으로 돌아갈 수 있습니다.',
  ),
  args: { frame: frameFor('contractType', { mode: 'edit' }), value: 'MONTHLY_RENT', onSubmit: fn() },
} satisfies Meta<typeof ContractTypeStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 12: 월세 → 전세 goes on to the 전세 price screen ("다음"), never straight back to the hub. */
export const Change: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The step's heading takes focus once its first frame is painted.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: '어떤 계약 형태였나요?' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('radio', { name: '전세' }));
    await expect(
      canvas.getByText('계약 형태가 바뀌면 다음 화면에서 보증금과 월세를 다시 입력해요.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('DEPOSIT_RENT');
  },
};

export const Unchanged: Story = {
  name: '그대로',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '월세' })).toBeChecked();
    await expect(
      canvas.queryByText('계약 형태가 바뀌면 다음 화면에서 보증금과 월세를 다시 입력해요.'),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: '이전' })).toBeEnabled();
  },
};
