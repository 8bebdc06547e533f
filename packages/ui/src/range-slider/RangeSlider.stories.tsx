import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DepositRangeSlider, MonthlyRentRangeSlider, type PriceRangeValue } from './RangeSlider';

const meta = {
  title: 'Components/Filters/PriceRangeSlider',
  component: DepositRangeSlider,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onValueCommit: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '필터 시트의 가격 범위 슬라이더(손잡이 두 개). **DepositRangeSlider**: 보증금 0~50단계 × 100만원, 맨 위 단계는 "5,000만원 이상". ' +
          '**MonthlyRentRangeSlider**: 월세 0~70단계, 200만원까지 5만원씩, 그 뒤 500만원까지 10만원씩, 맨 위는 "500만원 이상". ' +
          '값은 만원 단위 `{ min, max }`이고 `max: null`이 상한 없음(`value`/`defaultValue`/`onValueChange`, 손을 뗄 때 `onValueCommit`). ' +
          '눈금을 벗어난 값은 가장 가까운 단계로 맞춥니다. 위쪽에 "500만원 ~ 5,000만원 이상" 같은 범위 글자가 실시간으로 바뀌고, 각 손잡이는 ' +
          '"최소 보증금"/"최대 보증금"(`minThumbLabel`/`maxThumbLabel`) 이름과 "500만원" 같은 `aria-valuetext`를 가집니다. ' +
          '키보드: 화살표 한 단계, Page Up/Down 열 단계, Home/End 끝. 단어는 `label`, `texts`({ orMore, rangeSeparator })로 바꿉니다. ' +
          '눈금 함수는 @jjinbbang/domain의 `DEPOSIT_SCALE`, `MONTHLY_RENT_SCALE`, 필터 요청 값은 `toPriceFilterPayload`. ' +
          '선택자: `[data-component="DepositRangeSlider"]`, `[data-unbounded]`, `[data-disabled]`, `[data-slot="thumb"][data-thumb="min|max"]`.',
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
 * events (user-event) never are; radix moves a thumb only while it holds capture, so the test grants it the
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
  play: async ({ canvasElement, args }) => {
    const { max } = thumbs(canvasElement, '보증금');
    const track = canvasElement.querySelector('[data-slot="track"]') as HTMLElement;
    const box = track.getBoundingClientRect();
    const thumbBox = max.getBoundingClientRect();
    // user-event fills only the coordinates it is given; radix reads clientX.
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

export const DepositPreset: Story = {
  args: { defaultValue: { min: 1000, max: 3000 } },
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, '보증금');
    await expect(min).toHaveAttribute('aria-valuenow', '10');
    await expect(max).toHaveAttribute('aria-valuenow', '30');
    await expect(valueLabel(canvasElement)).toHaveTextContent('1,000만원 ~ 3,000만원');
  },
};

export const SnapsOffScaleValues: Story = {
  args: { defaultValue: { min: 1234, max: 4980 } },
  play: async ({ canvasElement }) => {
    const { min, max } = thumbs(canvasElement, '보증금');
    await expect(min).toHaveAttribute('aria-valuetext', '1,200만원');
    await expect(max).toHaveAttribute('aria-valuetext', '5,000만원 이상');
  },
};

export const SameStep: Story = {
  args: { defaultValue: { min: 500, max: 500 } },
  play: async ({ canvasElement }) => {
    await expect(valueLabel(canvasElement)).toHaveTextContent(/^500만원$/);
  },
};

export const Disabled: Story = {
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
      <button type="button" onClick={() => setValue({ min: 0, max: null })}>
        초기화
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDeposit />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { max } = thumbs(canvasElement, '보증금');
    max.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByLabelText('선택 값')).toHaveTextContent('{"min":0,"max":2100}');
    await userEvent.click(canvas.getByRole('button', { name: '초기화' }));
    await expect(canvas.getByLabelText('선택 값')).toHaveTextContent('{"min":0,"max":null}');
    await expect(max).toHaveAttribute('aria-valuetext', '5,000만원 이상');
  },
};

type RentStory = StoryObj<typeof MonthlyRentRangeSlider>;

export const MonthlyRent: RentStory = {
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
