import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { ContractTypeStepView } from '../../packages/app/src/routes/writing/steps/ContractTypeStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 쓰기/계약 형태 · ContractTypeStepView',
  component: ContractTypeStepView,
  parameters: pageDocs(
    '전세인지 월세인지 고르는 단계입니다. 고른 계약 형태에 맞는 금액 화면으로 넘어갑니다.\n\n- 고르기 전에는 "다음"이 꺼져 있습니다.\n- **확인에서 다시 열기**: 계약 형태를 바꾸면 늘 금액 화면을 거쳐, 예전 금액이 다른 계약 형태의 금액으로 남지 않습니다.',
  ),
  args: {
    frame: frameFor('contractType', { draft: { ...generalDraft, contractType: null } }),
    value: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ContractTypeStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const warn = spyOn(console, 'warn');
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '전세' }));
    // The choice stays controlled from the start: no "uncontrolled to controlled" warning.
    await expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('uncontrolled'));
    warn.mockRestore();
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('DEPOSIT_RENT');
  },
};

/** spec 001 §2.3: opened from confirm, "이전" is disabled and "다음" goes on to the price screen. */
export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: { frame: frameFor('contractType', { alone: true }), value: 'MONTHLY_RENT' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '이전' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '월세' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '전세' }));
    // issue 12: a change is announced, and the prices are asked again on the next screen.
    await expect(
      canvas.getByText('계약 형태가 바뀌면 다음 화면에서 보증금과 월세를 다시 입력해요.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('DEPOSIT_RENT');
  },
};
