import { campusComparisonText, compareToCampus, costHistogram, summarizeCosts } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MonthlyCostPanel } from './MonthlyCostPanel';

const costs = [41.3, 44.8, 46, 48.8, 50, 52.5, 55, 58.8, 63];
const summary = summarizeCosts(costs);
const campusMedian = 58;

const meta = {
  title: '컴포넌트/실거주비/월 실거주비 · MonthlyCostPanel',
  component: MonthlyCostPanel,
  tags: ['autodocs'],
  args: {
    summary,
    sampleCount: costs.length,
    perPyeong: 7.6,
    histogram: costHistogram(costs),
    comparison: {
      ...compareToCampus(summary?.median ?? 0, campusMedian),
      text: campusComparisonText('관악캠퍼스', compareToCampus(summary?.median ?? 0, campusMedian)),
      campusMedian,
    },
    basisNote: '보증금은 연 4.5%(전월세 전환율)로 월세로 바꿔 월세·관리비와 더했어요.',
  },
  parameters: {
    docs: {
      description: {
        component:
          '건물의 월 실거주비(보증금을 전월세 전환율로 바꾼 월 금액 + 월세 + 관리비)입니다. 중간값을 크게, 절반이 낸 범위와 최저·최고를 한 줄로, ' +
          '캠퍼스 주변과의 비교 문장, 그리고 분포 막대그래프(SVG, 막대마다 건수, 실선=이 건물 중간값, 점선=캠퍼스 중간값)를 보여 줍니다.\n\n' +
          '- **후기 부족**: 가격이 있는 후기가 3개 미만이면 숫자 대신 "후기가 3개 이상 모이면 보여드려요"를 보여 줍니다.\n' +
          '- **상태 선택자**: `[data-state="ready"]`, `[data-state="too-few"]`; 비교 배지는 `[data-direction="cheaper|pricier|similar"]`.',
      },
    },
  },
} satisfies Meta<typeof MonthlyCostPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enough: Story = {
  name: '충분한 데이터 (캠퍼스보다 저렴)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '월 실거주비' });
    await expect(within(region).getByText('월 50만원')).toBeVisible();
    await expect(within(region).getByText('관악캠퍼스 주변 중간값보다 월 8만원 저렴해요')).toBeVisible();
    const chart = within(region).getByRole('img', { name: '월 실거주비 분포' });
    await expect(chart).toHaveAccessibleDescription(/40–45만원 2건/);
    await expect(chart).toHaveAccessibleDescription(/캠퍼스 주변 중간값 58만원/);
  },
};

export const Pricier: Story = {
  name: '충분한 데이터 (캠퍼스보다 비쌈)',
  args: {
    comparison: {
      direction: 'pricier',
      text: campusComparisonText('신촌캠퍼스', { direction: 'pricier', difference: 12 }),
      campusMedian: 38,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('신촌캠퍼스 주변 중간값보다 월 12만원 비싸요')).toBeVisible();
    await expect(canvasElement.querySelector('[data-direction="pricier"]')).not.toBeNull();
  },
};

export const TooFew: Story = {
  name: '후기 부족',
  args: { summary: null, sampleCount: 2, histogram: [], comparison: null, perPyeong: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('후기가 3개 이상 모이면 보여드려요')).toBeVisible();
    await expect(canvas.getByText(/가격이 있는 후기가 2개예요/)).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const NoCampus: Story = {
  name: '주변 캠퍼스 없음',
  args: { comparison: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('월 50만원')).toBeVisible();
    await expect(canvas.queryByText(/주변 중간값보다/)).not.toBeInTheDocument();
  },
};
