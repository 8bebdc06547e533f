import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressResultStepView } from '../../packages/app/src/routes/writing/steps/AddressResultStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

// The confirmation screen has no invalid state: it only shows what was entered.
const meta = {
  title: '화면/후기 쓰기/위치 확인 · AddressResultStepView',
  component: AddressResultStepView,
  parameters: pageDocs(
    '새로 등록하는 건물의 주소를 지도와 함께 확인하는 단계입니다. 지도에는 캠퍼스와 주변의 등록된 건물이 이름과 함께 그려집니다. 건물 이름이 없으면 주소만 크게 보입니다. "다음"을 누르면 위치를 정하러 갑니다.',
  ),
  args: {
    frame: frameFor('addressResult'),
    address: generalDraft.address,
    buildingName: '찐빵빌',
    marker: 'GENERAL',
    position: { lat: 35.1531, lng: 128.0989 },
    onSubmit: fn(),
  },
} satisfies Meta<typeof AddressResultStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('찐빵빌')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const WithoutName: Story = {
  name: '건물 이름 없음',
  args: { buildingName: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('건물 이름')).toBeNull();
  },
};

export const WithPlaces: Story = {
  name: '주변 건물과 캠퍼스',
  args: {
    points: [
      { id: 901, type: 'GENERAL', lat: 35.1524, lng: 128.1003, name: '미소빌', price: 42 },
      { id: 902, type: 'GENERAL', lat: 35.1546, lng: 128.0972, name: '새봄빌', price: 38 },
    ],
    landmarks: [
      { key: 'campus-1', title: '경상국립대학교', subtitle: '가좌캠퍼스', lat: 35.1537, lng: 128.0987 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('경상국립대학교')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /미소빌/ })).toBeVisible();
  },
};
