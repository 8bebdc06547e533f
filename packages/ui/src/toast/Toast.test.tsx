import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './Toast';
import { Toaster } from './Toaster';

afterEach(cleanup);

function Saver() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('저장했어요')}>
      저장
    </button>
  );
}

describe('ToastProvider and Toaster', () => {
  it('draw the toasts region before any toast, so F8 has somewhere to go', () => {
    render(
      <ToastProvider>
        <Saver />
        <Toaster />
      </ToastProvider>,
    );
    expect(screen.getByRole('region', { name: /알림/ })).toBeTruthy();
  });

  it('show a toast in the same update that asked for it', () => {
    render(
      <ToastProvider>
        <Saver />
        <Toaster />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: '저장' }).click());
    expect(screen.getByText('저장했어요')).toBeTruthy();
  });

  it('keep a toast shown before the Toaster is there, and draw it when it comes', () => {
    const view = render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: '저장' }).click());
    expect(screen.queryByText('저장했어요')).toBeNull();
    view.rerender(
      <ToastProvider>
        <Saver />
        <Toaster />
      </ToastProvider>,
    );
    expect(screen.getByText('저장했어요')).toBeTruthy();
  });
});
