import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingSummary } from './RatingSummary';

const meta = {
  title: '컴포넌트/콘텐츠/별점 요약 · RatingSummary',
  component: RatingSummary,
  tags: ['autodocs'],
  args: { rating: 4.3, reviewCount: 12 },
  parameters: {
    docs: {
      description: {
        component:
          '건물의 평균 별점 요약입니다. 큰 숫자(4.3), 별 다섯 개, 후기 수("후기 12개")가 한 줄에 놓입니다. 건물 상세와 지도 목록에 씁니다.\n\n- **반올림**: ' +
          '숫자는 소수 첫째 자리, 별은 반올림한 수만큼 채웁니다.\n- **후기 수 없음**: 후기 수를 빼고 보여 줄 수 있습니다.\n- **잘못된 값**: 숫자가 아니면 ' +
          '0.0으로 보입니다.\n- **후기 없음**: 후기 수가 0이면 "0.0 후기 0개" 대신 회색 별과 "아직 후기가 없어요"가 보입니다(`emptyText`로 바꿀 수 있습니다).',
      },
    },
  },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (4.3, 후기 12개)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole('img', { name: '별점 5점 만점에 4.3점' });
    await expect(stars.querySelectorAll('[data-filled]')).toHaveLength(4);
    await expect(canvas.getByText('4.3')).toBeVisible();
    await expect(canvas.getByText('후기 12개')).toBeVisible();
  },
};

export const RoundsUp: Story = {
  name: '크게: 3.5는 별 4개',
  args: { rating: 3.5, reviewCount: 1234, size: 'lg' },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: '별점 5점 만점에 3.5점' });
    await expect(stars.querySelectorAll('[data-filled]')).toHaveLength(4);
    await expect(within(canvasElement).getByText('후기 1,234개')).toBeVisible();
  },
};

export const InvalidRating: Story = {
  name: '숫자가 아님 (0.0)',
  args: { rating: 'abc', reviewCount: 3 },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: '별점 5점 만점에 0.0점' });
    await expect(stars.querySelectorAll('[data-filled]')).toHaveLength(0);
  },
};

export const WithoutCount: Story = {
  name: '후기 수 없음 (작게)',
  args: { rating: 5, reviewCount: undefined, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/후기/)).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '비어 있음 (후기 0개)',
  args: { rating: null, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('아직 후기가 없어요')).toBeVisible();
    // Not a zero rating: no "0.0", no "후기 0개", and the grey stars are not announced as a score.
    await expect(canvas.queryByText('0.0')).not.toBeInTheDocument();
    await expect(canvas.queryByText('후기 0개')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const EmptySmall: Story = {
  name: '비어 있음 (작게, 글자 바꿈)',
  args: { rating: 0, reviewCount: 0, size: 'sm', emptyText: '첫 후기를 남겨 주세요' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('첫 후기를 남겨 주세요')).toBeVisible();
  },
};
