import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingSummary } from './RatingSummary';

const meta = {
  title: 'Components/Content/RatingSummary',
  component: RatingSummary,
  tags: ['autodocs'],
  args: { rating: 4.3, reviewCount: 12 },
  parameters: {
    docs: {
      description: {
        component:
          '건물 상세의 평점 요약: 반올림한 별(StarRating), 소수 한 자리 평균, 후기 수. `rating`(숫자가 아니면 0), ' +
          '`reviewCount`(없으면 숨김), `size`(sm · md · lg), `formatRatingLabel`(별 이미지의 이름, 기본 "별점 5점 만점에 4.3점"), ' +
          '`formatReviewCount`(기본 "후기 12개"). 선택자: `[data-component="RatingSummary"]`, `[data-size]`, `[data-slot="number|count"]`.',
      },
    },
  },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole('img', { name: '별점 5점 만점에 4.3점' });
    await expect(stars.querySelectorAll('[data-filled]')).toHaveLength(4);
    await expect(canvas.getByText('4.3')).toBeVisible();
    await expect(canvas.getByText('후기 12개')).toBeVisible();
  },
};

export const RoundsUp: Story = {
  args: { rating: 3.5, reviewCount: 1234, size: 'lg' },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: '별점 5점 만점에 3.5점' });
    await expect(stars.querySelectorAll('[data-filled]')).toHaveLength(4);
    await expect(within(canvasElement).getByText('후기 1,234개')).toBeVisible();
  },
};

export const InvalidRating: Story = {
  args: { rating: 'abc', reviewCount: 0 },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: '별점 5점 만점에 0.0점' });
    await expect(stars.querySelectorAll('[data-filled]')).toHaveLength(0);
  },
};

export const WithoutCount: Story = {
  args: { rating: 5, reviewCount: undefined, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/후기/)).not.toBeInTheDocument();
  },
};
