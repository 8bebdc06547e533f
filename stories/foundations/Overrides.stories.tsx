import { Button } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, within } from 'storybook/test';

/**
 * The promises of the ui README, tested in the browser with real stylesheets: the font without a wrapper, and how
 * a product's own CSS wins over ours (plain CSS, token overrides, a layered stylesheet such as Tailwind's).
 * Each story adds its stylesheet to the page while it is shown, where the product would put it.
 */
function Stylesheet({ css, position }: { css: string; position: 'before' | 'after' }) {
  React.useLayoutEffect(() => {
    const style = document.createElement('style');
    style.dataset.story = 'override';
    style.textContent = css;
    // "before": first in <head>, as a stylesheet the product imports ahead of ours.
    if (position === 'before') document.head.prepend(style);
    else document.head.append(style);
    return () => style.remove();
  }, [css, position]);
  return null;
}

function Sample({ css, position = 'after', className, note }: SampleProps) {
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)', maxWidth: 340 }}>
      {css && <Stylesheet css={css} position={position} />}
      <Button className={className}>후기 작성하기</Button>
      <pre
        style={{
          margin: 0,
          padding: 'var(--jb-space-3)',
          borderRadius: 'var(--jb-radius-sm)',
          background: 'var(--jb-color-surface-muted)',
          fontSize: 12,
          whiteSpace: 'pre-wrap',
        }}
      >
        {note}
      </pre>
    </div>
  );
}

interface SampleProps {
  /** The product's stylesheet in this scenario. */
  css?: string;
  /** Where it sits relative to ours: imported before (first in the page) or after. */
  position?: 'before' | 'after';
  /** Class names the product puts on the Button. */
  className?: string;
  /** What the scenario shows. */
  note: string;
}

const meta = {
  title: '토큰/CSS 덮어쓰기',
  component: Sample,
  tags: ['autodocs'],
  argTypes: {
    note: { description: '예시 위에 보이는 설명: 어떤 CSS를 어디에 두었고 무엇이 이기는지.' },
  },
  parameters: {
    docs: {
      description: {
        component:
          '다른 제품이 찐빵 컴포넌트를 가져다 쓸 때, 그 제품의 CSS로 모양을 바꾸는 방법입니다. 찐빵의 모든 규칙은 CSS 층(@layer jb) 안에 ' +
          '있어서, 층 밖의 보통 CSS가 선택자의 세기와 상관없이 언제나 이깁니다.\n\n' +
          '- **글꼴**: 감싸는 요소 없이도 모든 컴포넌트가 Pretendard와 한국어 줄바꿈(단어 단위)으로 그려집니다. 글꼴은 ' +
          '`--jb-font-family` 토큰으로 바꿉니다.\n' +
          '- **보통 CSS**: 제품의 클래스 하나로 배경을 바꿀 수 있습니다.\n' +
          '- **토큰**: `:root`에서 `--jb-…` 값을 바꾸면 모든 컴포넌트가 따라 바뀝니다.\n' +
          '- **층을 쓰는 CSS (Tailwind 등)**: 우리 CSS보다 뒤에 불러오면 그대로 이깁니다. 앞에 불러온다면 맨 첫 줄에 ' +
          '`@layer jb, theme, base, components, utilities;`처럼 우리 층을 먼저 적어 순서를 정합니다(안 적으면 우리 규칙이 이깁니다).\n\n' +
          '각 예시는 아래 회색 상자에 적힌 CSS를 실제로 페이지에 넣고 버튼의 색과 글꼴을 확인합니다.',
      },
    },
  },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

const backgroundOf = (canvasElement: HTMLElement) =>
  getComputedStyle(within(canvasElement).getByRole('button', { name: '후기 작성하기' })).backgroundColor;

export const FontWithoutWrapper: Story = {
  name: '감싸지 않아도 찐빵 글꼴',
  args: {
    note: '<div style="font-family: serif"> 안에 둔 Button\n→ Pretendard, 줄바꿈은 단어 단위(keep-all)',
  },
  decorators: [(Story) => <div style={{ fontFamily: 'serif', wordBreak: 'normal' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '후기 작성하기' });
    // Issue 15: outside a data-jb-root wrapper, components used to render in the page's serif font.
    await expect(getComputedStyle(button).fontFamily).toMatch(/^"?Pretendard/);
    await expect(getComputedStyle(button).wordBreak).toBe('keep-all');
  },
};

export const PlainCss: Story = {
  name: '보통 CSS가 이김',
  args: {
    css: '.my-cta { background: rgb(0, 128, 0); }',
    className: 'my-cta',
    note: '.my-cta { background: rgb(0, 128, 0); }\n(층 밖의 보통 CSS, 클래스 하나)',
  },
  play: async ({ canvasElement }) => {
    await expect(backgroundOf(canvasElement)).toBe('rgb(0, 128, 0)');
  },
};

export const TokenOverride: Story = {
  name: '토큰을 바꾸면 따라 바뀜',
  args: {
    css: ':root { --jb-color-brand-600: rgb(29, 95, 168); }',
    note: ':root { --jb-color-brand-600: rgb(29, 95, 168); }\n(주요 버튼은 brand-600을 씀)',
  },
  play: async ({ canvasElement }) => {
    await expect(backgroundOf(canvasElement)).toBe('rgb(29, 95, 168)');
  },
};

const utilities = '@layer utilities { .bg-violet { background: rgb(109, 40, 217); } }';

export const LayeredAfterOurs: Story = {
  name: '층을 쓰는 CSS: 우리 뒤에 불러오면 이김',
  args: {
    css: `@layer theme, base, components, utilities;\n${utilities}`,
    position: 'after',
    className: 'bg-violet',
    note: `우리 CSS 다음에 불러온 층 CSS (Tailwind 같은 순서)\n${utilities}`,
  },
  play: async ({ canvasElement }) => {
    await expect(backgroundOf(canvasElement)).toBe('rgb(109, 40, 217)');
  },
};

export const LayeredBeforeOursWithOrder: Story = {
  name: '층을 쓰는 CSS: 앞에 불러올 때는 순서 한 줄',
  args: {
    css: `@layer jb, theme, base, components, utilities;\n${utilities}`,
    position: 'before',
    className: 'bg-violet',
    note: `우리 CSS보다 먼저 불러온 층 CSS, 첫 줄에 우리 층(jb)을 먼저 적음\n@layer jb, theme, base, components, utilities;\n${utilities}`,
  },
  play: async ({ canvasElement }) => {
    await expect(backgroundOf(canvasElement)).toBe('rgb(109, 40, 217)');
  },
};

export const LayeredBeforeOursWithoutOrder: Story = {
  name: '층을 쓰는 CSS: 순서 없이 앞에 불러오면 우리가 이김',
  args: {
    css: `@layer theme, base, components, utilities;\n${utilities}`,
    position: 'before',
    className: 'bg-violet',
    note: `순서 줄 없이 먼저 불러온 층 CSS: 나중에 선언된 우리 층(jb)이 이깁니다.\n그래서 README는 순서 한 줄을 안내합니다.`,
  },
  play: async ({ canvasElement }) => {
    // Cascade layers: a layer declared later wins, so ours (declared by our stylesheet, later) beats theirs.
    await expect(backgroundOf(canvasElement)).not.toBe('rgb(109, 40, 217)');
  },
};
