import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { RecentlyViewedEmpty } from './RecentlyViewedEmpty';

const meta = {
  title: 'Components/Content/RecentlyViewedEmpty',
  component: RecentlyViewedEmpty,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '홈의 "최근 본 후기" 영역이 비었을 때. 아이콘, 제목 "최근 본 후기가 없어요", 지도를 둘러보라는 안내와 연필 아이콘을 보여 줍니다 ' +
          '(EmptyState를 `layout="inline"`으로 사용). `onBrowseMap`을 주면 "지도 둘러보기" 버튼이, `action`을 주면 그 요소(라우터 링크 등)가 붙습니다. ' +
          '`title`·`hint`·`browseLabel`·`icon`·`headingLevel`(기본 3)로 바꿀 수 있습니다. ' +
          '선택자: `[data-component="RecentlyViewedEmpty"]`, `[data-slot="icon|title|hint|pencil|action"]`.',
      },
    },
  },
} satisfies Meta<typeof RecentlyViewedEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: '최근 본 후기가 없어요' })).toBeVisible();
    await expect(canvas.getByText(/지도에서/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="pencil"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithBrowseButton: Story = {
  args: { onBrowseMap: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '지도 둘러보기' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBrowseMap).toHaveBeenCalledTimes(1);
  },
};

export const WithLink: Story = {
  args: {
    action: (
      <Button asChild variant="secondary" size="sm">
        <a href="#map">지도로 가기</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '지도로 가기' })).toHaveAttribute(
      'href',
      '#map',
    );
  },
};
