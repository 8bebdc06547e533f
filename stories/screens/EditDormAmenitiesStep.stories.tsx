import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DormAmenitiesStepView } from '../../packages/app/src/routes/writing/steps/DormAmenitiesStep';
import { dormDraft, frameFor, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/기숙사 시설 · DormAmenitiesStepView',
  component: DormAmenitiesStepView,
  parameters: pageDocs(
    '올린 기숙사 후기의 시설 답을 고치는 화면입니다. 모든 시설에 답이 있어야 "완료"가 켜집니다.\n\n- **오류**: 답이 빠진 줄이 빨갛게 표시됩니다.',
  ),
  args: {
    frame: frameFor('dormitoryAmenities', { mode: 'edit', kind: 'DORM', draft: dormDraft }),
    initial: dormDraft.facilityConditions,
    onSubmit: fn(),
  },
} satisfies Meta<typeof DormAmenitiesStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: /^휴게시설/ })).getByRole('radio', { name: '없음' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '완료' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...dormDraft.facilityConditions, 휴게시설: '없음' });
  },
};

/** A stored review with a facility not answered (an old edit shape) points it out on that row. */
export const Invalid: Story = {
  name: '오류',
  args: { initial: { ...dormDraft.facilityConditions, 세탁기: undefined }, showMissing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('하나를 골라 주세요')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '완료' })).toBeDisabled();
  },
};
