import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AlertDialog, Modal } from './Modal';

const meta = {
  title: 'Components/Overlays/Modal',
  component: Modal.Content,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '가운데에 뜨는 모달 (radix Dialog). 부분: `Modal.Root`(open · defaultOpen · onOpenChange), `Modal.Trigger`, ' +
          '`Modal.Content`(busy · closeOnOutsideClick · overlayProps · container), `Modal.Title`, `Modal.Description`, ' +
          '`Modal.Body`, `Modal.Actions`, `Modal.Close`(Button 속성). 포커스는 모달 안에 갇히고 Escape로 닫힙니다. ' +
          '`closeOnOutsideClick={false}`이면 바깥 클릭으로 닫히지 않고, `busy`(제출 중)이면 바깥 클릭과 Escape 모두 무시합니다. ' +
          '소비자의 `onInteractOutside`·`onEscapeKeyDown`이 먼저 실행됩니다. ' +
          '선택자: `[data-component="Modal"]`, `[data-slot="overlay|content|title|description|body|actions|close"]`, ' +
          '`[data-state="open|closed"]`, `[data-busy]`.',
      },
    },
  },
} satisfies Meta<typeof Modal.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  render: (args) => (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>모달 열기</Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Title>회원가입 완료!</Modal.Title>
        <Modal.Description>학교 인증을 하면 찐 후기를 무료로 볼 수 있어요.</Modal.Description>
        <Modal.Actions>
          <Modal.Close>확인</Modal.Close>
          <Modal.Close variant="primary">학교 인증하기</Modal.Close>
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '모달 열기' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: '회원가입 완료!' });
    await expect(dialog).toHaveAccessibleDescription('학교 인증을 하면 찐 후기를 무료로 볼 수 있어요.');
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await body(canvasElement).findByRole('button', { name: '확인' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OutsideClick: Story = {
  args: { closeOnOutsideClick: true },
  render: (args) => (
    <Modal.Root defaultOpen>
      <Modal.Content {...args}>
        <Modal.Title>바깥을 누르면 닫혀요</Modal.Title>
        <Modal.Description>어두운 배경을 눌러 보세요.</Modal.Description>
        <Modal.Actions>
          <Modal.Close>닫기</Modal.Close>
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async ({ canvasElement }) => {
    const overlay = await waitFor(() => {
      const el = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="overlay"]');
      if (!el) throw new Error('overlay missing');
      return el;
    });
    await userEvent.click(overlay);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OutsideClickDisabled: Story = {
  args: { closeOnOutsideClick: false },
  render: OutsideClick.render,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="overlay"]');
    if (!overlay) throw new Error('overlay missing');
    await userEvent.click(overlay);
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function BusyDemo({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal.Root defaultOpen>
      <Modal.Content busy={busy}>
        <Modal.Title>후기를 올릴까요?</Modal.Title>
        <Modal.Description>올린 뒤에도 마이페이지에서 수정할 수 있어요.</Modal.Description>
        <Modal.Actions>
          <Button
            loading={busy}
            onClick={() => {
              setBusy(true);
              onSubmit();
            }}
          >
            올리기
          </Button>
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  );
}

export const Busy: StoryObj<typeof BusyDemo> = {
  args: { onSubmit: fn() },
  render: (args) => <BusyDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '후기를 올릴까요?' });
    await userEvent.click(body(canvasElement).getByRole('button', { name: '올리기' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="overlay"]');
    if (!overlay) throw new Error('overlay missing');
    await userEvent.click(overlay);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

function AlertDemo({ onAction }: { onAction: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost">작성 그만두기</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content>
        <AlertDialog.Title>후기 작성을 그만둘까요?</AlertDialog.Title>
        <AlertDialog.Description>지금까지 쓴 내용은 임시 저장돼요.</AlertDialog.Description>
        <AlertDialog.Actions>
          <AlertDialog.Cancel />
          <AlertDialog.Action variant="danger" onClick={onAction}>
            그만두기
          </AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

export const Alert: StoryObj<typeof AlertDemo> = {
  args: { onAction: fn() },
  render: (args) => <AlertDemo {...args} />,
  parameters: {
    docs: {
      description: {
        story:
          '`AlertDialog`(radix AlertDialog): 바깥 클릭으로 닫히지 않고 처음 포커스는 `AlertDialog.Cancel`(기본 "취소")에 있습니다. ' +
          '`AlertDialog.Action`은 기본 "확인". 선택자: `[data-component="AlertDialog"]`, `[data-slot="cancel|action"]`.',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '작성 그만두기' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '후기 작성을 그만둘까요?' });
    const cancel = within(dialog).getByRole('button', { name: '취소' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    const action = within(dialog).getByRole('button', { name: '그만두기' });
    await expect(action).toHaveFocus();
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="overlay"]');
    if (!overlay) throw new Error('overlay missing');
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    action.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
