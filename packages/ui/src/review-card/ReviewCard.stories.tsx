import type { ReviewListItem } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewCard } from './ReviewCard';

const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88"><rect width="88" height="88" fill="#f9a063"/><rect x="20" y="30" width="48" height="40" fill="#fff1e6"/></svg>',
  );

const reviewInfo = {
  content:
    '역에서 도보 5분이라 통학이 정말 편했어요. 다만 여름에는 창문 방향 때문에 조금 더웠고, 주말에는 주변 식당가 소음이 있었어요.',
  keyword: ['PO_BD_LO_01', 'PO_BD_LO_03', 'NE_BD_ST_01'],
  likeCount: 12,
  updateAt: '2025-02-23T04:06:00+09:00',
} satisfies ReviewListItem['reviewInfo'];

const general: ReviewListItem = {
  generalReviewInfo: {
    id: 1,
    name: '장전 스위트빌',
    type: 'ROOM',
    contractType: 'MONTHLY_RENT',
    deposit: 500,
    price: 45,
    floor: 'HIGH',
    space: 23.1,
    maintenanceCost: 5,
    rating: 4.2,
    liked: false,
  },
  reviewInfo,
  image: photo,
  imageCount: 3,
};

const dormitory: ReviewListItem = {
  dormitoryReviewInfo: {
    id: 2,
    name: '진리관',
    type: 'DORMITORY',
    universityName: '부산대학교',
    floor: 'MID',
    capacity: 2,
    dormFee: 150,
    rating: 3.6,
    liked: true,
  },
  reviewInfo: { ...reviewInfo, keyword: ['PO_DO_LO_01', 'NE_DO_MT_01'], likeCount: 240 },
  image: null,
  imageCount: 0,
};

const agency: ReviewListItem = {
  agencyReviewInfo: { id: 3, name: '온천천 공인중개사사무소', type: 'AGENCY', rating: 5, liked: false },
  reviewInfo: { ...reviewInfo, content: '', keyword: ['PO_AG_SO_01'], likeCount: 0 },
  image: 'http://localhost:8080/images/agency.jpg',
  imageCount: 1,
};

const meta = {
  title: 'Components/Content/ReviewCard',
  component: ReviewCard,
  tags: ['autodocs'],
  args: { item: general, onPress: fn(), onLikeChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '후기 목록의 카드 (일반 · 기숙사 · 공인중개사). 파싱된 `item`(ReviewListItem)을 받아 썸네일(없거나 localhost면 빈 자리, 오류면 대체 그림), ' +
          '이름, 유형(일반: 유형 · 층, 기숙사: 기숙사 · 대학 이름에서 끝 두 글자 뺀 것), 가격 줄("월세 500/45 · 관리비 5", "기숙사비 150만원 · 2인실"), ' +
          '미리보기(50자 + "…", 비면 "후기를 작성해 주세요"), 키워드 줄(KeywordTagRow), 반올림 별점, YYYY.MM.DD 날짜, 좋아요 수(99+)를 보여 줍니다. ' +
          '규칙은 모두 @jjinbbang/domain에서 가져옵니다. `onPress`(또는 `href`)가 있으면 제목이 버튼(링크)이 되고 카드 전체가 눌립니다. ' +
          '하트는 `onLikeChange(next)`만 부르며, 서버가 승인하면 호출자가 `liked`·`likeCount`(또는 새 item)를 넘깁니다. `likePending`, `headingLevel`, `labels`. ' +
          '선택자: `[data-component="ReviewCard"]`, `[data-kind="general|dormitory|agency"]`, `[data-pressable]`, ' +
          '`[data-slot="thumbnail|body|title|type|price|preview|meta|date"]`, 썸네일 `[data-state="image|placeholder"]`.',
      },
    },
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '장전 스위트빌' });
    await expect(card).toHaveAttribute('data-kind', 'general');
    await expect(canvas.getByText('원/투룸 · 고층')).toBeVisible();
    await expect(canvas.getByText('월세 500/45 · 관리비 5')).toBeVisible();
    await expect(canvas.getByText(/…$/)).toBeVisible();
    await expect(canvas.getByText('2025.02.23')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '별점 5점 만점에 4점' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '키워드' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '장전 스위트빌' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    const heart = canvas.getByRole('button', { name: /장전 스위트빌 후기 좋아요/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onLikeChange).toHaveBeenCalledWith(true);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const WholeCardPressable: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article');
    const rect = card.getBoundingClientRect();
    // the stretched title button covers the card: a tap near the bottom-left corner lands on it
    const hit = canvasElement.ownerDocument.elementFromPoint(rect.left + 8, rect.bottom - 8);
    await expect(hit).toHaveAccessibleName('장전 스위트빌');
    if (hit) await userEvent.click(hit);
    await expect(args.onPress).toHaveBeenCalled();
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
    await expect(canvas.getByRole('button', { name: /좋아요/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLikeChange).toHaveBeenCalledWith(true);
  },
};

export const Dormitory: Story = {
  args: { item: dormitory },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: '진리관' })).toHaveAttribute('data-kind', 'dormitory');
    await expect(canvas.getByText('기숙사 · 부산대')).toBeVisible();
    await expect(canvas.getByText('기숙사비 150만원 · 2인실')).toBeVisible();
    const heart = canvas.getByRole('button', { name: /진리관 후기 좋아요 취소/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveTextContent('99+');
    await expect(canvasElement.querySelector('[data-slot="thumbnail"]')).toHaveAttribute(
      'data-state',
      'placeholder',
    );
  },
};

export const Agency: Story = {
  args: { item: agency },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('공인중개사')).toBeVisible();
    await expect(canvas.getByText('후기를 작성해 주세요')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toBeNull();
    // spec 000 §5: a localhost thumbnail is left blank
    await expect(canvasElement.querySelector('[data-slot="thumbnail"]')).toHaveAttribute(
      'data-state',
      'placeholder',
    );
  },
};

export const BrokenImage: Story = {
  args: { item: { ...general, image: '/no-such-image.jpg' } },
  play: async ({ canvasElement }) => {
    const thumbnail = canvasElement.querySelector('[data-slot="thumbnail"]');
    await waitFor(() => expect(thumbnail).toHaveAttribute('data-state', 'placeholder'), { timeout: 3000 });
  },
};

export const AsLink: Story = {
  args: { href: '#review-1', onPress: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '장전 스위트빌' })).toHaveAttribute(
      'href',
      '#review-1',
    );
  },
};

function LikeAfterServer() {
  const [liked, setLiked] = useState(false);
  const [count, setCount] = useState(99);
  return (
    <ReviewCard
      item={general}
      liked={liked}
      likeCount={count}
      onLikeChange={(next) => {
        setLiked(next);
        setCount((c) => c + (next ? 1 : -1));
      }}
    />
  );
}

export const LikeCountCap: Story = {
  render: () => <LikeAfterServer />,
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: /좋아요/ });
    await expect(heart).toHaveTextContent('99');
    await userEvent.click(heart);
    await expect(heart).toHaveTextContent('99+');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NotPressable: Story = {
  args: { onPress: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: '장전 스위트빌' })).not.toHaveAttribute(
      'data-pressable',
    );
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
