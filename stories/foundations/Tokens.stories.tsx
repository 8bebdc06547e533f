import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllTokens, tokenCount } from './TokenTables';

const meta = {
  title: 'Foundations/Design tokens',
  component: AllTokens,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          '모든 컴포넌트가 쓰는 CSS 사용자 정의 속성(`--jb-…`)입니다. 표는 `packages/ui/src/tokens/tokens.css`를 직접 읽어 그리므로 ' +
          '문서와 토큰이 어긋나지 않습니다. 텍스트 색상은 사용되는 모든 배경에서 WCAG AA(4.5:1)를 만족합니다.',
      },
    },
  },
} satisfies Meta<typeof AllTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '색상' })).toBeInTheDocument();
    await expect(canvas.getByText('--jb-color-brand-600')).toBeInTheDocument();
    await expect(canvas.getByText('--jb-safe-bottom')).toBeInTheDocument();
    await expect(tokenCount).toBeGreaterThan(80);
    // Tokens are live custom properties, not just text.
    const brand = getComputedStyle(document.documentElement).getPropertyValue('--jb-color-brand-600').trim();
    await expect(brand).toBe('#c2501f');
  },
};
