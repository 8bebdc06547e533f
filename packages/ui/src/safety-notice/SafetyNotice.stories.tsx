import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafetyNotice } from './SafetyNotice';

const meta = {
  title: '컴포넌트/화면 틀/안전 안내 · SafetyNotice',
  component: SafetyNotice,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '홈 아래의 안전한 계약 안내입니다. 회색 바탕에 제목과 짧은 안내 문장 목록(등기부등본 확인, 전입신고 …)이 있습니다.',
      },
    },
  },
} satisfies Meta<typeof SafetyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '안전한 자취방 계약을 위한 안내' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const CustomText: Story = {
  name: '다른 문구',
  args: {
    title: '알려 드려요',
    children: <p>찐빵은 후기 정보만 제공하며 거래에 관여하지 않아요.</p>,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '알려 드려요' });
    await expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    await expect(region).toHaveTextContent('거래에 관여하지 않아요');
  },
};
