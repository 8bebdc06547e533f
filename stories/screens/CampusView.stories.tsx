import type { CampusCost } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CampusView } from '../../packages/app/src/routes/campus/CampusView';
import { screenParameters, withScreen } from './support';

const basis = { conversionRate: 0.045, radiusMetres: 1500, minSample: 3 };
const campus = {
  id: 174,
  universityName: '서울대학교',
  campusName: '관악캠퍼스',
  latitude: 37.46,
  longitude: 126.95,
};

const data: CampusCost = {
  basis,
  campus,
  dormitories: [
    {
      id: 901,
      name: '관악 기숙사 1동',
      reviewCount: 5,
      rating: 4,
      feePerSemester: 136,
      feePerMonth: 34,
      keywords: [
        { key: 'PO_DO_LO_01', count: 4 },
        { key: 'PO_DO_LO_02', count: 3 },
      ],
      gradeCriteriaShare: 0.4,
      distanceCriteriaShare: 0.4,
      capacities: [2],
    },
    {
      id: 902,
      name: '관악 기숙사 2동',
      reviewCount: 4,
      rating: 4,
      feePerSemester: 157,
      feePerMonth: 39.3,
      keywords: [],
      gradeCriteriaShare: 0.25,
      distanceCriteriaShare: 0.75,
      capacities: [1, 2],
    },
  ],
  offCampus: {
    buildingCount: 21,
    reviewCount: 48,
    sampleCount: 48,
    cost: { count: 48, median: 74.6, p25: 61.1, p75: 84.9, min: 38.8, max: 118 },
    histogram: [
      { from: 20, to: 40, count: 1 },
      { from: 40, to: 60, count: 10 },
      { from: 60, to: 80, count: 18 },
      { from: 80, to: 100, count: 16 },
      { from: 100, to: 120, count: 3 },
    ],
    rating: 4.2,
    keywords: [
      { key: 'PO_BD_MT_01', count: 20 },
      { key: 'PO_BD_LO_01', count: 13 },
    ],
    commuteShare: 0.271,
    depositReturns: { full: 21, partial: 2, none: 1, living: 2, averageDays: 5 },
  },
};

const meta = {
  title: '화면/기숙사 vs 자취 · CampusView',
  component: CampusView,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: screenParameters('/campus/174', [390, 768, 1280]),
  args: {
    status: 'ready',
    data,
    onRetry: fn(),
    onBack: fn(),
    dormLink: (_id, children) => <a href="#dorm">{children}</a>,
    mapLink: (children) => <a href="#map">{children}</a>,
  },
} satisfies Meta<typeof CampusView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '서울대학교 관악캠퍼스' })).toBeVisible();
    const answer = canvas.getByRole('region', { name: '기숙사와 자취, 어디가 나을까요?' });
    await expect(answer).toHaveTextContent(
      '관악 기숙사 1동이 한 달 약 34만원으로, 주변 자취 중간값(월 74.6만원)보다 월 41만원 저렴해요.',
    );
    await expect(answer).toHaveTextContent('자취방 후기의 27%가 통학이 편하다고 했어요.');
    await expect(canvas.getByRole('region', { name: '기숙사 2곳' })).toHaveTextContent('학점 기준 40%');
    await expect(canvas.getByRole('region', { name: '자취 도보 1.5km 안 21곳' })).toHaveTextContent(
      '월 74.6만원',
    );
    await expect(canvas.getByRole('note')).toHaveTextContent('1건은 보증금을 못 돌려받았어요');

    // At a phone's 390 px the two sides are stacked, never two squeezed columns, and the chart's labels are
    // at least 12 px as drawn.
    const dorms = canvas.getByRole('region', { name: '기숙사 2곳' }).getBoundingClientRect();
    const off = canvas.getByRole('region', { name: '자취 도보 1.5km 안 21곳' }).getBoundingClientRect();
    await expect(off.top).toBeGreaterThanOrEqual(dorms.bottom);
    await expect(off.width).toBeGreaterThan(300);
    const labels = canvasElement.querySelectorAll('.jb-CostDistributionChart-svg text');
    await expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      const svg = label.closest('svg') as SVGSVGElement;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      await expect(Number.parseFloat(getComputedStyle(label).fontSize) * scale).toBeGreaterThanOrEqual(12);
    }

    await userEvent.click(canvas.getByRole('button', { name: '뒤로 가기' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const TooFew: Story = {
  name: '후기 부족',
  args: {
    data: {
      ...data,
      dormitories: [],
      offCampus: {
        ...data.offCampus,
        buildingCount: 1,
        reviewCount: 2,
        sampleCount: 2,
        cost: null,
        histogram: [],
        keywords: [],
        depositReturns: { full: 0, partial: 0, none: 0, living: 0, averageDays: null },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '기숙사와 자취, 어디가 나을까요?' })).toHaveTextContent(
      '아직 비교할 후기가 부족해요. 후기가 3개 이상 모이면 보여드려요.',
    );
    await expect(canvas.getByText('아직 이 캠퍼스 기숙사 후기가 없어요.')).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { status: 'loading', data: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: '오류',
  args: { status: 'error', data: undefined, errorText: '네트워크 연결을 확인해 주세요.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '캠퍼스 정보를 불러오지 못했어요' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Gone: Story = {
  name: '없는 캠퍼스',
  args: { status: 'gone', data: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '캠퍼스를 찾을 수 없어요' })).toBeVisible();
    // a campus that does not exist cannot come back on a retry
    await expect(canvas.queryByRole('button', { name: '다시 시도' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '돌아가기' }));
    await expect(args.onBack).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: '홈으로' })).toBeVisible();
  },
};
