import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeywordsStepView } from '../../packages/app/src/routes/writing/steps/KeywordsStep';
import { frameFor, generalDraft, pageParameters } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/장점과 단점',
  component: KeywordsStepView,
  parameters: pageParameters,
  args: {
    frame: frameFor('cons', { mode: 'edit' }),
    kind: 'GENERAL',
    polarity: 'negative',
    initial: { positive: generalDraft.pros, negative: generalDraft.cons.slice(0, 1) },
    onSubmit: fn(),
  },
} satisfies Meta<typeof KeywordsStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 001 §5: editing needs 1 to 5 per side. */
export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('단점을 1~5개 골라 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeEnabled();
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('checkbox', { checked: true })[0] as HTMLElement);
    await expect(canvas.getByText('0/5개 선택')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeDisabled();
  },
};
