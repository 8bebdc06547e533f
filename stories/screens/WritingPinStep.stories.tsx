import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinStepView } from '../../packages/app/src/routes/writing/steps/PinStep';
import { frameFor, generalDraft, pageParameters } from './WritingFixtures';

// The pin screen has no invalid state: wherever the map stands is an answer.
const meta = {
  title: '화면/후기 쓰기/위치',
  component: PinStepView,
  parameters: pageParameters,
  args: {
    frame: frameFor('pin'),
    address: generalDraft.address,
    initial: { lat: 35.1531, lng: 128.0989 },
    distanceLabel: () => '경상국립대학교 가좌캠퍼스에서 350m',
    onSubmit: fn(),
  },
} satisfies Meta<typeof PinStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('경상국립대학교 가좌캠퍼스에서 350m')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '지도 확대' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이 위치로 할게요' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ lat: 35.1531, lng: 128.0989 });
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: { frame: frameFor('pin', { alone: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '완료' })).toBeEnabled();
  },
};
