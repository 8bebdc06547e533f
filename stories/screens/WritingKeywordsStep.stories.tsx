import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeywordsStepView } from '../../packages/app/src/routes/writing/steps/KeywordsStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 쓰기/장점과 단점 · KeywordsStepView',
  component: KeywordsStepView,
  parameters: pageDocs(
    '장점과 단점 키워드를 고르는 단계입니다. 쓸 때는 장점·단점을 각각 3~5개 골라야 합니다. 뜻이 반대인 키워드(예: 교통 편리와 교통 불편)는 함께 고를 수 없습니다.\n\n- **오류**: 반대 키워드를 누르면 고르지 않고 이유를 알려 줍니다.\n- **확인에서 다시 열기**: 버튼이 "완료"로 바뀝니다.',
  ),
  args: {
    frame: frameFor('pros'),
    kind: 'GENERAL',
    polarity: 'positive',
    initial: { positive: [], negative: [] },
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof KeywordsStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '장점',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // issue 13: the range is said once (the helper); the count line only counts.
    await expect(canvas.getByText('장점을 3~5개 골라 주세요.')).toBeVisible();
    for (const label of ['교통 편리', '좋은 채광', '주차 편리']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: label }));
    }
    await expect(canvas.getByText('3/5개 선택')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ positive: expect.arrayContaining([]), negative: [] }),
    );
  },
};

export const Invalid: Story = {
  name: '오류',
  args: {
    frame: frameFor('cons'),
    polarity: 'negative',
    initial: { positive: generalDraft.pros, negative: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // spec 001 §5: a con whose opposite is a chosen pro is refused, said by the chip's group and naming both.
    await userEvent.click(canvas.getByRole('checkbox', { name: '교통 불편' }));
    const group = canvas.getByRole('region', { name: '위치/주변환경' });
    await expect(within(group).getByText(/^‘교통 불편’과 ‘교통 편리’는 함께 고를 수 없어요/)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: '교통 불편' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: {
    frame: frameFor('pros', { alone: true }),
    initial: { positive: generalDraft.pros, negative: generalDraft.cons },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: '완료' })).toBeEnabled();
  },
};
