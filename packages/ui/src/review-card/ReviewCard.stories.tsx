import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewCard } from './ReviewCard';

const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88"><rect width="88" height="88" fill="#f9a063"/><rect x="20" y="30" width="48" height="40" fill="#fff1e6"/></svg>',
  );

// View props as the app passes them (it converts the API's list item once, in @jjinbbang/domain).
const content =
  '역에서 도보 5분이라 통학이 정말 편했어요. 다만 여름에는 창문 방향 때문에 조금 더웠고, 주말에는 주변 식당가 소음이 있었어요.';

const general = {
  title: '장전 스위트빌',
  typeLabel: '원/투룸 · 고층',
  priceSummary: '월세 500/45 · 관리비 5',
  content,
  keywords: ['PO_BD_LO_01', 'PO_BD_LO_03', 'NE_BD_ST_01'],
  rating: 4,
  updatedAt: '2025-02-23T04:06:00+09:00',
  likeCount: 12,
  liked: false,
  image: photo,
  kind: 'general',
} satisfies React.ComponentProps<typeof ReviewCard>;

const dormitory = {
  ...general,
  title: '진리관',
  typeLabel: '기숙사 · 부산대',
  priceSummary: '기숙사비 150만원 · 2인실',
  keywords: ['PO_DO_LO_01', 'NE_DO_MT_01'],
  rating: 4,
  likeCount: 240,
  liked: true,
  image: null,
  kind: 'dormitory',
} satisfies React.ComponentProps<typeof ReviewCard>;

const agency = {
  ...general,
  title: '온천천 공인중개사사무소',
  typeLabel: '공인중개사',
  priceSummary: null,
  content: '',
  keywords: ['PO_AG_SO_01'],
  rating: 5,
  likeCount: 0,
  image: 'http://localhost:8080/images/agency.jpg',
  kind: 'agency',
} satisfies React.ComponentProps<typeof ReviewCard>;

const meta = {
  title: '컴포넌트/콘텐츠/후기 카드 · ReviewCard',
  component: ReviewCard,
  tags: ['autodocs'],
  args: { ...general, onPress: fn(), onLikeChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '후기 목록의 카드 (일반 · 기숙사 · 공인중개사). API 모양이 아니라 보여 줄 값을 props로 받습니다: `title`(제목), `typeLabel`(유형 줄, 생략 가능), ' +
          '`priceSummary`(가격 줄), `content`(본문: 50자 + "…"로 미리보기, 비면 "후기를 작성해 주세요"), `keywords`(키워드 코드 → KeywordTagRow), ' +
          '`rating`, `updatedAt`(YYYY.MM.DD), `likeCount`(99+), `liked`, `image`(없거나 localhost면 빈 자리, 오류면 대체 그림), `kind`. ' +
          '앱은 API의 목록 항목을 @jjinbbang/domain의 `toListEntry`로 한 번만 바꾸어 넘깁니다. 건물 화면처럼 제목이 건물 이름을 되풀이할 곳에서는 ' +
          '`title`에 유형 줄을 넣고 `typeLabel`을 생략합니다. `onPress`(또는 `href`)가 있으면 제목이 버튼(링크)이 되고 카드 전체가 눌립니다. ' +
          '하트는 `onLikeChange(next)`만 부르며, 서버가 승인하면 호출자가 `liked`·`likeCount`를 바꿔 넘깁니다. `likePending`, `headingLevel`, `labels`. ' +
          '선택자: `[data-component="ReviewCard"]`, `[data-kind="general|dormitory|agency"]`, `[data-pressable]`, ' +
          '`[data-slot="thumbnail|body|title|type|price|preview|meta|date"]`, 썸네일 `[data-state="image|placeholder"]`.\n\n' +
          '키워드가 한 줄에 다 들어가지 않으면 "+N"이 보이고, 누르면 카드 안에서 모든 키워드가 펼쳐집니다(후기로 이동하지 않습니다). ' +
          '`keywordsExpandable={false}`면 "+N"은 개수만 알리는 글자입니다.',
      },
    },
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: '일반 후기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '장전 스위트빌' });
    await expect(card).toHaveAttribute('data-kind', 'general');
    await expect(canvas.getByText('원/투룸 · 고층')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(
      '월세 500/45 · 관리비 5',
    );
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
  name: '카드 전체 누르기',
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

export const ManyKeywords: Story = {
  name: '키워드가 많을 때: +N 펼치기',
  args: {
    keywords: ['PO_BD_LO_01', 'PO_BD_LO_02', 'PO_BD_LO_03', 'NE_BD_LO_04', 'NE_BD_LO_05', 'PO_BD_LO_06'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: /^\+\d+ 숨은 키워드/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // "+N" sits above the card's stretched title: tapping it expands the row and does not open the review.
    await userEvent.click(more);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '접기' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvas.getByRole('list', { name: '키워드' })).getAllByRole('listitem')).toHaveLength(
      7,
    );
  },
};

