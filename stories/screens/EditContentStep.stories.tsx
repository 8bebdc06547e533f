import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentStepView } from '../../packages/app/src/routes/writing/steps/ContentStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/후기 내용 · ContentStepView',
  component: ContentStepView,
  parameters: pageDocs(
    '올린 후기의 본문을 고치는 화면입니다. 비우지만 않으면 "완료"가 켜지고, 누르면 수정 허브로 돌아갑니다.\n\n- **오류**: 모두 지우면 빨간 안내가 나오고 "완료"가 꺼집니다.',
  ),
  args: {
    frame: frameFor('content', { mode: 'edit' }),
    kind: 'GENERAL',
    initial: generalDraft.content,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ContentStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 001 §5: editing only needs some text. */
export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: '후기 내용' });
    await userEvent.clear(text);
    await userEvent.type(text, '짧게 고쳤어요');
    await userEvent.click(canvas.getByRole('button', { name: '완료' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('짧게 고쳤어요');
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '후기 내용' }));
    await expect(canvas.getByText('내용을 입력해주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeDisabled();
  },
};
