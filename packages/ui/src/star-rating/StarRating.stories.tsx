import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { RatingPrompt, StarRating, StarRatingInput } from './StarRating';

const meta = {
  title: '컴포넌트/콘텐츠/별점 · StarRating',
  component: StarRating,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['stars', 'compact'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          '별점을 보여 주거나 고르게 합니다.\n\n- **보여 주기 (StarRating)**: 별 다섯 개 중 반올림한 수만큼 채웁니다(4.46 → 4개). 좁은 곳에서는 별 ' +
          '하나와 숫자("4.5"). 숫자가 아닌 값이 오면 0점으로 보입니다.\n- **고르기 (StarRatingInput)**: 후기 작성에서 큰 별 다섯 개를 눌러 고릅니다. ' +
          '마우스를 올리면 미리 채워 보이고, 키보드는 ←/→.\n- **질문 (RatingPrompt)**: 질문, 설명, 별, 아래 버튼이 한 묶음입니다. 별을 고르기 전에는 ' +
          '버튼이 꺼져 있습니다.\n- **크기**: 작게(목록), 보통, 크게(상세·작성).\n- **화면낭독기**: "별점 5점 만점에 4점"으로 읽습니다.',
      },
    },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledStars = (root: HTMLElement) => root.querySelectorAll('[data-slot="star"][data-filled]').length;

export const Display: Story = {
  name: '기본 (4점)',
  args: { value: 4 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '별점 5점 만점에 4점' });
    await expect(image.querySelectorAll('[data-slot="star"]')).toHaveLength(5);
    await expect(filledStars(image)).toBe(4);
    // A star is its drawing alone, with no box around it: a list page draws five per card.
    await expect(image.querySelectorAll(':scope > svg[data-slot="star"]')).toHaveLength(5);
  },
};

export const EveryValue: Story = {
  name: '0점부터 5점까지',
  args: { value: 0 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <StarRating key={n} {...args} value={n} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const n of [0, 1, 2, 3, 4, 5]) {
      const image = canvas.getByRole('img', { name: `별점 5점 만점에 ${n}점` });
      await expect(filledStars(image)).toBe(n);
    }
  },
};

export const Rounded: Story = {
  name: '반올림 (3.6 → 4)',
  args: { value: 3.6 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '별점 5점 만점에 4점' });
    await expect(filledStars(image)).toBe(4);
  },
};

export const InvalidIsZero: Story = {
  name: '숫자가 아니면 0점',
  args: { value: 0 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
      <StarRating {...args} value="별로" data-testid="text" />
      <StarRating {...args} value={null} data-testid="null" />
      <StarRating {...args} value={Number.NaN} data-testid="nan" />
      <StarRating {...args} value={-2} data-testid="negative" />
      <StarRating {...args} value={9} data-testid="over" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of ['text', 'null', 'nan', 'negative']) {
      const image = canvas.getByTestId(id);
      await expect(image).toHaveAccessibleName('별점 5점 만점에 0점');
      await expect(filledStars(image)).toBe(0);
    }
    await expect(canvas.getByTestId('over')).toHaveAccessibleName('별점 5점 만점에 5점');
  },
};

export const Sizes: Story = {
  name: '크기: 작게 · 보통 · 크게',
  args: { value: 4 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)', justifyItems: 'start' }}>
      <StarRating {...args} size="sm" data-testid="sm" />
      <StarRating {...args} size="md" data-testid="md" />
      <StarRating {...args} size="lg" data-testid="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('md')).toBeGreaterThan(height('sm'));
    await expect(height('lg')).toBeGreaterThan(height('md'));
  },
};

export const Compact: Story = {
  name: '짧게 (별 하나와 숫자)',
  args: { value: 4.46, variant: 'compact' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '별점 5점 만점에 4.5점' });
    await expect(image).toHaveTextContent('4.5');
    await expect(image.querySelectorAll('[data-slot="star"]')).toHaveLength(1);
  },
};

export const CompactInvalid: Story = {
  name: '짧게: 숫자가 아님',
  args: { value: 'abc', variant: 'compact', size: 'sm' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '별점 5점 만점에 0.0점' });
    await expect(image).toHaveTextContent('0.0');
  },
};

