import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useMediaQuery } from './useMediaQuery';

const WIDE_QUERY = '(min-width: 481px)'; // wider than the 480 px app column

function MediaQueryDemo() {
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <p role="status" style={{ margin: 0 }}>
      {wide ? '넓은 화면이에요 (481px 이상).' : '모바일 화면이에요 (480px 이하).'}
    </p>
  );
}

const meta = {
  title: '훅/화면 조건 · useMediaQuery',
  component: MediaQueryDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`useMediaQuery(query, { defaultValue = false })` → `boolean`.',
          '',
          'Whether a CSS media query matches, updated live through `useSyncExternalStore`. Returns `defaultValue`',
          'during server rendering and where `matchMedia` is missing.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof MediaQueryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = window.matchMedia(WIDE_QUERY).matches
      ? '넓은 화면이에요 (481px 이상).'
      : '모바일 화면이에요 (480px 이하).';
    await expect(canvas.getByRole('status')).toHaveTextContent(expected);
  },
};
