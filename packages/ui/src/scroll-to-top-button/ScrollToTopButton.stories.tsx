import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTopButton, type ScrollToTopButtonProps } from './ScrollToTopButton';

const REVIEWS = Array.from({ length: 40 }, (_, i) => `후기 ${i + 1}`);

function ScrollingPage(args: ScrollToTopButtonProps) {
  const containerRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section
      ref={containerRef}
      data-testid="scroller"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard reachable (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label="후기 목록"
      style={{ width: 360, height: 400, overflowY: 'auto', transform: 'translateZ(0)' }}
    >
      <h2 ref={headingRef} tabIndex={-1} style={{ margin: 0 }}>
        후기 목록
      </h2>
      {REVIEWS.map((review) => (
        <p key={review} style={{ margin: 0, padding: 'var(--jb-space-4)' }}>
          {review}
        </p>
      ))}
      <ScrollToTopButton {...args} containerRef={containerRef} focusTargetRef={headingRef} />
    </section>
  );
}

const meta = {
  title: '컴포넌트/액션/맨 위로 버튼 · ScrollToTopButton',
  component: ScrollToTopButton,
  tags: ['autodocs'],
  args: { threshold: 300, onClick: fn() },
  argTypes: { onClick: { description: '누르면 불립니다.', control: false } },
  render: (args) => <ScrollingPage {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          '긴 목록을 내리면 오른쪽 아래에 나타나는 "맨 위로" 동그라미 버튼입니다. 누르면 부드럽게 맨 위로 올라가고(동작 줄이기 설정이면 바로), 키보드 사용자는 화면 제목으로 ' +
          '포커스가 옮겨집니다.',
      },
    },
  },
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfterThreshold: Story = {
  name: '내리면 나타남',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    await expect(canvas.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
    scroller.scrollTop = 200;
    scroller.dispatchEvent(new Event('scroll'));
    await expect(canvas.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
    scroller.scrollTop = 800;
    const button = await canvas.findByRole('button', { name: '맨 위로' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
    await expect(canvas.getByRole('heading', { name: '후기 목록' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument());
  },
};

export const KeyboardAndCustomLabel: Story = {
  name: '키보드로 누르고 제목으로 이동',
  args: { label: '처음으로', threshold: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = 500;
    const button = await canvas.findByRole('button', { name: '처음으로' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
  },
};
