import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListFooter } from './ListFooter';

const meta = {
  title: 'Components/Feedback/ListFooter',
  component: ListFooter,
  tags: ['autodocs'],
  args: { status: 'loading' },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'loading', 'done'] } },
  parameters: {
    docs: {
      description: {
        component:
          '무한 스크롤 목록의 끝. `status`가 `loading`이면 스피너와 "불러오는 중", `done`이면 "모두 불러왔어요", `idle`이면 빈 영역입니다. ' +
          '`loadingText`·`doneText`로 문구를 바꾸고, `ref`를 넘겨 무한 스크롤 감지 요소로 쓸 수 있습니다. `role="status"`라 바뀔 때 읽힙니다. ' +
          '선택자: `[data-component="ListFooter"]`, `[data-status="idle|loading|done"]`, `[data-slot="spinner|text"]`.',
      },
    },
  },
} satisfies Meta<typeof ListFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('status');
    await expect(footer).toHaveTextContent('불러오는 중');
    await expect(footer).toHaveAttribute('aria-busy', 'true');
  },
};

export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('status');
    await expect(footer).toHaveTextContent('모두 불러왔어요');
    await expect(footer).not.toHaveAttribute('aria-busy');
  },
};

export const Idle: Story = {
  args: { status: 'idle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const CustomText: Story = {
  args: { status: 'done', doneText: 'All loaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('All loaded');
  },
};
