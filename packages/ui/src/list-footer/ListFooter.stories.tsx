import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListFooter } from './ListFooter';

const meta = {
  title: '컴포넌트/피드백/목록 끝 · ListFooter',
  component: ListFooter,
  tags: ['autodocs'],
  args: { status: 'loading' },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'loading', 'done'] } },
  parameters: {
    docs: {
      description: {
        component:
          '끝없이 이어지는 목록의 맨 아래 줄입니다. 아래로 내려 다음 묶음을 불러오는 동안 스피너와 "불러오는 중", 끝까지 불러오면 "모두 불러왔어요"를 보여 줍니다. ' +
          '화면낭독기에도 바뀔 때마다 알립니다.',
      },
    },
  },
} satisfies Meta<typeof ListFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: '불러오는 중',
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('status');
    await expect(footer).toHaveTextContent('불러오는 중');
    await expect(footer).toHaveAttribute('aria-busy', 'true');
  },
};

export const Done: Story = {
  name: '모두 불러옴',
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('status');
    await expect(footer).toHaveTextContent('모두 불러왔어요');
    await expect(footer).not.toHaveAttribute('aria-busy');
  },
};

export const Idle: Story = {
  name: '기다림 (안 보임)',
  args: { status: 'idle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const CustomText: Story = {
  name: '다른 언어 문구',
  args: { status: 'done', doneText: 'All loaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('All loaded');
  },
};
