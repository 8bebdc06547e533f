import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Toast, ToastProvider, useToast } from './Toast';

function Demo({ message = '링크를 복사했어요', duration }: { message?: string; duration?: number }) {
  const toast = useToast();
  return <Button onClick={() => toast.show({ message, duration })}>알림 띄우기</Button>;
}

const meta = {
  title: 'Components/Overlays/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { duration: 3000 },
  parameters: {
    docs: {
      description: {
        component:
          '잠깐 떴다 사라지는 알림. 앱 최상단에 `<ToastProvider duration max label dismissLabel>`를 두고 ' +
          '`useToast().show("문구" | { message, duration, tone })`로 띄우고 `dismiss(id)`로 닫습니다. ' +
          '알림 영역은 항상 마운트된 `role="status"`(aria-live="polite") 목록이라 화면낭독기가 방해 없이 읽습니다. ' +
          '`duration`(기본 3000ms) 뒤 저절로 사라지며, 포인터가 올라가 있거나 포커스가 안에 있으면 타이머가 멈춥니다. ' +
          '`max`(기본 3)개를 넘으면 오래된 것부터 빠집니다. `Toast`만 따로 쓸 수도 있습니다. ' +
          '선택자: `[data-component="ToastViewport"]`, `[data-component="Toast"]`, `[data-tone="neutral|positive|negative"]`, ' +
          '`[data-paused]`, `[data-slot="message|dismiss"]`. 아래 여백은 `--jb-toast-offset`(기본 하단 내비 높이)으로 바꿉니다.',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: '알림 띄우기' }));
    await waitFor(() => expect(within(region).getByText('링크를 복사했어요')).toBeVisible());
    await userEvent.click(within(region).getByRole('button', { name: '알림 닫기' }));
    await expect(region).toBeEmptyDOMElement();
  },
};

export const AutoDismiss: Story = {
  args: { duration: 300 },
  render: Default.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without user-event's pauses nothing yields to the event loop before the check, so the 300 ms timer
    // cannot have fired yet however busy the machine is.
    const user = userEvent.setup({ delay: null });
    await user.click(canvas.getByRole('button', { name: '알림 띄우기' }));
    const region = canvas.getByRole('status');
    await expect(within(region).getByText('링크를 복사했어요')).toBeInTheDocument();
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};

export const PausedWhileFocused: Story = {
  args: { duration: 300 },
  render: Default.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Focus lands before anything yields to the event loop, so the 300 ms timer cannot win the race.
    const user = userEvent.setup({ delay: null });
    await user.click(canvas.getByRole('button', { name: '알림 띄우기' }));
    const dismiss = within(canvas.getByRole('status')).getByRole('button', { name: '알림 닫기' });
    dismiss.focus();
    const toast = canvasElement.querySelector('[data-component="Toast"]');
    await waitFor(() => expect(toast).toHaveAttribute('data-paused'));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Stacked: Story = {
  args: { max: 2 },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '알림 띄우기' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(within(canvas.getByRole('status')).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Tones: StoryObj<typeof Toast> = {
  render: () => (
    <ol
      style={{
        display: 'grid',
        gap: 'var(--jb-space-3)',
        listStyle: 'none',
        margin: 0,
        padding: 0,
        width: 340,
      }}
    >
      <Toast duration={0}>북마크에 저장했어요</Toast>
      <Toast duration={0} tone="positive">
        학교 인증이 완료되었어요
      </Toast>
      <Toast duration={0} tone="negative">
        수정에 실패했어요. 잠시 후 다시 시도해 주세요.
      </Toast>
    </ol>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveAttribute('data-tone', 'negative');
  },
};
