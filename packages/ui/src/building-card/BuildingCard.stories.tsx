import type { BuildingListItem } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuildingCard } from './BuildingCard';

const general: BuildingListItem = {
  generalBuildingInfo: {
    id: 10,
    name: '장전 스위트빌',
    type: ['ROOM', 'OFFICETEL'],
    address: '부산 금정구 장전온천천로 51',
    rating: 4.26,
    liked: false,
    reviewCount: 1234,
  },
  image: null,
  imageCount: 0,
};

const dormitory: BuildingListItem = {
  dormitoryBuildingInfo: {
    id: 11,
    name: '진리관',
    type: 'DORMITORY',
    universityName: '부산대학교',
    address: '부산 금정구 부산대학로63번길 2',
    rating: 3.5,
    liked: true,
    reviewCount: 8,
  },
  reviewInfo: {
    content: '',
    keyword: [],
    likeCount: 0,
    updateAt: '2025-03-01T10:00:00+09:00',
  },
  image: null,
  imageCount: 0,
};

const agency: BuildingListItem = {
  agencyBuildingInfo: {
    id: 12,
    name: '온천천 공인중개사사무소',
    type: 'AGENCY',
    address: '부산 금정구 금강로 271',
    rating: 0,
    liked: false,
    reviewCount: 0,
  },
  image: null,
  imageCount: 0,
};

const meta = {
  title: 'Components/Content/BuildingCard',
  component: BuildingCard,
  tags: ['autodocs'],
  args: { item: general, onPress: fn(), onLikeChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '건물별 보기의 카드 (일반 건물 · 기숙사 · 공인중개사). 파싱된 `item`(BuildingListItem)에서 썸네일, 유형(일반: 유형들을 " / "로, ' +
          '기숙사: "기숙사 · 부산대"), 이름, 주소, RatingSummary(반올림 별 + 평균 + 후기 수), 최신 후기 미리보기(있을 때), 하트를 그립니다. ' +
          '`onPress`/`href`로 카드 전체가 눌리고, 하트는 `onLikeChange(next)`만 부릅니다(`liked`, `likePending`로 제어). `headingLevel`, `labels`. ' +
          '선택자: `[data-component="BuildingCard"]`, `[data-kind="general|dormitory|agency"]`, `[data-pressable]`, ' +
          '`[data-slot="thumbnail|body|type|title|address|preview"]`.',
      },
    },
  },
} satisfies Meta<typeof BuildingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: '장전 스위트빌' })).toHaveAttribute(
      'data-kind',
      'general',
    );
    await expect(canvas.getByText('원/투룸 / 오피스텔')).toBeVisible();
    await expect(canvas.getByText('부산 금정구 장전온천천로 51')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '별점 5점 만점에 4.3점' })).toBeVisible();
    await expect(canvas.getByText('후기 1,234개')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '장전 스위트빌' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '장전 스위트빌 좋아요' }));
    await expect(args.onLikeChange).toHaveBeenCalledWith(true);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Dormitory: Story = {
  args: { item: dormitory },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('기숙사 · 부산대')).toBeVisible();
    await expect(canvas.getByText('후기를 작성해 주세요')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '진리관 좋아요 취소' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Agency: Story = {
  args: { item: agency },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-kind', 'agency');
    await expect(canvas.getByText('공인중개사')).toBeVisible();
    await expect(canvas.getByText('후기 0개')).toBeVisible();
  },
};

export const KeyboardOperable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '장전 스위트빌' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLikeChange).toHaveBeenCalledWith(true);
  },
};

function PendingDemo() {
  const [liked, setLiked] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <BuildingCard
        item={general}
        liked={liked}
        likePending={pending}
        onLikeChange={(next) => {
          setPending(true);
          setLiked(next);
        }}
      />
      <button type="button" onClick={() => setPending(false)}>
        서버 응답
      </button>
    </>
  );
}

export const LikePending: Story = {
  render: () => <PendingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: /장전 스위트빌 좋아요/ });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '서버 응답' }));
    await expect(heart).not.toHaveAttribute('aria-busy');
  },
};
