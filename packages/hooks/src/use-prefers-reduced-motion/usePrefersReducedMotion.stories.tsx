import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from './usePrefersReducedMotion';

function PrefersReducedMotionDemo() {
  const reduced = usePrefersReducedMotion();
  return (
    <p role="status" style={{ margin: 0 }}>
      움직임 줄이기 설정: {reduced ? '켜짐 — 애니메이션 없이 바로 이동해요.' : '꺼짐 — 부드럽게 스크롤해요.'}
    </p>
  );
}

const meta = {
  title: '훅/움직임 줄이기 설정 · usePrefersReducedMotion',
  component: PrefersReducedMotionDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`usePrefersReducedMotion()` → `boolean`.',
          '',
          'Follows the system "reduce motion" setting (`prefers-reduced-motion: reduce`) live. Scripted motion —',
          'smooth scrolling, carousel flicks, delayed closes — should follow it as the tokens already do for CSS',
          'durations. `false` during server rendering.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PrefersReducedMotionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    await expect(canvas.getByRole('status')).toHaveTextContent(reduced ? '켜짐' : '꺼짐');
  },
};
