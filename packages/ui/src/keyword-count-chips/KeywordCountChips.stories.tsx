import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeywordCountChips } from './KeywordCountChips';

const meta = {
  title: 'Components/Content/KeywordCountChips',
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
          '건물 상세의 키워드 칩. `keywords`([{ key, count }], 도메인의 KeywordCount)의 코드를 키워드 목록의 짧은 이름으로 바꾸고 ' +
          '옆에 개수(천 단위 쉼표)를 붙입니다. 모르는 코드는 그대로 보입니다. `label`(목록 이름, 기본 "이 건물의 키워드"), ' +
          '`countSuffix`(화면낭독기용 단위, 기본 "개 후기"). 선택자: `[data-component="KeywordCountChips"]`, ' +
          '`[data-slot="chip|label|count"]`, `[data-polarity="positive|negative"]`.',
      },
    },
  },
} satisfies Meta<typeof KeywordCountChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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
  args: { keywords: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};
