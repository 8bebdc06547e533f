import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { DepositRangeSlider, MonthlyRentRangeSlider, type PriceRangeValue } from './RangeSlider';

const meta = {
  title: '컴포넌트/입력/가격 범위 · PriceRangeSlider',
  component: DepositRangeSlider,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onValueCommit: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '보증금·월세 범위를 고르는 손잡이 두 개짜리 막대입니다. 위에 "1,000만원 ~ 3,000만원"처럼 고른 범위가 글자로 보이고, 오른쪽 끝까지 밀면 "5,000만원 ' +
          '이상"이 됩니다.\n\n- **눈금**: 보증금 100만원 단위(0원~5,000만원 이상). 월세는 200만원까지 5만원, 그 위는 10만원 단위(~500만원 ' +
          '이상).\n- **손잡이**: 끌거나 막대를 눌러 가까운 손잡이를 옮깁니다. 두 손잡이는 같은 눈금에 겹칠 수 있지만 서로 넘지는 않습니다. ' +
          '손잡이마다 손가락 크기(44px)의 누를 자리가 있고, 키보드로 가면 파란 테두리가 보입니다.\n- **키보드**: 손잡이에서 ←/→로 한 ' +
          '눈금, PageUp/PageDown(또는 Shift+←/→)으로 열 눈금, Home/End로 끝. 화면낭독기는 "최소 보증금, 1,000만원"처럼 읽습니다.\n' +
          '- **비활성**: 흐리게 보이고 움직이지 않습니다.',
      },
    },
  },
} satisfies Meta<typeof DepositRangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const thumbs = (canvasElement: HTMLElement, kind: '보증금' | '월세') => {
  const canvas = within(canvasElement);
  return {
    min: canvas.getByRole('slider', { name: `최소 ${kind}` }),
    max: canvas.getByRole('slider', { name: `최대 ${kind}` }),
  };
};

/**
 * Chromium grants pointer capture only to a pointer whose button is really pressed, which script-dispatched
 * events (user-event) never are; the slider captures the pointer it drags with, so the test grants capture the
 * way the browser would for a finger.
 */
function grantPointerCapture(element: HTMLElement) {
  const held = new Set<number>();
  element.setPointerCapture = (id) => {
    held.add(id);
  };
  element.hasPointerCapture = (id) => held.has(id);
  element.releasePointerCapture = (id) => {
    held.delete(id);
  };
  return () => {
    for (const key of ['setPointerCapture', 'hasPointerCapture', 'releasePointerCapture'] as const) {
      Reflect.deleteProperty(element, key);
    }
  };
}

const valueLabel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="value"]') as HTMLElement;

export const Deposit: Story = {
  name: '보증금: 기본 (전체 범위)',
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, '보증금');
    await expect(valueLabel(canvasElement)).toHaveTextContent('0원 ~ 5,000만원 이상');
    await expect(min).toHaveAttribute('aria-valuetext', '0원');
    await expect(max).toHaveAttribute('aria-valuetext', '5,000만원 이상');
    await expect(max).toHaveAttribute('aria-valuemax', '50');
    await expect(canvasElement.querySelector('[data-component="DepositRangeSlider"]')).toHaveAttribute(
      'data-unbounded',
    );
  },
};

export const DepositKeyboard: Story = {
  name: '보증금: 키보드로 옮기기',
  play: async ({ canvasElement, args }) => {
    const { min, max } = thumbs(canvasElement, '보증금');
    await userEvent.tab();
    await expect(min).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuetext', '500만원');
    await expect(valueLabel(canvasElement)).toHaveTextContent('500만원 ~ 5,000만원 이상');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 500, max: null });
    await userEvent.tab();
    await expect(max).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(max).toHaveAttribute('aria-valuetext', '4,900만원');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 500, max: 4900 });
    await userEvent.keyboard('{PageDown}');
    await expect(valueLabel(canvasElement)).toHaveTextContent('500만원 ~ 3,900만원');
    // Back to the top step: unbounded again.
    await userEvent.keyboard('{End}');
    await expect(max).toHaveAttribute('aria-valuetext', '5,000만원 이상');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 500, max: null });
    await expect(args.onValueCommit).toHaveBeenLastCalledWith({ min: 500, max: null });
  },
};

export const DepositDrag: Story = {
  name: '보증금: 손잡이 끌기',
  play: async ({ canvasElement, args }) => {
    const { max } = thumbs(canvasElement, '보증금');
    const track = canvasElement.querySelector('[data-slot="track"]') as HTMLElement;
    const box = track.getBoundingClientRect();
    const thumbBox = max.getBoundingClientRect();
    // user-event fills only the coordinates it is given; the slider reads clientX.
    const start = { clientX: thumbBox.x + thumbBox.width / 2, clientY: thumbBox.y + thumbBox.height / 2 };
    const middle = { clientX: box.x + box.width / 2, clientY: start.clientY };
    const release = grantPointerCapture(max);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: max, coords: start },
      { target: max, coords: { clientX: (start.clientX + middle.clientX) / 2, clientY: start.clientY } },
      { target: max, coords: middle },
      { keys: '[/MouseLeft]', target: max, coords: middle },
    ]);
    release();
    // The thumb lands on the step under the pointer (about the middle of 50) and the value is that step's.
    const step = Number(max.getAttribute('aria-valuenow'));
    await expect(step).toBeGreaterThanOrEqual(24);
    await expect(step).toBeLessThanOrEqual(26);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 0, max: step * 100 });
    await expect(max).toHaveAttribute('aria-valuetext', `${(step * 100).toLocaleString('ko-KR')}만원`);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith({ min: 0, max: step * 100 });
  },
};