export const KeywordsNotExpandable: Story = {
  name: '키워드가 많을 때: +N은 개수만 (펼치지 않음)',
  args: {
    keywords: ['PO_BD_LO_01', 'PO_BD_LO_02', 'PO_BD_LO_03', 'NE_BD_LO_04', 'NE_BD_LO_05', 'PO_BD_LO_06'],
    keywordsExpandable: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/숨은 키워드 \d+개/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /숨은 키워드/ })).not.toBeInTheDocument();
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
    // Then the card's own controls, in reading order: "+N" (more keywords than fit) and the heart.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /숨은 키워드/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /좋아요/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLikeChange).toHaveBeenCalledWith(true);
  },
};

export const Dormitory: Story = {
  name: '기숙사 후기',
  args: dormitory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: '진리관' })).toHaveAttribute('data-kind', 'dormitory');
    await expect(canvas.getByText('기숙사 · 부산대')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(
      '기숙사비 150만원 · 2인실',
    );
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
  name: '공인중개사 후기 (본문·사진 없음)',
  args: agency,
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
  name: '사진 오류',
  args: { image: '/no-such-image.jpg' },
  play: async ({ canvasElement }) => {
    const thumbnail = canvasElement.querySelector('[data-slot="thumbnail"]');
    await waitFor(() => expect(thumbnail).toHaveAttribute('data-state', 'placeholder'), { timeout: 3000 });
  },
};

export const AsLink: Story = {
  name: '링크',
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
      {...general}
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
  name: '좋아요 99+',
  render: () => <LikeAfterServer />,
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: /좋아요/ });
    await expect(heart).toHaveTextContent('99');
    await userEvent.click(heart);
    await expect(heart).toHaveTextContent('99+');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

/** How many lines an inline element's text takes (1 when it never breaks). */
const linesOf = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
};

export const Narrow360: Story = {
  name: '360px 폭: 날짜·좋아요 99+·가격이 숫자 중간에서 안 끊김',
  args: {
    likeCount: 120,
    priceSummary: '월세 1000/45 · 관리비 5 · 실거주 월 48.6만원',
    updatedAt: '2025-03-29T04:06:00+09:00',
  },
  // A 360 px phone: the list's 16 px margins leave the card 328 px.
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvasElement.querySelector('[data-slot="date"]') as HTMLElement;
    await expect(date).toHaveTextContent('2025.03.29');
    await expect(linesOf(date)).toBe(1);
    const heart = canvas.getByRole('button', { name: /좋아요/ });
    await expect(heart).toHaveTextContent('99+');
    await expect(linesOf(heart.querySelector('[data-slot="count"]') as Element)).toBe(1);
    // The price line may wrap between its parts, never inside one ("실거주 월⏎48.6만원").
    const parts = canvasElement.querySelectorAll('[data-slot="price"] [data-slot="price-part"]');
    await expect(parts.length).toBe(3);
    for (const part of parts) await expect(linesOf(part), part.textContent ?? '').toBe(1);
  },
};

export const WithRouterLink: Story = {
  name: '라우터 링크',
  args: {
    href: '#review-1',
    onPress: undefined,
    renderLink: (props) => <a {...props} data-router-link="" />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '장전 스위트빌' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#review-1');
  },
};

/** On a building's own page the card does not repeat the building's name: its title is the type line. */
export const OnBuildingPage: Story = {
  name: '건물 화면 (건물 이름 없이)',
  args: { title: '원/투룸 · 고층', typeLabel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '원/투룸 · 고층' })).toBeVisible();
    await expect(canvas.queryByText('장전 스위트빌')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="type"]')).toBeNull();
  },
};

/** Review cards keep their content off the card's edges: the photo, "+N" and the heart sit inside its padding. */
export const InsetFromEdges: Story = {
  name: '가장자리 여백',
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article').getBoundingClientRect();
    const thumbnail = canvasElement.querySelector('[data-slot="thumbnail"]')?.getBoundingClientRect();
    const heart = within(canvasElement)
      .getByRole('button', { name: /좋아요/ })
      .getBoundingClientRect();
    await expect(thumbnail && thumbnail.left - card.left).toBeGreaterThanOrEqual(12);
    await expect(card.right - heart.right).toBeGreaterThanOrEqual(12);
  },
};

export const NotPressable: Story = {
  name: '누를 수 없음',
  args: { onPress: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: '장전 스위트빌' })).not.toHaveAttribute(
      'data-pressable',
    );
    // The title is plain text; only the card's own controls ("+N", the heart) are buttons.
    await expect(canvas.queryByRole('button', { name: '장전 스위트빌' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: '장전 스위트빌' })).toBeVisible();
  },
};
