import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';

// setTimeout faked before react-dom is imported (it keeps the function it finds then), so a timer React sets never
// fires; React's own scheduling runs on setImmediate in Node and stays real.
vi.hoisted(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

// The layer's code arrives when the test says.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./ToastParts', async () => {
  await chunk.arrived;
  return {
    ToastLayer: ({ toasts }: { toasts: [string, { children?: React.ReactNode }][] }) => (
      <ol aria-label="알림">
        {toasts.map(([key, toast]) => (
          <li key={key}>{toast.children}</li>
        ))}
      </ol>
    ),
  };
});

afterEach(cleanup);

/** Lets React's scheduler (setImmediate in Node) run until `done()` holds, or gives up after many turns. */
async function turnsUntil(done: () => boolean) {
  const { setImmediate } = globalThis as unknown as { setImmediate: (callback: () => void) => void };
  for (let turn = 0; turn < 200 && !done(); turn++)
    await new Promise<void>((resolve) => setImmediate(resolve));
}

function Saver() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('저장했어요')}>
      저장
    </button>
  );
}

describe('ToastProvider', () => {
  it('shows the first toast as soon as the layer has loaded, with no timer in between', async () => {
    // React holds a Suspense boundary's reveal for up to 300 ms after its fallback, with a timer (not inside act(),
    // which flushes fallbacks at once: this test lets React schedule its own work).
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      screen.getByRole('button', { name: '저장' }).click();
      await turnsUntil(() => false); // every turn React takes: the toast still waits for its layer
      expect(screen.queryByText('저장했어요')).toBeNull();
      chunk.arrive();
      await turnsUntil(() => screen.queryByText('저장했어요') !== null);
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    expect(screen.getByText('저장했어요')).toBeTruthy();
  });
});