export const DepositPressOnTrack: Story = {
  name: '보증금: 막대를 눌러 옮기기',
  play: async ({ canvasElement, args }) => {
    const { min, max } = thumbs(canvasElement, '보증금');
    const track = canvasElement.querySelector('[data-slot="track"]') as HTMLElement;
    const box = track.getBoundingClientRect();
    // A press at 80 % of the track moves the nearer thumb (the upper one) to that step.
    const at = { clientX: box.x + box.width * 0.8, clientY: box.y + box.height / 2 };
    const release = grantPointerCapture(track);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: track, coords: at },
      { keys: '[/MouseLeft]', target: track, coords: at },
    ]);
    release();
    const step = Number(max.getAttribute('aria-valuenow'));
    await expect(step).toBeGreaterThanOrEqual(39);
    await expect(step).toBeLessThanOrEqual(41);
    await expect(min).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 0, max: step * 100 });
    await expect(max).toHaveFocus();
  },
};

export const ThumbsNeverCross: Story = {
  name: '두 손잡이는 서로 넘지 않음',
  args: { defaultValue: { min: 1000, max: 2000 } },
  play: async ({ canvasElement, args }) => {
    const { min, max } = thumbs(canvasElement, '보증금');
    // Each thumb's range ends where the other thumb is.
    await expect(min).toHaveAttribute('aria-valuemax', '20');
    await expect(max).toHaveAttribute('aria-valuemin', '10');
    min.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(min).toHaveAttribute('aria-valuetext', '2,000만원');
    await userEvent.keyboard('{PageDown}');
    await expect(min).toHaveAttribute('aria-valuetext', '1,000만원');
    await userEvent.keyboard('{End}');
    await expect(min).toHaveAttribute('aria-valuetext', '2,000만원');
    await userEvent.keyboard('{ArrowRight}{PageUp}');
    await expect(min).toHaveAttribute('aria-valuenow', '20');
    await expect(max).toHaveAttribute('aria-valuenow', '20');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 2000, max: 2000 });
    max.focus();
    await userEvent.keyboard('{Home}');
    await expect(max).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{End}');
    await expect(max).toHaveAttribute('aria-valuetext', '5,000만원 이상');
    min.focus();
    await userEvent.keyboard('{Home}');
    await expect(valueLabel(canvasElement)).toHaveTextContent('0원 ~ 5,000만원 이상');
    // Dragging the lower thumb past the upper one stops it at the upper one.
    max.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(max).toHaveAttribute('aria-valuenow', '3');
    const track = (canvasElement.querySelector('[data-slot="track"]') as HTMLElement).getBoundingClientRect();
    const box = min.getBoundingClientRect();
    const start = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    const end = { clientX: track.right - 10, clientY: start.clientY };
    const release = grantPointerCapture(min);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: min, coords: start },
      { target: min, coords: end },
      { keys: '[/MouseLeft]', target: min, coords: end },
    ]);
    release();
    await expect(min).toHaveAttribute('aria-valuenow', '3');
    await expect(max).toHaveAttribute('aria-valuenow', '3');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith({ min: 300, max: 300 });
  },
};

export const FocusedThumb: Story = {
  name: '손잡이: 손가락 크기의 터치 영역과 포커스 표시',
  args: { defaultValue: { min: 1000, max: 3000 } },
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, '보증금');
    for (const thumb of [min, max]) {
      const box = thumb.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.tab();
    await expect(min).toHaveFocus();
    // The kit's one focus ring: --jb-focus-ring, in the focus colour (brand-950).
    await expect(getComputedStyle(min, '::before').boxShadow).toContain('rgb(66, 26, 7) 0px 0px 0px 2px');
  },
};

export const DepositPreset: Story = {
  name: '보증금: 1,000만원 ~ 3,000만원',
  args: { defaultValue: { min: 1000, max: 3000 } },
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, '보증금');
    await expect(min).toHaveAttribute('aria-valuenow', '10');
    await expect(max).toHaveAttribute('aria-valuenow', '30');
    await expect(valueLabel(canvasElement)).toHaveTextContent('1,000만원 ~ 3,000만원');
  },
};

