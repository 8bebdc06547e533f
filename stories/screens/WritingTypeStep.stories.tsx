import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TypeStepView } from '../../packages/app/src/routes/writing/steps/TypeStep';
import { dormDraft, frameFor, generalDraft, InStoryRoot, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 쓰기/유형 · TypeStepView',
  component: TypeStepView,
  parameters: pageDocs(
    '후기 쓰기의 첫 질문, 어떤 유형의 집인지 고르는 단계입니다.\n\n- 고르기 전에는 "다음"이 꺼져 있습니다.\n- 다른 묶음의 유형(예: 원룸 → 기숙사)으로 바꾸면 먼저 물어봅니다. 취소하면 그대로, 바꾸면 사진은 남깁니다.\n- **오류**: 지금 쓸 수 없는 유형을 누르면 고르지 않고 이유를 알려 줍니다.',
  ),
  args: {
    frame: frameFor('type', { draft: { ...generalDraft, housingType: null } }),
    value: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof TypeStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // issue 13: the new step's heading has focus, so a screen reader starts with the question.
    // The step's heading takes focus once its first frame is painted.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: '어떤 유형의 집에 살았나요?' })).toHaveFocus(),
    );
    const next = canvas.getByRole('button', { name: '다음' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '오피스텔' }));
    await userEvent.click(next);
    await expect(args.onSubmit).toHaveBeenCalledWith('OFFICETEL');
  },
};

export const AgencyRefused: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '공인중개사' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('업데이트 준비 중이에요!');
    await expect(canvas.getByRole('radio', { name: '공인중개사' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: { frame: frameFor('type', { alone: true }), value: 'ROOM' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '원/투룸' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '아파트' }));
    await userEvent.click(canvas.getByRole('button', { name: '완료' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('APARTMENT');
  },
};

/** issue 12: a type of another group would reset the draft, so the screen asks first. */
export const GroupChangeAsks: Story = {
  name: '유형 바꾸기 확인',
  args: { frame: frameFor('type', { alone: true, draft: dormDraft }), value: 'DORMITORY' },
  render: (args) => (
    <InStoryRoot>{(container) => <TypeStepView {...args} dialogContainer={container} />}</InStoryRoot>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '원/투룸' }));
    const ask = await canvas.findByRole('alertdialog', { name: '원/투룸으로 바꿀까요?' });
    await expect(ask).toHaveTextContent('올린 사진은 그대로 남아요.');
    await userEvent.click(within(ask).getByRole('button', { name: '그대로 둘게요' }));
    // The dialog hides the page from assistive technology until it has closed.
    await expect(await canvas.findByRole('radio', { name: '기숙사' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '원/투룸' }));
    const again = await canvas.findByRole('alertdialog');
    await waitFor(() => expect(again).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
