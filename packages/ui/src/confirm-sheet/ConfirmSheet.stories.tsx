import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmSheet } from './ConfirmSheet';

const meta = {
  title: '패턴/확인 시트 · ConfirmSheet',
  component: ConfirmSheet,
  tags: ['autodocs'],
  args: {
    trigger: (
      <Button variant="danger" style={{ margin: 'var(--jb-space-4)' }}>
        후기 삭제
      </Button>
    ),
    title: '후기를 삭제할까요?',
    description: '삭제한 후기는 되돌릴 수 없어요.',
    confirmLabel: '삭제하기',
    confirmVariant: 'danger',
    onConfirm: fn(),
    onBack: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '되돌리기 어려운 행동 전에 한 번 더 묻는 시트입니다. 화면 아래에서 올라오고, 질문과 설명 아래에 "돌아가기"와 하겠다는 버튼 두 개가 나란히 놓입니다. 삭제처럼 되돌릴 ' +
          '수 없는 행동이면 하겠다는 버튼이 빨강입니다.\n\n- **닫기**: 돌아가기, 아래로 100px 넘게 밀기, 어두운 배경 누르기, Esc. 닫히면 시트를 연 버튼으로 ' +
          '포커스가 돌아갑니다.\n- **포커스**: 손가락으로 열면 시트 자체에 조용히 머물고(테두리 없음), 키보드로 열면 첫 버튼에 포커스 링이 보입니다.\n- **처리 ' +
          '중**: 서버를 기다리는 동안 버튼에 스피너가 돌고 시트는 닫히지 않습니다.\n\n바탕 시트의 규칙은 BottomSheet 문서를 보세요.',
      },
    },
  },
} satisfies Meta<typeof ConfirmSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheetNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('dialog', { name });

export const Default: Story = {
  name: '기본 (손가락으로 열림)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '후기 삭제' }));
    const sheet = await sheetNamed(canvasElement, '후기를 삭제할까요?');
    await expect(sheet).toHaveAccessibleDescription('삭제한 후기는 되돌릴 수 없어요.');
    // Opened by a tap: focus rests on the sheet, no ring on its first button.
    await waitFor(() => expect(sheet).toHaveFocus());
    await expect(within(sheet).getByRole('button', { name: '돌아가기' })).not.toHaveFocus();
  },
};

export const Back: Story = {
  name: '돌아가기로 닫고 키보드로 다시 열기',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '후기 삭제' });
    await userEvent.click(trigger);
    const sheet = await sheetNamed(canvasElement, '후기를 삭제할까요?');
    await userEvent.click(within(sheet).getByRole('button', { name: '돌아가기' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(trigger).toHaveFocus();
    // From the keyboard the first button gets focus, with its ring.
    await userEvent.keyboard('{Enter}');
    const again = await sheetNamed(canvasElement, '후기를 삭제할까요?');
    await waitFor(() => expect(within(again).getByRole('button', { name: '돌아가기' })).toHaveFocus());
  },
};

export const Confirm: Story = {
  name: '삭제하기 (위험한 행동은 빨강)',
  args: { closeOnConfirm: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '후기 삭제' }));
    const sheet = await sheetNamed(canvasElement, '후기를 삭제할까요?');
    const confirm = within(sheet).getByRole('button', { name: '삭제하기' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmCloses: Story = {
  name: '삭제하기를 누르면 닫힘',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '후기 삭제' });
    await userEvent.click(trigger);
    const sheet = await sheetNamed(canvasElement, '후기를 삭제할까요?');
    await userEvent.click(within(sheet).getByRole('button', { name: '삭제하기' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // Reopened for the picture: the sheet as it looks again after a keyboard Enter.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await sheetNamed(canvasElement, '후기를 삭제할까요?');
  },
};

export const ReportQuestion: Story = {
  name: '신고하기 (주황 버튼, 설명 없음)',
  args: {
    trigger: <Button style={{ margin: 'var(--jb-space-4)' }}>신고하기</Button>,
    title: '이 후기를 신고할까요?',
    description: undefined,
    confirmLabel: '신고하기',
    confirmVariant: 'primary',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '신고하기' }));
    const sheet = await within(canvasElement).findByRole('dialog', {
      name: '이 후기를 신고할까요?',
    });
    await expect(within(sheet).getByRole('button', { name: '신고하기' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await expect(sheet).not.toHaveAttribute('aria-describedby');
  },
};

export const Loading: Story = {
  name: '처리 중 (닫히지 않음)',
  args: { defaultOpen: true, loading: true },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog', {
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
