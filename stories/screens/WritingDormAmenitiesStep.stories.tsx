import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DormAmenitiesStepView } from '../../packages/app/src/routes/writing/steps/DormAmenitiesStep';
import { dormDraft, frameFor, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 쓰기/기숙사 시설 · DormAmenitiesStepView',
  component: DormAmenitiesStepView,
  parameters: pageDocs(
    '기숙사 시설(휴게시설, 세탁실, 주방 등)마다 하나씩 답하는 단계입니다. 모든 시설에 답해야 "다음"이 켜집니다.\n\n- **오류**: 답하지 않은 줄이 빨갛게 표시됩니다.\n- **확인에서 다시 열기**: 버튼이 "완료"로 바뀝니다.',
  ),
  args: { frame: frameFor('dormitoryAmenities', { draft: dormDraft }), initial: {}, onSubmit: fn() },
} satisfies Meta<typeof DormAmenitiesStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvas: ReturnType<typeof within>, facility: string, option: string) =>
  userEvent.click(
    within(canvas.getByRole('radiogroup', { name: new RegExp(`^${facility}`) })).getByRole('radio', {
      name: option,
    }),
  );

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const [facility, option] of Object.entries(dormDraft.facilityConditions)) {
      await choose(canvas, facility, option as string);
    }
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(dormDraft.facilityConditions);
  },
};

/** issue 13: each missing facility says so once, on its own row — no second copy below the list. */
export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, '화장실', '공용');
    await expect(canvas.getAllByText('하나를 골라 주세요')).toHaveLength(5);
    await expect(canvas.queryByText('모든 시설을 선택해 주세요.')).toBeNull();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: {
    frame: frameFor('dormitoryAmenities', { draft: dormDraft, alone: true }),
    initial: dormDraft.facilityConditions,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '완료' })).toBeEnabled();
  },
};
