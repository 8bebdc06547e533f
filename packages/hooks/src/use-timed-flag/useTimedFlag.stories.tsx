import { Button } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTimedFlag } from './useTimedFlag';

const RESENT_NOTE_MS = 3000; // spec 000 §9: resend note shows 3 seconds

function TimedFlagDemo() {
  const [resent, showResent] = useTimedFlag(RESENT_NOTE_MS);
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)', width: 300 }}>
      <Button variant="secondary" size="sm" onClick={showResent}>
        인증번호 재전송
      </Button>
      <p role="status" style={{ margin: 0, minHeight: '1.5em', color: 'var(--jb-color-text-brand)' }}>
        {resent ? '인증번호를 다시 보냈어요.' : ''}
      </p>
    </div>
  );
}

const meta = {
  title: '훅/잠깐 켜지는 표시 · useTimedFlag',
  component: TimedFlagDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`useTimedFlag(ms)` → `[active, start, stop]`.',
          '',
          'A flag that switches itself off `ms` after the last `start()` — e.g. the "resent" note of the',
          'current-student e-mail flow, shown for 3 seconds. Starting again restarts the countdown; the timer is',
          'cleared on unmount.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TimedFlagDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 재전송' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('인증번호를 다시 보냈어요.');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), {
      timeout: RESENT_NOTE_MS + 1000,
    });
    expect(canvas.getByRole('status').textContent).toBe('');
  },
};