export const SnapsOffScaleValues: Story = {
  name: '눈금 사이 값은 가까운 눈금으로',
  args: { defaultValue: { min: 1234, max: 4980 } },
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, '보증금');
    await expect(min).toHaveAttribute('aria-valuetext', '1,200만원');
    await expect(max).toHaveAttribute('aria-valuetext', '5,000만원 이상');
  },
};

export const SameStep: Story = {
  name: '두 손잡이가 같은 눈금',
  args: { defaultValue: { min: 500, max: 500 } },
  play: async ({ canvasElement }) => {
    await expect(valueLabel(canvasElement)).toHaveTextContent(/^500만원$/);
  },
};

export const Disabled: Story = {
  name: '비활성',
  args: { disabled: true, defaultValue: { min: 500, max: null } },
  play: async ({ canvasElement, args }) => {
    const { min } = thumbs(canvasElement, '보증금');
    await expect(min).not.toHaveAttribute('tabindex');
    min.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuetext', '500만원');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function ControlledDeposit() {
  const [value, setValue] = React.useState<PriceRangeValue>({ min: 0, max: 2000 });
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-4)' }}>
      <DepositRangeSlider value={value} onValueChange={setValue} />
      <output aria-label="선택 값">{JSON.stringify(value)}</output>
      <Button variant="secondary" size="sm" onClick={() => setValue({ min: 0, max: null })}>
        초기화
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  name: '초기화 버튼과 함께',
  render: () => <ControlledDeposit />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { max } = thumbs(canvasElement, '보증금');
    max.focus();
    await expect(max).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(max).toHaveAttribute('aria-valuenow', '21');
    await expect(canvas.getByLabelText('선택 값')).toHaveTextContent('{"min":0,"max":2100}');
    await userEvent.click(canvas.getByRole('button', { name: '초기화' }));
    await expect(canvas.getByLabelText('선택 값')).toHaveTextContent('{"min":0,"max":null}');
    await expect(max).toHaveAttribute('aria-valuetext', '5,000만원 이상');
  },
};

type RentStory = StoryObj<typeof MonthlyRentRangeSlider>;

export const MonthlyRent: RentStory = {
  name: '월세: 기본 (전체 범위)',
  render: (args) => <MonthlyRentRangeSlider {...args} />,
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, '월세');
    await expect(valueLabel(canvasElement)).toHaveTextContent('0원 ~ 500만원 이상');
    await expect(max).toHaveAttribute('aria-valuemax', '70');
    await expect(max).toHaveAttribute('aria-valuetext', '500만원 이상');
    await expect(min).toHaveAttribute('aria-valuetext', '0원');
  },
};

export const MonthlyRentKeyboard: RentStory = {
  name: '월세: 200만원 위는 10만원 단위',
  render: (args) => <MonthlyRentRangeSlider {...args} />,
  args: { defaultValue: { min: 195, max: null }, onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const { min, max } = thumbs(canvasElement, '월세');
    min.focus();
    // 5만원 steps up to 200, 10만원 after.
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuetext', '200만원');
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuetext', '210만원');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 210, max: null });
    max.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(max).toHaveAttribute('aria-valuetext', '490만원');
    await expect(valueLabel(canvasElement)).toHaveTextContent('210만원 ~ 490만원');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 210, max: null });
    await expect(valueLabel(canvasElement)).toHaveTextContent('210만원 ~ 500만원 이상');
  },
};

export const MonthlyRentDragToTop: RentStory = {
  name: '월세: 끝까지 밀면 "이상"',
  render: (args) => <MonthlyRentRangeSlider {...args} />,
  args: { defaultValue: { min: 0, max: 50 }, onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const { max } = thumbs(canvasElement, '월세');
    await expect(valueLabel(canvasElement)).toHaveTextContent('0원 ~ 50만원');
    const track = (canvasElement.querySelector('[data-slot="track"]') as HTMLElement).getBoundingClientRect();
    const thumbBox = max.getBoundingClientRect();
    const start = { clientX: thumbBox.x + thumbBox.width / 2, clientY: thumbBox.y + thumbBox.height / 2 };
    const end = { clientX: track.right + 40, clientY: start.clientY };
    const release = grantPointerCapture(max);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: max, coords: start },
      { target: max, coords: end },
      { keys: '[/MouseLeft]', target: max, coords: end },
    ]);
    release();
    await waitFor(() => expect(max).toHaveAttribute('aria-valuenow', '70'));
    await expect(max).toHaveAttribute('aria-valuetext', '500만원 이상');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 0, max: null });
  },
};

export const CustomTexts: RentStory = {
  name: '다른 언어 문구',
  render: (args) => <MonthlyRentRangeSlider {...args} />,
  args: {
    label: 'Monthly rent',
    minThumbLabel: 'Minimum rent',
    maxThumbLabel: 'Maximum rent',
    texts: { orMore: 'or more', rangeSeparator: ' – ' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Maximum rent' })).toHaveAttribute(
      'aria-valuetext',
      '500만원 or more',
    );
    await expect(valueLabel(canvasElement)).toHaveTextContent('0원 – 500만원 or more');
  },
};
