import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AlertIcon } from '../icons';
import { CompletionSheet } from './CompletionSheet';

const meta = {
  title: 'Components/Sheets/CompletionSheet',
  component: CompletionSheet,
  tags: ['autodocs'],
  args: {
    trigger: <Button>완료 시트 열기</Button>,
    title: '후기가 삭제되었어요',
    message: '마이페이지로 이동할게요.',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '작업이 끝났음을 알리는 바텀 시트. `icon`(기본 체크 표시, 장식용), `title`, `message`, 확인 버튼(`confirmLabel`, 기본 "확인")으로 이루어집니다. ' +
          '확인을 누르면 `onConfirm`이 실행되고 시트가 닫힙니다. `loading`이면 확인 버튼이 바쁨 상태가 되고 어떤 방법으로도 닫히지 않습니다.',
      },
    },
  },
} satisfies Meta<typeof CompletionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '완료 시트 열기' });
    await userEvent.click(trigger);
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '후기가 삭제되었어요',
    });
    await expect(sheet).toHaveAccessibleDescription('마이페이지로 이동할게요.');
    const confirm = within(sheet).getByRole('button', { name: '확인' });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    });
    await expect(trigger).toHaveFocus();
  },
};

export const CustomIcon: Story = {
  args: {
    defaultOpen: true,
    icon: <AlertIcon size={32} />,
    title: '신고가 접수되었어요',
    message: undefined,
    confirmLabel: '후기로 돌아가기',
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '신고가 접수되었어요',
    });
    await expect(within(sheet).getByRole('button', { name: '후기로 돌아가기' })).toBeVisible();
    await expect(sheet.querySelector('[data-slot="icon"] svg')).not.toBeNull();
  },
};

export const Submitting: Story = {
  args: { defaultOpen: true, loading: true, title: '후기를 올리고 있어요', message: undefined },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '후기를 올리고 있어요',
    });
    await expect(within(sheet).getByRole('button', { name: /확인/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
