import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FloorStepView } from '../../packages/app/src/routes/writing/steps/FloorStep';
import { frameFor, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 수정/집 정보 · FloorStepView',
  component: FloorStepView,
  parameters: pageDocs(
    '올린 후기의 건물 이름, 면적, 층을 고치는 화면입니다.\n\n- **오류**: 면적을 비우거나 잘못 적으면 빨간 안내가 나오고 "완료"가 꺼집니다.',
  ),
  args: {
    frame: frameFor('floor', { mode: 'edit' }),
    initial: { buildingName: '찐빵빌', area: 7.5, floorType: 'MID' },
    onSubmit: fn(),
  },
} satisfies Meta<typeof FloorStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '면적' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '면적' }), '45.5');
    await userEvent.click(canvas.getByRole('button', { name: '완료' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      buildingName: '찐빵빌',
      area: 45.5,
      floorType: 'MID',
    });
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '면적' }));
    await userEvent.tab();
    await expect(canvas.getByText('면적을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeDisabled();
  },
};
