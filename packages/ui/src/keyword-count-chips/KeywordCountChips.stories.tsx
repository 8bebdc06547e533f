import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeywordCountChips } from './KeywordCountChips';

const meta = {
  title: '컴포넌트/콘텐츠/키워드 집계 · KeywordCountChips',
  component: KeywordCountChips,
  tags: ['autodocs'],
  args: {
    keywords: [
      { key: 'PO_BD_LO_01', count: 12 },
      { key: 'PO_BD_LO_03', count: 9 },
      { key: 'PO_BD_ST_01', count: 4 },
      { key: 'PO_BD_MT_01', count: 1200 },
    ],
  },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '건물 상세에서 후기들이 많이 고른 키워드를 보여 줍니다. 칩마다 장점(초록, 엄지 위)·단점(빨강, 엄지 아래) 아이콘, 키워드 문장, 고른 사람 수가 있습니다.\n\n- ' +
          '**순서**: 많이 고른 키워드부터.\n- **여러 줄**: 칩이 많으면 다음 줄로 넘어갑니다.\n- **비어 있음**: 아직 키워드가 없으면 아무것도 그리지 않습니다.',
      },
    },
  },
} satisfies Meta<typeof KeywordCountChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '이 건물의 키워드' });
    const chips = within(list).getAllByRole('listitem');
    await expect(chips).toHaveLength(4);
    await expect(chips[0]).toHaveTextContent('교통 편리 12개 후기');
    await expect(chips[3]).toHaveTextContent('1,200');
    await expect(chips[0]).toHaveAttribute('data-polarity', 'positive');
  },
};

export const Mixed: Story = {
  name: '장점과 단점이 섞임',
  args: {
    keywords: [
      { key: 'PO_DO_LO_01', count: 3 },
      { key: 'NE_DO_MT_01', count: 2 },
    ],
    label: '기숙사 키워드',
  },
  play: async ({ canvasElement }) => {
    const chips = within(within(canvasElement).getByRole('list', { name: '기숙사 키워드' })).getAllByRole(
      'listitem',
    );
    await expect(chips[1]).toHaveAttribute('data-polarity', 'negative');
  },
};

export const Empty: Story = {
  name: '비어 있음',
  args: { keywords: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};