export const CustomLabel: Story = {
  name: '다른 언어 문구',
  args: { value: 2, formatLabel: (rating, max) => `Rated ${rating} of ${max}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 2 of 5' })).toBeInTheDocument();
  },
};

type InputStory = StoryObj<typeof StarRatingInput>;

export const Input: InputStory = {
  name: '고르기: 기본',
  render: (args) => <StarRatingInput {...args} />,
  args: { onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '별점' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(filledStars(group)).toBe(0);
    await userEvent.click(canvas.getByRole('radio', { name: '별점 3점' }));
    await expect(canvas.getByRole('radio', { name: '별점 3점' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.unhover(group);
    await expect(group.querySelectorAll('[data-slot="option"][data-filled]')).toHaveLength(3);
  },
};

export const HoverPreview: InputStory = {
  name: '고르기: 마우스를 올리면 미리 채움',
  render: (args) => <StarRatingInput {...args} />,
  args: { defaultValue: 2, onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '별점' });
    const option = (n: number) =>
      canvas.getByRole('radio', { name: `별점 ${n}점` }).closest('label') as HTMLElement;
    const filled = () => group.querySelectorAll('[data-slot="option"][data-filled]').length;
    await expect(filled()).toBe(2);
    await userEvent.hover(option(4));
    await expect(filled()).toBe(4);
    await expect(group).toHaveAttribute('data-previewing');
    await userEvent.hover(option(1));
    await expect(filled()).toBe(1);
    // Leaving without clicking restores the chosen value; hovering does not choose.
    await userEvent.unhover(group);
    await expect(filled()).toBe(2);
    await expect(group).not.toHaveAttribute('data-previewing');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: InputStory = {
  name: '고르기: 키보드',
  render: (args) => <StarRatingInput {...args} />,
  args: { onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '별점 1점' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '별점 2점' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '별점 4점' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '별점 4점' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '별점 3점' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  },
};

function ControlledInput() {
  const [value, setValue] = React.useState(5);
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)', justifyItems: 'center' }}>
      <StarRatingInput value={value} onValueChange={setValue} size="md" />
      <output aria-label="선택한 별점">{value}</output>
      <Button variant="secondary" size="sm" onClick={() => setValue(0)}>
        초기화
      </Button>
    </div>
  );
}

export const Controlled: InputStory = {
  name: '고르기: 고른 수 보여 주기',
  render: () => <ControlledInput />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '별점 5점' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '별점 2점' }));
    await expect(canvas.getByLabelText('선택한 별점')).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: '초기화' }));
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const InputSizes: InputStory = {
  name: '고르기: 크기',
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)', justifyItems: 'start' }}>
      <StarRatingInput size="sm" label="작은 별점" defaultValue={3} />
      <StarRatingInput size="md" label="보통 별점" defaultValue={3} />
      <StarRatingInput size="lg" label="큰 별점" defaultValue={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = (name: string) => canvas.getByRole('radiogroup', { name }).getBoundingClientRect().width;
    await expect(width('보통 별점')).toBeGreaterThan(width('작은 별점'));
    await expect(width('큰 별점')).toBeGreaterThan(width('보통 별점'));
  },
};

export const InputDisabled: InputStory = {
  name: '고르기: 비활성',
  render: (args) => <StarRatingInput {...args} />,
  args: { defaultValue: 4, disabled: true, onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radio = canvas.getByRole('radio', { name: '별점 2점' });
    await expect(radio).toBeDisabled();
    await userEvent.hover(radio.closest('label') as HTMLElement);
    await expect(canvas.getByRole('radiogroup').querySelectorAll('[data-filled]')).toHaveLength(4);
    await userEvent.click(radio.closest('label') as HTMLElement, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

type PromptStory = StoryObj<typeof RatingPrompt>;

export const Prompt: PromptStory = {
  name: '질문: 별을 고르면 버튼 켜짐',
  render: (args) => (
    <div style={{ width: 350 }}>
      <RatingPrompt {...args} />
    </div>
  ),
  args: { onSubmit: fn(), description: '이 집에 대한 전체 만족도를 알려 주세요.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('별점을 선택해 주세요')).toBeVisible();
    const submit = canvas.getByRole('button', { name: '업로드' });
    await expect(submit).toBeDisabled();
    const group = canvas.getByRole('radiogroup', { name: '별점을 선택해 주세요' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    // Hover previews but does not pick: the button stays disabled.
    await userEvent.hover(canvas.getByRole('radio', { name: '별점 4점' }).closest('label') as HTMLElement);
    await expect(group.querySelectorAll('[data-filled]')).toHaveLength(4);
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '별점 4점' }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(4);
  },
};

export const PromptSubmitting: PromptStory = {
  name: '질문: 보내는 중',
  render: (args) => (
    <div style={{ width: 350 }}>
      <RatingPrompt {...args} />
    </div>
  ),
  args: { defaultValue: 5, submitting: true, submitLabel: '재업로드', onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: /재업로드/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '별점 5점' })).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
