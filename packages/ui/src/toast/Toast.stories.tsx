import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { type ToastOptions, ToastProvider, useToast } from './Toast';
import { Toaster } from './Toaster';

function Trigger({ message = '링크를 복사했어요', duration }: { message?: string; duration?: number }) {
  const toast = useToast();
  return <Button onClick={() => toast.show({ message, duration })}>알림 띄우기</Button>;
}

/** Shows these toasts as the story opens (once, also under StrictMode), to stay until dismissed. */
function Shown({ toasts }: { toasts: (ToastOptions & { message: string })[] }) {
  const toast = useToast();
  const shown = React.useRef(false);
  React.useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    for (const options of toasts) toast.show({ duration: 0, ...options });
  }, [toast, toasts]);
  return null;
}

/**
 * The toasts live in a portal inside the story frame, not in the trigger's subtree. They are newest first in the
 * document (and in Tab order); this returns them as seen, oldest on top.
 */
const toastItems = (canvasElement: HTMLElement) =>
  [
    ...(canvasElement.closest('[data-jb-story-frame]') ?? document).querySelectorAll(
      '[data-component="Toast"]',
    ),
  ].reverse();

const meta = {
  title: '컴포넌트/시트와 대화상자/토스트 · Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { duration: 60_000, max: 3, label: '알림', dismissLabel: '알림 닫기' },
  render: (args) => (
    <ToastProvider {...args}>
      <div style={{ padding: 'var(--jb-space-4)' }}>
        <Trigger />
      </div>
      <Toaster />
    </ToastProvider>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '화면 아래쪽에 잠깐 떴다가 저절로 사라지는 알림입니다. "링크를 복사했어요", "로그아웃되었어요"처럼 방금 한 일의 결과를 ' +
          '알려 주고, 사용자가 따로 할 일은 없습니다. 하단 내비게이션 바로 위에 뜨고, 여러 개가 뜨면 위로 쌓이며 최대 개수를 넘으면 ' +
          '가장 오래된 것부터 빠집니다.\n\n' +
          '- **색**: 보통(어두운 회색), 성공(초록), 실패(빨강). 실패 알림은 화면낭독기가 하던 말을 멈추고 바로 읽습니다.\n' +
          '- **시간**: 기본 3초. 손가락이나 마우스가 알림 위에 있거나 키보드 포커스가 안에 있으면 멈춥니다.\n' +
          '- **닫기**: × 버튼, 아래로 밀기, Esc. 키보드 사용자는 F8로 알림으로 바로 갈 수 있습니다.\n\n' +
          '스토리에서는 알림이 사라지지 않도록 표시 시간을 1분으로 두었습니다.\n\n' +
          '개발자: `ToastProvider`는 알림 목록을 갖고, 그 안에 한 번 그리는 `<Toaster />`가 알림을 그립니다. ' +
          '앱은 `<Toaster />`를 첫 화면을 그린 뒤에 불러와도 됩니다. 그 전에 띄운 알림은 기다렸다가 보입니다.',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (알림 하나)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(toastItems(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: '알림 띄우기' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(1));
    const [toast] = toastItems(canvasElement);
    await expect(toast).toHaveTextContent('링크를 복사했어요');
    await waitFor(() => expect(toast).toBeVisible()); // after the fade-in
    await expect(within(canvasElement).getByRole('region', { name: '알림 (F8)' })).toBeInTheDocument();
  },
};

export const DismissButton: Story = {
  name: '× 버튼으로 닫기',
  render: (args) => {
    function Two() {
      const toast = useToast();
      return (
        <Button
          onClick={() => {
            toast.show('북마크에 저장했어요');
            toast.show('링크를 복사했어요');
          }}
        >
          알림 두 개 띄우기
        </Button>
      );
    }
    return (
      <ToastProvider {...args}>
        <div style={{ padding: 'var(--jb-space-4)' }}>
          <Two />
        </div>
        <Toaster />
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 두 개 띄우기' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(2));
    const [first] = toastItems(canvasElement);
    if (!first) throw new Error('no toast');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: '알림 닫기' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(1));
    await expect(toastItems(canvasElement)[0]).toHaveTextContent('링크를 복사했어요');
  },
};

export const AutoDismiss: Story = {
  name: '시간이 지나면 저절로 사라짐',
  render: (args) => {
    function Pair() {
      const toast = useToast();
      return (
        <Button
          onClick={() => {
            toast.show({ message: '0.3초 뒤에 사라져요', duration: 300 });
            toast.show({ message: '이 알림은 남아 있어요', duration: 60_000 });
          }}
        >
          알림 띄우기
        </Button>
      );
    }
    return (
      <ToastProvider {...args}>
        <div style={{ padding: 'var(--jb-space-4)' }}>
          <Pair />
        </div>
        <Toaster />
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 띄우기' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(2));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(1), { timeout: 3000 });
    await expect(toastItems(canvasElement)[0]).toHaveTextContent('이 알림은 남아 있어요');
  },
};

export const PausedWhileFocused: Story = {
  name: '키보드 포커스가 있으면 멈춤',
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    // Focus lands before anything yields to the event loop, so the 300 ms timer cannot win the race.
    const user = userEvent.setup({ delay: null });
    await user.click(within(canvasElement).getByRole('button', { name: '알림 띄우기' }));
    const dismiss = await within(canvasElement).findByRole('button', { name: '알림 닫기' });
    dismiss.focus();
    const [toast] = toastItems(canvasElement);
    await waitFor(() => expect(toast).toHaveAttribute('data-paused'));
    await expect(toastItems(canvasElement)).toHaveLength(1);
  },
};

export const KeyboardShortcut: Story = {
  name: 'F8로 알림으로 이동, Esc로 닫기',
  render: (args) => {
    function Pair() {
      const toast = useToast();
      return (
        <Button
          onClick={() => {
            toast.show('첫 번째 알림');
            toast.show('두 번째 알림');
          }}
        >
          알림 띄우기
        </Button>
      );
    }
    return (
      <ToastProvider {...args}>
        <div style={{ padding: 'var(--jb-space-4)' }}>
          <Pair />
        </div>
        <Toaster />
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 띄우기' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(2));
    await userEvent.keyboard('[F8]');
    const viewport = canvasElement.querySelector<HTMLElement>('[data-component="ToastViewport"]');
    await waitFor(() => expect(viewport).toHaveFocus());
    // The latest toast comes first.
    await userEvent.tab();
    const focused = canvasElement.ownerDocument.activeElement;
    await expect(focused?.getAttribute('data-component')).toBe('Toast');
    await expect(focused).toHaveTextContent('두 번째 알림');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(1));
    await expect(toastItems(canvasElement)[0]).toHaveTextContent('첫 번째 알림');
    // Focus stays in the toasts' region.
    await expect(viewport).toHaveFocus();
  },
};

export const SwipeDown: Story = {
  name: '아래로 밀어 닫기',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 띄우기' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(1));
    const toast = toastItems(canvasElement)[0] as HTMLElement;
    const box = toast.getBoundingClientRect();
    const at = (dy: number) => ({ clientX: box.x + 40, clientY: box.y + box.height / 2 + dy });
    // A short pull springs back…
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: at(0) },
      { target: toast, coords: at(20) },
      { keys: '[/MouseLeft]', target: toast, coords: at(20) },
    ]);
    await expect(toastItems(canvasElement)).toHaveLength(1);
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    // …a long one dismisses.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: at(0) },
      { target: toast, coords: at(30) },
      { target: toast, coords: at(70) },
      { keys: '[/MouseLeft]', target: toast, coords: at(70) },
    ]);
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(0));
  },
};

