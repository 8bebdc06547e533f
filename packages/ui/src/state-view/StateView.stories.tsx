import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { HeartIcon } from '../icons';
import { EmptyState, ErrorState } from './StateView';

const meta = {
  title: '패턴/상태 화면 · StateView',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '내용 대신 상태를 알리는 안내입니다. 그림, 제목, 한 문장 안내, 버튼이 가운데에 세로로 놓입니다.\n\n- **오류 (ErrorState)**: "문제가 생겼어요"와 ' +
          '함께 다시 시도할 수 있게 합니다. 화면 전체를 쓰거나 구역 안에 작게 씁니다.\n- **비어 있음 (EmptyState)**: "관심목록이 비어 있어요"처럼 아직 내용이 ' +
          '없을 때, 무엇을 하면 채워지는지 알려 줍니다.\n\n제목은 짧게, 안내 문장은 사용자가 할 수 있는 다음 행동으로 씁니다.',
      },
    },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorPage: Story = {
  name: '오류: 화면 전체',
  args: {
    onRetry: fn(),
    action: (
      <Button variant="secondary" asChild>
        <a href="#home">홈으로</a>
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '문제가 생겼어요' })).toHaveAttribute(
      'data-kind',
      'error',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '#home');
  },
};

export const LoadFailure: Story = {
  name: '오류: 구역 안 (다시 시도)',
  args: { title: '데이터를 불러오는 중 오류가 발생했어요', hint: undefined, layout: 'inline', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: '데이터를 불러오는 중 오류가 발생했어요' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region')).toHaveAttribute('data-layout', 'inline');
  },
};

export const Empty: StoryObj<typeof EmptyState> = {
  name: '비어 있음: 최근 본 후기',
  render: (args) => <EmptyState {...args} />,
  args: {
    layout: 'inline',
    title: '최근 본 후기가 없어요',
    hint: '지도에서 우리 학교 근처 자취방 후기를 둘러보세요.',
    action: (
      <Button variant="secondary" size="sm" asChild>
        <a href="#map">지도 보러 가기</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '최근 본 후기가 없어요' });
    await expect(region).toHaveAttribute('data-component', 'EmptyState');
    await expect(region.querySelector('[data-icon="Pencil"]')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '지도 보러 가기' })).toBeVisible();
  },
};

export const EmptyBookmarks: StoryObj<typeof EmptyState> = {
  name: '비어 있음: 관심목록',
  render: (args) => <EmptyState {...args} />,
  args: { icon: <HeartIcon size={48} />, title: '관심목록이 비어 있어요', headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '관심목록이 비어 있어요' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
