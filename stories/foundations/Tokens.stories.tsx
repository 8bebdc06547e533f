import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllTokens, tokenCount } from './TokenTables';

const meta = {
  title: '토큰/디자인 토큰',
  component: AllTokens,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          '모든 컴포넌트가 쓰는 색, 간격, 글자 크기, 모서리, 그림자, 움직임 값입니다. 디자인 파일의 스타일 이름과 같은 이름(예: ' +
          'brand-600)으로 찾을 수 있습니다. 표는 실제 토큰 파일에서 바로 읽어 그리므로 문서와 화면이 어긋나지 않습니다. ' +
          '글자 색은 쓰이는 모든 바탕에서 명도 대비 4.5:1(WCAG AA)을 넘습니다.',
      },
    },
  },
} satisfies Meta<typeof AllTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  name: '모든 토큰',
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
