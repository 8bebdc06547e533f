import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmSheet } from './ConfirmSheet';

const meta = {
  title: 'Components/Sheets/ConfirmSheet',
  component: ConfirmSheet,
  tags: ['autodocs'],
  args: {
    trigger: <Button variant="danger">후기 삭제</Button>,
    title: '후기를 삭제할까요?',
    description: '삭제한 후기는 되돌릴 수 없어요.',
    confirmLabel: '삭제하기',
    confirmVariant: 'danger',
    onConfirm: fn(),
    onBack: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '되묻는 바텀 시트. `title`(질문)과 `description`, 뒤로 가기(`backLabel`, 기본 "돌아가기")와 주요 동작(`confirmLabel`, 기본 "확인", ' +
          '`confirmVariant` primary · danger) 두 버튼을 보여 줍니다. `onBack`·`onConfirm`이 먼저 실행되고 시트가 닫히며, ' +
          '`closeOnConfirm={false}`면 확인 후에도 열린 채로 두어 다음 단계(완료 시트 등)로 이어 갈 수 있습니다. ' +
          '`loading`이면 확인 버튼이 바쁨 상태가 되고 스와이프 · 배경 · Esc로 닫히지 않습니다. BottomSheet의 동작(100 px 스와이프, 포커스 가두기)을 그대로 따릅니다.',
      },
    },
  },
} satisfies Meta<typeof ConfirmSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '후기 삭제' });
    await userEvent.click(trigger);
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '후기를 삭제할까요?',
    });
    await expect(sheet).toHaveAccessibleDescription('삭제한 후기는 되돌릴 수 없어요.');
    await userEvent.click(within(sheet).getByRole('button', { name: '돌아가기' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    });
    await expect(trigger).toHaveFocus();
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '후기 삭제' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '후기를 삭제할까요?',
    });
    const confirm = within(sheet).getByRole('button', { name: '삭제하기' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    });
  },
};

export const ReportQuestion: Story = {
  name: 'Primary action (report)',
  args: {
    trigger: <Button>신고하기</Button>,
    title: '이 후기를 신고할까요?',
    description: undefined,
    confirmLabel: '신고하기',
    confirmVariant: 'primary',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '신고하기' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '이 후기를 신고할까요?',
    });
    await expect(within(sheet).getByRole('button', { name: '신고하기' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await expect(sheet).not.toHaveAttribute('aria-describedby');
  },
};

export const KeepOpenAfterConfirm: Story = {
  args: { closeOnConfirm: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '후기 삭제' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '후기를 삭제할까요?',
    });
    await userEvent.click(within(sheet).getByRole('button', { name: '삭제하기' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(sheet).toHaveAttribute('data-state', 'open');
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, loading: true },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '후기를 삭제할까요?',
    });
    const confirm = within(sheet).getByRole('button', { name: /삭제하기/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(sheet).getByRole('button', { name: '돌아가기' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
