import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type KeywordTagItem, KeywordTagRow } from './KeywordTagRow';

const threeTags: KeywordTagItem[] = [
  { id: 'PO_BD_LO_01', label: '교통 편리', polarity: 'positive' },
  { id: 'PO_BD_ST_01', label: '채광 좋음', polarity: 'positive' },
  { id: 'NE_BD_ST_02', label: '방음 약함', polarity: 'negative' },
];

const tenTags: KeywordTagItem[] = [
  ...threeTags,
  { id: 't4', label: '조용함', polarity: 'positive' },
  { id: 't5', label: '벌레 있음', polarity: 'negative' },
  { id: 't6', label: '수압 좋음', polarity: 'positive' },
  { id: 't7', label: '관리 잘 됨', polarity: 'positive' },
  { id: 't8', label: '언덕길', polarity: 'negative' },
  { id: 't9', label: '편의점 가까움', polarity: 'positive' },
  { id: 't10', label: '곰팡이', polarity: 'negative' },
];

const numbered = (count: number): KeywordTagItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `n${i + 1}`,
    label: `태그${i + 1}`,
    polarity: i % 2 === 0 ? 'positive' : 'negative',
  }));

const meta = {
  title: 'Components/Review/KeywordTagRow',
  component: KeywordTagRow,
  tags: ['autodocs'],
  args: { tags: threeTags },
  parameters: {
    docs: {
      description: {
        component:
          '장점(엄지 위)·단점(엄지 아래) 키워드 태그 한 줄. 주어진 폭(`width`, 기본 292px, 태그 좌우 여백 합 28px)에 들어가는 태그만 앞에서부터 ' +
          '보여 주고 나머지는 "+N" 태그로 접으며, "+N"이 들어가지 않으면 태그를 하나 더 뺍니다. 폭은 숨은 측정용 사본에서 실제로 그려진 너비를 ' +
          '재고, 줄의 크기가 바뀌거나(ResizeObserver) 웹 폰트가 로드되면(`document.fonts.ready`, `loadingdone`) 다시 잽니다. 계산은 순수 함수 ' +
          '`fitTags(tagWidths, plusWidthFor, rowWidth, gap)`. 접근성: 목록 이름 "키워드"(`label`), 각 태그 앞에 숨은 "장점"/"단점" ' +
          '(`polarityLabels`), "+N" 태그의 이름은 "외 N개: 라벨, 라벨"(`formatMoreLabel`), 보이는 글자는 `formatMoreText`. ' +
          '선택자: `[data-component="KeywordTagRow"][data-empty][data-collapsed]`, `[data-slot="tag"][data-polarity]`, `[data-slot="more"]`.',
      },
    },
  },
} satisfies Meta<typeof KeywordTagRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '키워드' });
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-component="KeywordTagRow"]')).toHaveAttribute(
      'data-empty',
    );
  },
};

export const ThreeTags: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '키워드' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('장점 교통 편리');
    await expect(items[2]).toHaveTextContent('단점 방음 약함');
    await expect(items[2]).toHaveAttribute('data-polarity', 'negative');
    await expect(list.querySelector('[data-slot="more"]')).toBeNull();
  },
};

export const TenTags: Story = {
  args: { tags: tenTags },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '키워드' });
    const more = list.querySelector<HTMLElement>('[data-slot="more"]');
    await expect(more).not.toBeNull();
    const shown = list.querySelectorAll('[data-slot="tag"]').length;
    const hidden = tenTags.length - shown;
    await expect(more).toHaveTextContent(`+${hidden}`);
    const hiddenLabels = tenTags.slice(shown).map((t) => t.label);
    await expect(more).toHaveAccessibleName(`외 ${hidden}개: ${hiddenLabels.join(', ')}`);
    // Everything shown, "+N" included, stays inside the 292 px row.
    const row = list.getBoundingClientRect();
    await expect(row.width).toBe(292);
    await expect((more as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(row.right + 0.5);
  },
};

export const LongLabels: Story = {
  args: {
    tags: [
      { id: 'l1', label: '집주인이 친절하고 수리 요청에 빨리 응답해요', polarity: 'positive' },
      { id: 'l2', label: '겨울에 외풍이 심하고 난방비가 많이 나와요', polarity: 'negative' },
      { id: 'l3', label: '짧음', polarity: 'positive' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '키워드' });
    const more = list.querySelector<HTMLElement>('[data-slot="more"]');
    await expect(more).not.toBeNull();
    const shown = list.querySelectorAll('[data-slot="tag"]');
    for (const tag of shown) {
      await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right + 0.5,
      );
    }
    await expect(more).toHaveAccessibleName(new RegExp(`^외 ${3 - shown.length}개: `));
  },
};

