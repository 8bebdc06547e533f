// Render cost of the heaviest list screens' building blocks (jsdom, React 19 client rendering).
// `npm run bench` prints ops/s and mean time; there is no pass/fail threshold here.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { bench, describe } from 'vitest';
import { ReviewCard } from '../src/review-card';
import { StarRating } from '../src/star-rating';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (id: number) => ({
  title: `그린빌 원룸 ${id}동`,
  typeLabel: '원/투룸 · 중층',
  priceSummary: '월세 500/45 · 관리비 5',
  content:
    '학교까지 걸어서 10분이면 가고 주변에 편의점과 식당이 많아서 자취하기 정말 편했어요. 다만 여름에는 벌레가 조금 나와요.',
  keywords: ['PO_BD_LO_01', 'PO_BD_LO_02', 'PO_BD_ST_01', 'NE_BD_MT_01', 'NE_BD_ST_02'],
  rating: 4,
  updatedAt: '2026-03-02T10:00:00+09:00',
  likeCount: 120 + id,
  liked: id % 3 === 0,
});

const items = Array.from({ length: 50 }, (_, i) => item(i + 1));

function renderOnce(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(node));
  act(() => root.unmount());
  container.remove();
}

describe('render cost', () => {
  bench('50 ReviewCards (a review list page)', () => {
    renderOnce(
      <ul>
        {items.map((review) => (
          <li key={review.title}>
            <ReviewCard {...review} onPress={() => {}} onLikeChange={() => {}} />
          </li>
        ))}
      </ul>,
    );
  });

  bench('100 StarRatings', () => {
    renderOnce(
      <div>
        {Array.from({ length: 100 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static benchmark content
          <StarRating key={i} value={(i % 50) / 10} />
        ))}
      </div>,
    );
  });
});
