import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { BuildingCard } from './BuildingCard';

// View props as the app passes them (it converts the API's list item once, in @jjinbbang/domain).
const general = {
  name: '장전 스위트빌',
  typeLabel: '원/투룸 / 오피스텔',
  address: '부산 금정구 장전온천천로 51',
  rating: 4.26,
  reviewCount: 1234,
  liked: false,
  image: null,
  kind: 'general',
} satisfies React.ComponentProps<typeof BuildingCard>;

const dormitory = {
  ...general,
  name: '진리관',
  typeLabel: '기숙사 · 부산대',
  address: '부산 금정구 부산대학로63번길 2',
  rating: 3.5,
  reviewCount: 8,
  newestReview: '',
  liked: true,
  kind: 'dormitory',
} satisfies React.ComponentProps<typeof BuildingCard>;

const agency = {
  ...general,
  name: '온천천 공인중개사사무소',
  typeLabel: '공인중개사',
  address: '부산 금정구 금강로 271',
  rating: null,
  reviewCount: 0,
  kind: 'agency',
} satisfies React.ComponentProps<typeof BuildingCard>;

const meta = {
  title: '컴포넌트/콘텐츠/건물 카드 · BuildingCard',
  component: BuildingCard,
  tags: ['autodocs'],
  args: { ...general, onPress: fn(), onLikeChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '건물별 보기의 카드 (일반 건물 · 기숙사 · 공인중개사). 보여 줄 값을 props로 받습니다: `name`, `typeLabel`(일반: 유형들을 " / "로, ' +
          '기숙사: "기숙사 · 부산대"), `address`, `rating`(null이면 후기 없음)·`reviewCount`(RatingSummary), `newestReview`(최신 후기 미리보기, 있을 때), ' +
          '`liked`, `image`, `kind`, `costSummary`(지도 목록의 실거주비 중간값 한 줄, 후기 3개 이상일 때만). 앱은 API의 목록 항목을 @jjinbbang/domain의 `toListEntry`로 한 번만 바꾸어 넘깁니다. ' +
          '`onPress`/`href`로 카드 전체가 눌리고, 하트는 `onLikeChange(next)`만 부릅니다(`liked`, `likePending`로 제어). `headingLevel`, `labels`. ' +
          '선택자: `[data-component="BuildingCard"]`, `[data-kind="general|dormitory|agency"]`, `[data-pressable]`, ' +
          '`[data-slot="thumbnail|body|type|title|address|cost|preview"]`.',
      },
    },
  },
} satisfies Meta<typeof BuildingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: '일반 건물',
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
  name: '기숙사 (좋아요함)',
  args: dormitory,
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

export const WithMonthlyCost: Story = {
  name: '실거주비 표시 (실거주비 낮은순 목록)',
  args: { costSummary: '실거주 월 45만원', reviewCount: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '장전 스위트빌' });
    await expect(within(card).getByText('실거주 월 45만원')).toBeVisible();
    await expect(within(card).getByText('후기 12개')).toBeVisible();
  },
};

export const DormitoryWithMonthlyFee: Story = {
  name: '기숙사 한 달 비용 표시',
  args: { ...dormitory, costSummary: '기숙사비 한 달 약 32.5만원' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('기숙사비 한 달 약 32.5만원')).toBeVisible();
  },
};

export const Agency: Story = {
  name: '공인중개사 (후기 없음)',
  args: agency,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-kind', 'agency');
    await expect(canvas.getByText('공인중개사')).toBeVisible();
    await expect(canvas.getByText('아직 후기가 없어요')).toBeVisible();
  },
};

export const KeyboardOperable: Story = {
  name: '키보드 조작',
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
        {...general}
        liked={liked}
        likePending={pending}
        onLikeChange={(next) => {
          setPending(true);
          setLiked(next);
        }}
      />
      <Button variant="secondary" size="sm" onClick={() => setPending(false)}>
        서버 응답
      </Button>
    </>
  );
}

export const LikePending: Story = {
  name: '좋아요 처리 중',
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

/** The card's content keeps off its edges: the photo and the heart sit inside its padding. */
export const InsetFromEdges: Story = {
  name: '가장자리 여백',
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article').getBoundingClientRect();
    const thumbnail = canvasElement.querySelector('[data-slot="thumbnail"]')?.getBoundingClientRect();
    const heart = within(canvasElement)
      .getByRole('button', { name: /좋아요/ })
      .getBoundingClientRect();
    await expect(thumbnail && thumbnail.left - card.left).toBeGreaterThanOrEqual(12);
    await expect(card.right - heart.right).toBeGreaterThanOrEqual(8);
  },
};
