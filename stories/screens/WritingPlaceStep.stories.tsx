import type { PlaceSearchItem } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlaceStepView } from '../../packages/app/src/routes/writing/steps/PlaceStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

const found: PlaceSearchItem[] = [
  {
    placeId: 11,
    type: 'ROOM',
    name: '가좌 찐빵빌',
    address: '경남 진주시 진주대로 501',
    lotAddress: '경남 진주시 가좌동 900',
    buildingCode: '4817010600109000000000001',
    latitude: 35.1531,
    longitude: 128.0989,
    reviewCount: 12,
    rating: 4.2,
    distance: 350,
    universityName: null,
  },
  {
    placeId: 12,
    type: 'HOUSE',
    name: '가좌 하우스',
    address: '경남 진주시 가좌길 12',
    lotAddress: null,
    buildingCode: null,
    latitude: 35.155,
    longitude: 128.1,
    reviewCount: 3,
    rating: 3.5,
    distance: 1240,
    universityName: null,
  },
];

const empty = { address: '', addressDetail: '', detailedAddress: '', buildingCode: null };

const meta = {
  title: '화면/후기 쓰기/장소 찾기 · PlaceStepView',
  component: PlaceStepView,
  parameters: pageDocs(
    '후기를 남길 건물을 찾는 첫 단계입니다. 학생의 캠퍼스에서 가까운 순서로 찐빵에 있는 건물을 검색합니다.\n\n- **검색 결과**: 건물을 누르면 골라지고, 위치 단계를 건너뜁니다.\n- **찾는 건물이 없어요**: 새 건물 등록으로 갑니다.\n- 고르기 전에는 "다음"이 꺼져 있습니다.',
  ),
  args: {
    frame: frameFor('addressEntry'),
    kind: 'GENERAL',
    keyword: '',
    onKeywordChange: fn(),
    results: { items: [], loading: false, error: false },
    initialSelected: null,
    onPick: fn(),
    onFixPosition: fn(),
    newPlace: { initial: empty, asksBuildingName: true, onSubmit: fn() },
  },
} satisfies Meta<typeof PlaceStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The step's heading takes focus once its first frame is painted.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: '어느 건물인가요?' })).toHaveFocus(),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: /건물 이름이나 주소로 찾기/ }), '가좌');
    await expect(args.onKeywordChange).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const Results: Story = {
  name: '검색 결과',
  args: { keyword: '가좌', results: { items: found, loading: false, error: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2곳을 찾았어요.')).toBeVisible();
    await expect(canvas.getByText('350m · 후기 12개')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /가좌 찐빵빌/ }));
    await expect(canvas.getByRole('button', { name: /가좌 찐빵빌/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onPick).toHaveBeenCalledWith(found[0]);
  },
};

export const Selected: Story = {
  name: '선택됨',
  args: { initialSelected: found[0] ?? null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '고른 건물' })).toHaveTextContent('가좌 찐빵빌');
    await userEvent.click(canvas.getByRole('button', { name: '위치 고치기' }));
    await expect(args.onFixPosition).toHaveBeenCalledWith(found[0]);
  },
};

export const Empty: Story = {
  name: '비어 있음',
  args: { keyword: '없는건물', results: { items: [], loading: false, error: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('찾는 건물이 없어요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '찾는 건물이 없어요' }));
    await expect(canvas.getByRole('heading', { level: 1, name: '새 건물 등록' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '도로명 주소' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { keyword: '가좌', results: { items: [], loading: true, error: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('찾는 중이에요…')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '오류',
  args: { keyword: '가좌', results: { items: [], loading: false, error: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('검색하지 못했어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeVisible();
  },
};

export const Agency: Story = {
  name: '공인중개사',
  args: {
    kind: 'AGENCY',
    frame: frameFor('addressEntry', { draft: { ...generalDraft, housingType: 'AGENCY' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '찾는 공인중개사가 없어요' })).toBeVisible();
  },
};
