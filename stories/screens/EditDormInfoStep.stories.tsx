import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DormInfoStepView } from '../../packages/app/src/routes/writing/steps/DormInfoStep';
import { dormDraft, frameFor, pageDocs, universities } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/기숙사 정보 · DormInfoStepView',
  component: DormInfoStepView,
  parameters: pageDocs(
    '올린 기숙사 후기의 기숙사 이름, 방 인원, 층을 고치는 화면입니다. 기숙사에는 반지하가 없어 층은 저층·중층·고층만 보입니다.\n\n- **오류**: 이름을 지우면 빨간 안내가 나오고 "완료"가 꺼집니다.',
  ),
  args: {
    frame: frameFor('dormitoryInfo', { mode: 'edit', kind: 'DORM', draft: dormDraft }),
    universities: { status: 'ready', universities },
    initial: {
      campusId: 1,
      university: '경상국립대학교',
      dormitoryName: '가좌 개척관',
      roomCapacity: 2,
      floorType: 'HIGH',
    },
    onSubmit: fn(),
  },
} satisfies Meta<typeof DormInfoStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 001 §2.4: the dormitory edit offers only 저층, 중층 and 고층. */
export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: '반지하' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '중층' }));
    await userEvent.click(canvas.getByRole('button', { name: '완료' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ floorType: 'MID', campusId: 1 }),
    );
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '기숙사 이름' }));
    await userEvent.tab();
    await expect(canvas.getByText('기숙사 이름을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeDisabled();
  },
};
