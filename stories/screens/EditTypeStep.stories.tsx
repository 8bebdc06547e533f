import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TypeStepView } from '../../packages/app/src/routes/writing/steps/TypeStep';
import { frameFor, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/유형 · TypeStepView',
  component: TypeStepView,
  parameters: pageDocs(
    '올린 후기의 유형을 고치는 화면입니다. 같은 묶음 안에서만 바꿀 수 있어(예: 원룸 ↔ 오피스텔), 다른 묶음의 유형은 보이지 않습니다.',
  ),
  args: { frame: frameFor('type', { mode: 'edit' }), value: 'ROOM', onSubmit: fn() },
} satisfies Meta<typeof TypeStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 001 §2.4: the edit type screen lists the general types only, so nothing is reset. */
export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: '기숙사' })).toBeNull();
    await expect(canvas.queryByRole('radio', { name: '공인중개사' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '오피스텔' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '완료' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('OFFICETEL');
  },
};
