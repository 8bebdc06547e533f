import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinStepView } from '../../packages/app/src/routes/writing/steps/PinStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

// The pin screen has no invalid state: wherever the map stands is an answer.
const meta = {
  title: '화면/후기 쓰기/위치 · PinStepView',
  component: PinStepView,
  parameters: pageDocs(
    '새 건물의 위치를 지도에 찍는 단계입니다. 가운데 핀은 그대로 있고 지도가 그 아래에서 움직입니다(끌기, 확대 버튼, 화살표 키).\n\n- 지도 아래에 가장 가까운 캠퍼스와 거리가 보여, 엉뚱한 동네에 찍으면 바로 알 수 있습니다.\n- **확인에서 다시 열기**: 버튼이 "완료"로 바뀝니다.',
  ),
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
