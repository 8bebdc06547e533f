import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeywordsStepView } from '../../packages/app/src/routes/writing/steps/KeywordsStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/장점과 단점 · KeywordsStepView',
  component: KeywordsStepView,
  parameters: pageDocs(
    '올린 후기의 장점·단점 키워드를 고치는 화면입니다. 고칠 때는 각각 1~5개면 됩니다. 반대 키워드는 함께 고를 수 없습니다.\n\n- **오류**: 한쪽을 모두 빼면 "완료"가 꺼집니다.',
  ),
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
