import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DepositReturnSummary } from './DepositReturnSummary';

const meta = {
  title: '컴포넌트/실거주비/보증금 반환 기록 · DepositReturnSummary',
  component: DepositReturnSummary,
  tags: ['autodocs'],
  args: { summary: { full: 12, partial: 0, none: 0, living: 3, averageDays: 3 } },
  parameters: {
    docs: {
      description: {
        component:
          '보증금 반환 기록 요약입니다. "반환 기록 12건 중 11건 전액, 평균 3일" 한 줄, 결과별 막대(건수 글자와 무늬로 색 없이도 구분), 결과별 목록을 보여 줍니다.\n\n' +
          '- **주의**: 일부만 돌려받은 기록이 있으면 노란 안내, 못 돌려받은 기록이 있으면 빨간 경고(아이콘 + "주의" + 문장)를 맨 위에 둡니다.\n' +
          '- **상태 선택자**: `[data-tone="good|caution|warning|empty"]`.',
      },
    },
  },
} satisfies Meta<typeof DepositReturnSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllReturned: Story = {
  name: '모두 전액 반환',
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '보증금 반환 기록' });
    await expect(within(region).getByText('반환 기록 12건 중 12건 전액, 평균 3일')).toBeVisible();
    await expect(within(region).queryByRole('note')).not.toBeInTheDocument();
    await expect(within(region).getByText(/아직 살고 있는 분 3명/)).toBeVisible();
  },
};

export const Partial: Story = {
  name: '주의 (일부만 반환)',
  args: { summary: { full: 11, partial: 1, none: 0, living: 0, averageDays: 3 } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '보증금 반환 기록' });
    await expect(within(region).getByText('반환 기록 12건 중 11건 전액, 평균 3일')).toBeVisible();
    await expect(within(region).getByRole('note')).toHaveTextContent('1건은 일부만 돌려받았어요');
  },
};

export const Warning: Story = {
  name: '경고 (못 돌려받음)',
  args: { summary: { full: 5, partial: 2, none: 2, living: 1, averageDays: 21 } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '보증금 반환 기록' });
    const note = within(region).getByRole('note');
    await expect(note).toHaveTextContent('주의 2건은 보증금을 못 돌려받았어요');
    await expect(region).toHaveAttribute('data-tone', 'warning');
    await expect(within(region).getByText('못 돌려받았어요').closest('li')).toHaveTextContent('2건');
  },
};

export const Empty: Story = {
  name: '비어 있음',
  args: { summary: { full: 0, partial: 0, none: 0, living: 0, averageDays: null }, subject: '이 중개사무소' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('아직 보증금 반환 기록이 없어요')).toBeVisible();
    await expect(canvas.getByText(/이 중개사무소에서 이사 나간 분들이/)).toBeVisible();
  },
};
