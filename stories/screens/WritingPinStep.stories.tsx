import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinStepView } from '../../packages/app/src/routes/writing/steps/PinStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

// The pin screen has no invalid state: wherever the map stands is an answer.
const meta = {
  title: '화면/후기 쓰기/위치 · PinStepView',
  component: PinStepView,
  parameters: pageDocs(
    '새 건물의 위치를 지도에 찍는 단계입니다. 가운데 핀은 그대로 있고 지도가 그 아래에서 움직입니다(끌기, 확대 버튼, 화살표 키). 지도에는 지도 화면처럼 캠퍼스와 등록된 건물이 이름과 함께 그려지고, 건물을 누르면 핀이 그 자리로 갑니다.\n\n- 지도 아래에 가장 가까운 캠퍼스와 거리가 보여, 엉뚱한 동네에 찍으면 바로 알 수 있습니다.\n- **핀이 캠퍼스 위에 있거나 입력한 시/군/구 밖에 있으면** 버튼 위에 경고가 뜨고, 첫 누름은 경고로 초점을 옮길 뿐입니다. "그래도 이 위치로 할게요"를 한 번 더 눌러야 핀이 정해집니다.\n- **확인에서 다시 열기**: 버튼이 "완료"로 바뀝니다.',
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

const places = [
  { id: 901, type: 'GENERAL' as const, lat: 35.1524, lng: 128.1003, name: '미소빌', price: 42 },
  { id: 902, type: 'GENERAL' as const, lat: 35.1546, lng: 128.0972, name: '새봄빌', price: 38 },
  { id: 903, type: 'DORMITORY' as const, lat: 35.1541, lng: 128.1012, name: '가좌 제1생활관', price: null },
];
const landmarks = [
  {
    key: 'campus-1',
    title: '경상국립대학교',
    subtitle: '가좌캠퍼스',
    lat: 35.1537,
    lng: 128.0987,
  },
];

export const WithPlaces: Story = {
  name: '주변 건물과 캠퍼스',
  args: { points: places, landmarks },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: /위치 고르기 지도/ });
    await expect(within(map).getByText('경상국립대학교')).toBeVisible();
    // Pressing a registered place puts the pin on it.
    await userEvent.click(within(map).getByRole('button', { name: /미소빌/ }));
    await userEvent.click(canvas.getByRole('button', { name: '이 위치로 할게요' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ lat: 35.1524, lng: 128.1003 });
  },
};

export const OnCampus: Story = {
  name: '캠퍼스 위의 핀',
  args: {
    initial: { lat: 35.1537, lng: 128.0987 },
    distanceLabel: () => '경상국립대학교 가좌캠퍼스에서 0m',
    warningOf: () => '핀이 경상국립대학교 가좌캠퍼스 안에 있어요. 건물 위치가 맞는지 확인해 주세요.',
    landmarks,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const warning = canvas.getByText(/캠퍼스 안에 있어요/);
    await expect(warning).toBeVisible();
    // The first press only points at the warning; the pin is taken on the second.
    await userEvent.click(canvas.getByRole('button', { name: '이 위치로 할게요' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(warning).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '그래도 이 위치로 할게요' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ lat: 35.1537, lng: 128.0987 });
  },
};

export const OutsideTypedArea: Story = {
  name: '입력한 주소와 다른 지역',
  args: {
    address: '서울 마포구 비밀로 12',
    initial: { lat: 35.1537, lng: 128.0987 },
    distanceLabel: () => '경상국립대학교 가좌캠퍼스에서 0m',
    warningOf: () =>
      '입력한 주소(서울 마포구)와 핀 위치가 달라요. 지도를 옮겨 건물이 있는 곳에 핀을 놓아 주세요.',
    landmarks,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/입력한 주소\(서울 마포구\)와 핀 위치가 달라요/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이 위치로 할게요' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '그래도 이 위치로 할게요' })).toBeVisible();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: { frame: frameFor('pin', { alone: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '완료' })).toBeEnabled();
  },
};
