import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
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
  title: '컴포넌트/콘텐츠/키워드 태그 줄 · KeywordTagRow',
  component: KeywordTagRow,
  tags: ['autodocs'],
  args: { tags: threeTags },
  parameters: {
    docs: {
      description: {
        component:
          '후기의 장점·단점 키워드를 한 줄로 보여 줍니다. 장점은 초록 바탕에 엄지 위, 단점은 빨강 바탕에 엄지 아래 아이콘입니다. 한 줄(기본 292px)에 들어가는 태그만 ' +
          '앞에서부터 보이고, 나머지는 "+3"처럼 개수로 접힙니다. "+3"까지 들어가지 않으면 태그를 하나 더 빼서 자리를 만듭니다.\n\n- **펼치기**: 후기 상세처럼 숨은 ' +
          '태그를 봐야 하는 곳에서는 "+3"이 버튼이 됩니다. 누르면 모든 태그가 여러 줄로 펼쳐지고 끝에 "접기"가 생깁니다. 처음부터 펼쳐 둘 수도 있습니다.\n- **목록 ' +
          '카드**: 카드 전체가 상세로 가는 곳에서는 "+3"은 개수만 알려 주는 글자입니다.\n- **긴 키워드**: 줄을 넘치지 않도록 잘립니다. 폭이 바뀌거나 글꼴이 늦게 ' +
          '와도 다시 맞춥니다.\n- **화면낭독기**: 각 태그 앞에 "장점"/"단점"을 읽고, "+3" 뒤에 숨은 태그 이름들을 읽습니다.',
      },
    },
  },
} satisfies Meta<typeof KeywordTagRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: '비어 있음',
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
  name: '기본 (3개, 다 들어감)',
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
  name: '10개: +N으로 접힘',
  args: { tags: tenTags },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '키워드' });
    const more = list.querySelector<HTMLElement>('[data-slot="more"]');
    await expect(more).not.toBeNull();
    const shown = list.querySelectorAll('[data-slot="tag"]').length;
    const hidden = tenTags.length - shown;
    await expect(more).toHaveTextContent(`+${hidden}`);
    const hiddenLabels = tenTags.slice(shown).map((t) => t.label);
    await expect(more).toHaveTextContent(`숨은 키워드 ${hidden}개: ${hiddenLabels.join(', ')}`);
    // Everything shown, "+N" included, stays inside the 292 px row.
    const row = list.getBoundingClientRect();
    await expect(row.width).toBe(292);
    await expect((more as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(row.right + 0.5);
  },
};

export const LongLabels: Story = {
  name: '긴 키워드',
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
    await expect(more).toHaveTextContent(new RegExp(`숨은 키워드 ${3 - shown.length}개: `));
  },
};

export const Narrow: Story = {
  name: '좁은 줄 (160px)',
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
  name: '+N이 딱 들어감',
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
    await expect(more).toHaveTextContent('숨은 키워드 7개: 태그4, 태그5, 태그6, 태그7, 태그8, 태그9, 태그10');
  },
};

export const FixedWidthsDropsOneMore: Story = {
  name: '+N 자리를 위해 하나 더 뺌',
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
  name: '다 들어가면 +N 없음',
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
      <Button variant="secondary" size="sm" onClick={() => setNarrow((n) => !n)}>
        {narrow ? '넓게' : '좁게'}
      </Button>
      <div style={{ width: narrow ? 172 : 292 }}>
        <KeywordTagRow {...props} />
      </div>
    </div>
  );
}

export const ReflowsOnResize: Story = {
  name: '폭이 바뀌면 다시 맞춤',
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
  name: '다른 언어 문구',
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
    await expect(list.querySelector('[data-slot="more"]')).toHaveTextContent(/\d+ more: /);
  },
};

export const Expandable: Story = {
  name: '펼치기: +N을 눌러 모두 보기',
  args: { tags: tenTags, expandable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '키워드' });
    const more = await canvas.findByRole('button', { name: /^\+\d+ 숨은 키워드/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const collapsedHeight = list.getBoundingClientRect().height;
    await userEvent.click(more);
    // Every tag, over several lines, and the same button now folds them back.
    await expect(list.querySelectorAll('[data-slot="tag"]')).toHaveLength(tenTags.length);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveTextContent('접기');
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(collapsedHeight);
    // Keyboard: the button keeps focus while it switches.
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(args.tags).toHaveLength(10);
  },
};

export const DefaultExpanded: Story = {
  name: '처음부터 펼침 (후기 상세)',
  args: { tags: tenTags, expandable: true, defaultExpanded: true, label: '장점' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '장점' });
    await expect(list.querySelectorAll('[data-slot="tag"]')).toHaveLength(tenTags.length);
    await expect(within(canvasElement).getByRole('button', { name: '접기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
