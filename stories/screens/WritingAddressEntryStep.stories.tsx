import type { PlaceSearchItem } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressEntryStepView } from '../../packages/app/src/routes/writing/steps/AddressEntryStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

const empty = { address: '', addressDetail: '', detailedAddress: '', buildingCode: null };

/** A seeded building the typed address names. */
const miso: PlaceSearchItem = {
  placeId: 135,
  type: 'ROOM',
  name: '미소빌',
  address: '경상남도 진주시 청춘로18번길 107',
  lotAddress: '경남 진주시 가좌동 482-3',
  buildingCode: null,
  latitude: 35.1512,
  longitude: 128.1012,
  reviewCount: 2,
  rating: 4,
  distance: 490,
  universityName: null,
};

const meta = {
  title: '화면/후기 쓰기/새 건물 등록 · AddressEntryStepView',
  component: AddressEntryStepView,
  parameters: pageDocs(
    '찾는 건물이 목록에 없을 때 새 건물을 등록하는 단계입니다. 도로명 주소와 (선택) 건물 이름을 적고, 다음 화면에서 지도에 위치를 찍습니다.\n\n- 카카오 키가 있으면 주소 검색 창이 주소를 채우고, 없으면 직접 적습니다.\n- **오류**: 주소를 비운 채 지나가면 칸 아래에 빨간 안내가 나오고 "다음"이 꺼집니다.',
  ),
  args: {
    frame: frameFor('addressEntry'),
    initial: empty,
    asksBuildingName: true,
    onSubmit: fn(),
  },
} satisfies Meta<typeof AddressEntryStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The step's heading takes focus once its first frame is painted.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: '새 건물 등록' })).toHaveFocus(),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: '도로명 주소' }), ' 경남 진주시 진주대로 501 ');
    await userEvent.type(canvas.getByRole('textbox', { name: '건물 이름 (선택)' }), '찐빵빌');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      address: '경남 진주시 진주대로 501',
      addressDetail: '',
      detailedAddress: '찐빵빌',
      buildingCode: null,
    });
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '도로명 주소' }));
    await userEvent.tab();
    await expect(canvas.getByText('주소를 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: { frame: frameFor('addressEntry', { alone: true }), initial: generalDraft },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '도로명 주소' })).toHaveValue(generalDraft.address);
    await expect(canvas.getByRole('textbox', { name: '지번 주소 (선택)' })).toHaveValue('가좌동 900');
    // A new address goes on to its pin before returning to confirm.
    await expect(canvas.getByRole('button', { name: '다음' })).toBeEnabled();
  },
};

export const Dormitory: Story = {
  name: '기숙사',
  args: { asksBuildingName: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: '건물 이름 (선택)' })).toBeNull();
  },
};

export const WithPostcode: Story = {
  name: '주소 검색',
  args: {
    // A stand-in for the Daum/Kakao postcode widget: it "finds" one address when shown.
    addressSearch: (element, onFound) => {
      element.textContent = '주소 검색';
      onFound({
        address: '경남 진주시 진주대로 501',
        lotAddress: '경남 진주시 가좌동 900',
        buildingCode: '4817010600109000000000001',
        buildingName: '경상국립대학교',
      });
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '주소 검색' }));
    await expect(await canvas.findByDisplayValue('경남 진주시 진주대로 501')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '지번 주소 (선택)' })).toHaveValue(
      '경남 진주시 가좌동 900',
    );
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      address: '경남 진주시 진주대로 501',
      addressDetail: '경남 진주시 가좌동 900',
      detailedAddress: '경상국립대학교',
      buildingCode: '4817010600109000000000001',
    });
  },
};

export const Registered: Story = {
  name: '이미 등록된 건물',
  args: {
    initial: { ...empty, address: '경남 진주시 청춘로 18번길 107', detailedAddress: '미소 빌' },
    match: { place: miso, via: 'road', conflict: null },
    onUseMatch: fn(),
    onTypedChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onTypedChange).toHaveBeenCalledWith({
      address: '경남 진주시 청춘로 18번길 107',
      lotAddress: '',
      name: '미소 빌',
    });
    const offer = canvas.getByRole('region', { name: '이미 등록된 건물이에요' });
    await expect(within(offer).getByText('이미 등록된 건물이에요: 미소빌 (후기 2개)')).toBeVisible();
    await userEvent.click(within(offer).getByRole('button', { name: '이 건물로 쓸게요' }));
    await expect(args.onUseMatch).toHaveBeenCalledWith(miso);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RegisteredOtherType: Story = {
  name: '이미 등록된 건물, 유형이 달라요',
  args: {
    initial: { ...empty, address: '경남 진주시 청춘로18번길 107' },
    match: { place: { ...miso, type: 'OFFICETEL' }, via: 'road', conflict: 'type' },
    onUseMatch: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        '오피스텔로 등록된 곳이라 새로 등록할 수 없어요. 이 건물로 쓰면 후기의 유형도 오피스텔로 바뀌어요.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '이 건물로 쓸게요' })).toBeEnabled();
  },
};

export const RegisteredDormitory: Story = {
  name: '이미 등록된 기숙사',
  args: {
    asksBuildingName: false,
    initial: { ...empty, address: '경남 진주시 진주대로 501' },
    match: {
      place: {
        ...miso,
        type: 'DORMITORY',
        name: '가좌 기숙사 1동',
        reviewCount: 7,
        universityName: '경상국립대',
      },
      via: 'road',
      conflict: null,
    },
    matchWording: { registered: '이미 등록된 기숙사예요', use: '이 기숙사로 쓸게요' },
    onUseMatch: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('이미 등록된 기숙사예요: 가좌 기숙사 1동 (후기 7개)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '이 기숙사로 쓸게요' })).toBeVisible();
  },
};
