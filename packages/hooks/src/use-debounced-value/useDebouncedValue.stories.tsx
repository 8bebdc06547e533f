import { TextField } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useDebouncedValue } from './useDebouncedValue';

function DebouncedValueDemo() {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 300);
  const searches = useRef(0);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!debounced) return;
    searches.current += 1;
    setCount(searches.current);
  }, [debounced]);
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)', width: 300 }}>
      <TextField label="대학교 검색" value={query} onValueChange={setQuery} />
      <p role="status" style={{ margin: 0 }}>
        검색어: {debounced || '없음'} · 검색 {count}회
      </p>
    </div>
  );
}

const meta = {
  title: '훅/입력 늦추기 · useDebouncedValue',
  component: DebouncedValueDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`useDebouncedValue(value, delayMs)` → the value once it stopped changing for `delayMs`.',
          '',
          'Every change restarts the wait, so typing "부산대" searches once, not three times. A delay of 0 or less',
          'passes values straight through; a pending update is dropped on unmount.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof DebouncedValueDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The keystrokes go in without yielding to the event loop, so a busy machine cannot open a 300 ms gap
    // between two of them and trigger an early search.
    await userEvent.setup({ delay: null }).type(canvas.getByLabelText('대학교 검색'), '부산대학교');
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('검색어: 부산대학교 · 검색 1회'),
      { timeout: 5000 },
    );
  },
};
