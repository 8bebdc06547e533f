import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { atWidths } from '../../../../.storybook/modes';
import { PaneSplitter, type PaneSplitterProps } from './PaneSplitter';

function TwoPanes(args: PaneSplitterProps) {
  const [width, setWidth] = useState(args.value);
  return (
    <div style={{ display: 'flex', height: 320, border: '1px solid var(--jb-color-border)' }}>
      <section
        id="story-pane"
        aria-label="목록"
        style={{ width, flexShrink: 0, padding: 'var(--jb-space-4)', background: 'var(--jb-color-surface)' }}
      >
        <p style={{ margin: 0 }}>목록 · {width}px</p>
      </section>
      <PaneSplitter
        {...args}
        value={width}
        controls="story-pane"
        onValueChange={(next) => {
          setWidth(next);
          args.onValueChange(next);
        }}
      />
      <section aria-label="지도" style={{ flex: 1, background: 'var(--jb-color-surface-muted)' }} />
    </div>
  );
}

const meta = {
  title: '컴포넌트/레이아웃/칸 나누기 · PaneSplitter',
  component: PaneSplitter,
  tags: ['autodocs'],
  args: { value: 240, min: 160, max: 320, step: 16, onValueChange: fn() },
  argTypes: { onValueChange: { control: false } },
  render: (args) => <TwoPanes {...args} />,
  parameters: { chromatic: { modes: atWidths(390, 768) } },
} satisfies Meta<typeof PaneSplitter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 키보드: 화살표로 16px씩, Home/End로 가장 좁게·넓게. */
export const Keyboard: Story = {
  name: '키보드로 조절',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const splitter = canvas.getByRole('separator', { name: '목록 너비 조절' });
    await userEvent.tab();
    await expect(splitter).toHaveFocus();
    await expect(splitter).toHaveAttribute('aria-valuenow', '240');
    await userEvent.keyboard('{ArrowRight}');
    await expect(splitter).toHaveAttribute('aria-valuenow', '256');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(256);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(splitter).toHaveAttribute('aria-valuenow', '224');
    await userEvent.keyboard('{End}');
    await expect(splitter).toHaveAttribute('aria-valuenow', '320');
    await expect(splitter).toHaveAttribute('aria-valuetext', '320픽셀');
    // Past the widest it stays put and reports nothing new.
    const calls = (args.onValueChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(calls);
    await userEvent.keyboard('{Home}');
    await expect(splitter).toHaveAttribute('aria-valuenow', '160');
    await expect(canvas.getByText('목록 · 160px')).toBeVisible();
  },
};

/** 끌기: 누른 채 옮긴 만큼 넓어지고, 범위 밖으로는 가지 않아요. */
export const Drag: Story = {
  name: '끌어서 조절',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const splitter = canvas.getByRole('separator', { name: '목록 너비 조절' });
    const box = splitter.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    fireEvent.pointerDown(splitter, { pointerId: 1, button: 0, clientX: x, clientY: y });
    fireEvent.pointerMove(splitter, { pointerId: 1, clientX: x + 40, clientY: y });
    await expect(splitter).toHaveAttribute('aria-valuenow', '280');
    fireEvent.pointerMove(splitter, { pointerId: 1, clientX: x + 400, clientY: y });
    await expect(splitter).toHaveAttribute('aria-valuenow', '320');
    fireEvent.pointerUp(splitter, { pointerId: 1, clientX: x + 400, clientY: y });
    fireEvent.pointerMove(splitter, { pointerId: 1, clientX: x, clientY: y });
    await expect(splitter).toHaveAttribute('aria-valuenow', '320');
  },
};
