import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AlertIcon } from '../icons';
import { CompletionSheet } from './CompletionSheet';

const meta = {
  title: '패턴/완료 시트 · CompletionSheet',
  component: CompletionSheet,
  tags: ['autodocs'],
  args: {
    trigger: <Button style={{ margin: 'var(--jb-space-4)' }}>완료 시트 열기</Button>,
    title: '후기가 삭제되었어요',
    message: '마이페이지로 이동할게요.',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '작업이 끝났음을 알리는 시트입니다. 가운데에 체크 표시, 제목, 한 줄 설명, 아래에 확인 버튼 하나가 있습니다. "후기가 삭제되었어요", "신고가 접수되었어요"처럼 ' +
          '사용자가 결과를 꼭 보고 넘어가야 할 때 씁니다(가벼운 결과는 토스트).\n\n- **처리 중**: "후기를 올리고 있어요"처럼 서버를 기다리는 동안에는 확인 버튼에 ' +
          '스피너가 돌고 시트를 닫을 수 없습니다.\n- **그림**: 기본 체크 표시 대신 다른 아이콘을 넣을 수 있습니다.\n- **포커스**: 손가락으로 열면 시트에 조용히 ' +
          '머물고, 키보드로 열면 확인 버튼에 포커스 링이 보입니다.',
      },
    },
  },
} satisfies Meta<typeof CompletionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (열림)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '완료 시트 열기' }));
    const sheet = await within(canvasElement).findByRole('dialog', { name: '후기가 삭제되었어요' });
    await expect(sheet).toHaveAccessibleDescription('마이페이지로 이동할게요.');
    // Opened by a tap: focus rests on the sheet, no ring on its button.
    await waitFor(() => expect(sheet).toHaveFocus());
  },
};

export const KeyboardConfirm: Story = {
  name: '키보드로 열고 확인으로 닫기',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '완료 시트 열기' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await within(canvasElement).findByRole('dialog', { name: '후기가 삭제되었어요' });
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '확인' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(trigger).toHaveFocus();
    // Open again for the picture: the sheet with its focused button.
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByRole('dialog', { name: '후기가 삭제되었어요' });
  },
};

export const CustomIcon: Story = {
  name: '다른 그림 (신고 접수)',
  args: {
    defaultOpen: true,
    icon: <AlertIcon size={32} />,
    title: '신고가 접수되었어요',
    message: undefined,
    confirmLabel: '후기로 돌아가기',
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog', {
      name: '신고가 접수되었어요',
    });
    await expect(within(sheet).getByRole('button', { name: '후기로 돌아가기' })).toBeVisible();
    await expect(sheet.querySelector('[data-slot="icon"] svg')).not.toBeNull();
  },
};

export const Submitting: Story = {
  name: '처리 중 (닫히지 않음)',
  args: { defaultOpen: true, loading: true, title: '후기를 올리고 있어요', message: undefined },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog', {
      name: '후기를 올리고 있어요',
    });
    await expect(within(sheet).getByRole('button', { name: /확인/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
