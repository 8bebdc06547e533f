import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DepositReturnStepView } from '../../packages/app/src/routes/writing/steps/DepositReturnStep';
import { frameFor, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 쓰기/보증금 반환 · DepositReturnStepView',
  component: DepositReturnStepView,
  parameters: pageDocs(
    '보증금을 돌려받았는지 남기는 단계입니다(건너뛸 수 있음). 답은 네 가지: 전액, 일부만, 못 돌려받음, 아직 살고 있음.\n\n- 돈을 돌려받은 경우에만 "이사 후 며칠 만에"를 묻습니다.\n- 아무것도 고르지 않으면 버튼이 "건너뛰기"가 됩니다. 고른 답을 다시 누르면 선택이 풀립니다.\n- **오류**: 730일보다 크게 적으면 빨간 안내가 나옵니다.',
  ),
  args: { frame: frameFor('depositReturn'), initial: null, onSubmit: fn() },
} satisfies Meta<typeof DepositReturnStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 17: optional — with nothing chosen the button says 건너뛰기 and sends no record. */
export const Skip: Story = {
  name: '비어 있음 (건너뛰기)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '보증금은 돌려받으셨나요?' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '건너뛰기' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(null);
  },
};

export const Returned: Story = {
  name: '전액 · 며칠 만에',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '전액 돌려받았어요' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '이사 후 며칠 만에 돌려받았나요?' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ outcome: 'FULL', days: 3 });
  },
};

export const TooManyDays: Story = {
  name: '오류 (730일 초과)',
  args: { initial: { outcome: 'PARTIAL', days: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByRole('textbox', { name: '이사 후 며칠 만에 돌려받았나요?' });
    await userEvent.type(days, '900');
    await userEvent.tab();
    await expect(canvas.getByText('이사 후 0일부터 730일까지 입력할 수 있어요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const NotReturned: Story = {
  name: '못 돌려받음',
  args: { initial: { outcome: 'NONE', days: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '못 돌려받았어요' })).toBeChecked();
    // Days are asked only when money came back.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ outcome: 'NONE', days: null });
  },
};