export const Announced: Story = {
  name: '화면낭독기: 보통은 차례대로, 실패는 바로',
  render: (args) => {
    function Pair() {
      const toast = useToast();
      return (
        <Button
          onClick={() => {
            toast.show('북마크에 저장했어요');
            toast.show({ message: '저장하지 못했어요', tone: 'negative' });
          }}
        >
          알림 띄우기
        </Button>
      );
    }
    return (
      <ToastProvider {...args}>
        <div style={{ padding: 'var(--jb-space-4)' }}>
          <Pair />
        </div>
        <Toaster />
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '알림 (F8)' });
    // The region is a polite live region before any toast arrives, so the first one is read too.
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 띄우기' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(2));
    await expect(within(region).getByRole('status')).toHaveTextContent('북마크에 저장했어요');
    await expect(within(region).getByRole('alert')).toHaveTextContent('저장하지 못했어요');
  },
};

export const Stacked: Story = {
  name: '여러 개 (최대 2개)',
  args: { max: 2 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '알림 띄우기' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(2));
  },
};

export const Tones: Story = {
  name: '색: 보통 · 성공 · 실패',
  render: (args) => (
    <ToastProvider {...args}>
      <Shown
        toasts={[
          { message: '북마크에 저장했어요' },
          { message: '학교 인증이 완료되었어요', tone: 'positive' },
          { message: '수정에 실패했어요. 잠시 후 다시 시도해 주세요.', tone: 'negative' },
        ]}
      />
      <Toaster />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(3));
    const items = toastItems(canvasElement);
    await expect(items[1]).toHaveAttribute('data-tone', 'positive');
    await expect(items[2]).toHaveAttribute('data-tone', 'negative');
    await expect(
      within(items[2] as HTMLElement).getByRole('button', { name: '알림 닫기' }),
    ).toBeInTheDocument();
  },
};

export const LongMessage: Story = {
  name: '긴 문구',
  render: (args) => (
    <ToastProvider {...args}>
      <Shown
        toasts={[
          {
            message:
              '사진을 올리지 못했어요. 네트워크 연결을 확인한 뒤 잠시 후 다시 시도해 주세요. 계속 실패하면 고객센터로 문의해 주세요.',
            tone: 'negative',
          },
        ]}
      />
      <Toaster />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(1));
    const [toast] = toastItems(canvasElement);
    // Korean wraps between words (keep-all), and the toast stays inside the screen.
    await expect(getComputedStyle(toast as HTMLElement).wordBreak).toBe('keep-all');
    const frame = canvasElement.getBoundingClientRect();
    await expect((toast as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
  },
};
