import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafetyNotice } from './SafetyNotice';

const meta = {
  title: 'Components/Shell/SafetyNotice',
  component: SafetyNotice,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '홈 맨 아래의 안전 안내 문구. 제목으로 이름 붙은 `<section>`이며 `title`과 `items`(문장 목록)는 한국어 기본값이 있고 ' +
          '바꿀 수 있습니다. 목록 대신 자유로운 내용은 `children`으로 넣습니다. 선택자: `[data-component="SafetyNotice"]`, ' +
          '`[data-slot="title" | "list" | "item"]`.',
      },
    },
  },
} satisfies Meta<typeof SafetyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '안전한 자취방 계약을 위한 안내' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const CustomText: Story = {
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
