import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { HeartIcon } from '../icons';
import { EmptyState, ErrorState } from './StateView';

const meta = {
  title: 'Components/Feedback/StateView',
  component: ErrorState,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '전체 화면(`layout="page"`, 기본) 또는 구역 안(`layout="inline"`)의 상태 안내. `ErrorState`는 무슨 일이 있었는지와 ' +
          '돌아갈 길을 보여 주며 `onRetry`를 주면 "다시 시도" 버튼(`retryLabel`)이 생깁니다. `EmptyState`는 내용이 없을 때 ' +
          '씁니다. 공통 props: `icon`(장식, `null`이면 없음), `title`, `hint`, `action`(버튼·링크), `headingLevel`(기본 2). ' +
          '제목으로 이름 붙은 `<section>`입니다. 선택자: `[data-component="ErrorState" | "EmptyState"]`, ' +
          '`[data-kind="error" | "empty"]`, `[data-layout="page" | "inline"]`, `[data-slot="icon" | "title" | "hint" | "action"]`.',
      },
    },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorPage: Story = {
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
  render: (args) => <EmptyState {...args} />,
  args: { icon: <HeartIcon size={48} />, title: '관심목록이 비어 있어요', headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '관심목록이 비어 있어요' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