export const Narrow: Story = {
  args: { tags: tenTags, width: 160 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '키워드' });
    await expect(list.getBoundingClientRect().width).toBe(160);
    const shown = list.querySelectorAll('[data-slot="tag"]').length;
    await expect(shown).toBeLessThan(3);
    await expect(list.querySelector('[data-slot="more"]')).toHaveTextContent(`+${10 - shown}`);
  },
};

// Deterministic widths: every tag is 80 px, the gap 4 px (--jb-space-2), so three tags take 248 px of 292.
const fixedWidthCss = (plusWidth: number) => `
  .fixed-tags .jb-KeywordTagRow-tag { width: 80px; padding: 0; justify-content: center; overflow: hidden; }
  .fixed-tags .jb-KeywordTagRow-more { width: ${plusWidth}px; }
`;

export const FixedWidthsPlusFits: Story = {
  args: { tags: numbered(10), className: 'fixed-tags' },
  render: (args) => (
    <>
      <style>{fixedWidthCss(40)}</style>
      <KeywordTagRow {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    // 3 × 80 + 2 × 4 = 248; + 4 + 40 ("+7") = 292 fits exactly.
    const list = within(canvasElement).getByRole('list', { name: '키워드' });
    await expect(list.querySelectorAll('[data-slot="tag"]')).toHaveLength(3);
    const more = list.querySelector('[data-slot="more"]');
    await expect(more).toHaveTextContent('+7');
    await expect(more).toHaveAccessibleName('외 7개: 태그4, 태그5, 태그6, 태그7, 태그8, 태그9, 태그10');
  },
};

export const FixedWidthsDropsOneMore: Story = {
  args: { tags: numbered(10), className: 'fixed-tags' },
  render: (args) => (
    <>
      <style>{fixedWidthCss(50)}</style>
      <KeywordTagRow {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    // 248 + 4 + 50 = 302 > 292, so the third tag goes too: 2 × 80 + 4 + 4 + 50 = 218.
    const list = within(canvasElement).getByRole('list', { name: '키워드' });
    await expect(list.querySelectorAll('[data-slot="tag"]')).toHaveLength(2);
    await expect(list.querySelector('[data-slot="more"]')).toHaveTextContent('+8');
  },
};

export const FixedWidthsAllFit: Story = {
  args: { tags: numbered(3), className: 'fixed-tags' },
  render: (args) => (
    <>
      <style>{fixedWidthCss(40)}</style>
      <KeywordTagRow {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '키워드' });
    await expect(list.querySelectorAll('[data-slot="tag"]')).toHaveLength(3);
    await expect(list.querySelector('[data-slot="more"]')).toBeNull();
  },
};

function ResizableRow(props: React.ComponentProps<typeof KeywordTagRow>) {
  const [narrow, setNarrow] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
      <button type="button" onClick={() => setNarrow((n) => !n)}>
        {narrow ? '넓게' : '좁게'}
      </button>
      <div style={{ width: narrow ? 172 : 292 }}>
        <KeywordTagRow {...props} />
      </div>
    </div>
  );
}

export const ReflowsOnResize: Story = {
  args: { tags: numbered(10), className: 'fixed-tags' },
  render: (args) => (
    <>
      <style>{fixedWidthCss(40)}</style>
      <ResizableRow {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '키워드' });
    // The row measures itself after layout: wait for the first fit instead of reading it synchronously.
    await waitFor(() => expect(list.querySelectorAll('[data-slot="tag"]')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: '좁게' }));
    // 172 px: 80 + 4 + 80 = 164 leaves no room for "+8", so one tag and "+9" (80 + 4 + 40 = 124).
    await waitFor(() => expect(list.querySelectorAll('[data-slot="tag"]')).toHaveLength(1));
    await expect(list.querySelector('[data-slot="more"]')).toHaveTextContent('+9');
    await userEvent.click(canvas.getByRole('button', { name: '넓게' }));
    await waitFor(() => expect(list.querySelectorAll('[data-slot="tag"]')).toHaveLength(3));
  },
};

export const CustomTexts: Story = {
  args: {
    tags: numbered(10),
    className: 'fixed-tags',
    label: 'Keywords',
    formatMoreText: (n) => `${n} more`,
    formatMoreLabel: (n, labels) => `${n} more: ${labels.join(' / ')}`,
    polarityLabels: { positive: 'Pro', negative: 'Con' },
  },
  render: (args) => (
    <>
      <style>{`.fixed-tags .jb-KeywordTagRow-tag { width: 80px; padding: 0; justify-content: center; overflow: hidden; }`}</style>
      <KeywordTagRow {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Keywords' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Pro 태그1');
    await expect(list.querySelector('[data-slot="more"]')).toHaveAccessibleName(/^\d+ more: /);
  },
};
