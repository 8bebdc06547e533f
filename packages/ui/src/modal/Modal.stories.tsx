import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AlertDialog, Modal, type ModalContentProps } from './Modal';

const meta = {
  title: '컴포넌트/시트와 대화상자/모달 · Modal',
  component: Modal.Content,
  subcomponents: {
    'Modal.Close': Modal.Close,
    'AlertDialog.Content': AlertDialog.Content,
  },
  tags: ['autodocs'],
  args: { busy: false, closeOnOutsideClick: true },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '화면 가운데에 뜨는 대화상자입니다. 회원가입 완료 안내처럼 꼭 읽고 넘어가야 할 짧은 내용과 버튼 한두 개를 보여 줍니다. ' +
          '뒤 화면은 어둡게 덮이고, 열려 있는 동안 Tab은 대화상자 안에서만 돕니다.\n\n' +
          '- **닫기**: 버튼, Esc, 어두운 배경 누르기(배경으로는 닫히지 않게 할 수 있음). 닫히면 연 버튼으로 포커스가 돌아갑니다.\n' +
          '- **보내는 중**: 버튼에 스피너가 돌고 배경·Esc로 닫히지 않습니다.\n' +
          '- **경고 대화상자 (AlertDialog)**: "후기 작성을 그만둘까요?"처럼 꼭 답해야 하는 질문. 배경을 눌러도 닫히지 않고, ' +
          'Tab을 누르면 먼저 "취소"로 갑니다.\n' +
          '- **포커스**: 손가락으로 열면 대화상자 자체에 조용히 머물고, 키보드로 열면 첫 버튼에 포커스 링이 보입니다.\n\n' +
          '화면 아래에서 올라오는 질문은 ConfirmSheet를 씁니다. 모바일에서는 시트가 기본이고, 대화상자는 드물게 씁니다.',
      },
    },
  },
} satisfies Meta<typeof Modal.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialogs render into the story's portal container, inside the canvas.
const dialogNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('dialog', { name });
/** Closed: the dialog and its fading backdrop are both gone. */
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => {
    expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    expect(canvasElement.querySelector('[data-slot="overlay"]')).toBeNull();
  });

function Welcome(args: ModalContentProps) {
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button style={{ margin: 'var(--jb-space-4)' }}>모달 열기</Button>
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
  );
}

export const Default: Story = {
  name: '기본 (손가락으로 열림)',
  render: (args) => <Welcome {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '모달 열기' }));
    const dialog = await dialogNamed(canvasElement, '회원가입 완료!');
    await expect(dialog).toHaveAccessibleDescription('학교 인증을 하면 찐 후기를 무료로 볼 수 있어요.');
    // Opened by a tap: focus rests on the dialog, no ring on its first button.
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

export const EscapeAndKeyboard: Story = {
  name: 'Esc로 닫고 키보드로 다시 열기',
  render: (args) => <Welcome {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '모달 열기' });
    await userEvent.click(trigger);
    await dialogNamed(canvasElement, '회원가입 완료!');
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogNamed(canvasElement, '회원가입 완료!');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '확인' })).toHaveFocus());
  },
};

export const CloseButton: Story = {
  name: '버튼으로 닫기',
  render: (args) => <Welcome {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '모달 열기' });
    await userEvent.click(trigger);
    const dialog = await dialogNamed(canvasElement, '회원가입 완료!');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await dialogNamed(canvasElement, '회원가입 완료!');
  },
};

function OutsideDemo(args: ModalContentProps) {
  return (
    <Modal.Root defaultOpen>
      <Modal.Trigger asChild>
        <Button style={{ margin: 'var(--jb-space-4)' }}>다시 열기</Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Title>{args.closeOnOutsideClick ? '바깥을 누르면 닫혀요' : '버튼으로만 닫혀요'}</Modal.Title>
        <Modal.Description>어두운 배경을 눌러 보세요.</Modal.Description>
        <Modal.Actions>
          <Modal.Close>닫기</Modal.Close>
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  );
}

const overlayOf = (canvasElement: HTMLElement) => {
  const overlay = canvasElement.querySelector<HTMLElement>('[data-slot="overlay"]');
  if (!overlay) throw new Error('overlay missing');
  return overlay;
};

export const OutsideClick: Story = {
  name: '어두운 배경을 누르면 닫힘',
  args: { closeOnOutsideClick: true },
  render: (args) => <OutsideDemo {...args} />,
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, '바깥을 누르면 닫혀요');
    await userEvent.click(overlayOf(canvasElement));
    await closed(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '다시 열기' }));
    await dialogNamed(canvasElement, '바깥을 누르면 닫혀요');
  },
};

export const OutsideClickDisabled: Story = {
  name: '어두운 배경을 눌러도 닫히지 않음',
  args: { closeOnOutsideClick: false },
  render: (args) => <OutsideDemo {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '버튼으로만 닫혀요');
    await userEvent.click(overlayOf(canvasElement));
    await expect(dialog).toBeInTheDocument();
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
  name: '보내는 중 (닫히지 않음)',
  args: { onSubmit: fn() },
  render: (args) => <BusyDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '후기를 올릴까요?');
    await userEvent.click(within(dialog).getByRole('button', { name: '올리기' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(overlayOf(canvasElement));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

function AlertDemo({ onAction }: { onAction: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" style={{ margin: 'var(--jb-space-4)' }}>
          작성 그만두기
        </Button>
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
  name: '경고 대화상자 (배경으로 닫히지 않음)',
  args: { onAction: fn() },
  render: (args) => <AlertDemo {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '작성 그만두기' }));
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: '후기 작성을 그만둘까요?' });
    await waitFor(() => expect(dialog).toHaveFocus());
    // The first Tab lands on the safe answer.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '그만두기' })).toHaveFocus();
    await userEvent.click(overlayOf(canvasElement), { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
  },
};

export const AlertAnswered: StoryObj<typeof AlertDemo> = {
  name: '경고 대화상자: 그만두기로 답함',
  args: { onAction: fn() },
  render: (args) => <AlertDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '작성 그만두기' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: '후기 작성을 그만둘까요?' });
    // From the keyboard, focus starts on the safe answer.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(within(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(canvasElement.querySelector('[data-slot="overlay"]')).toBeNull();
    });
    await userEvent.click(trigger);
    await within(canvasElement).findByRole('alertdialog', { name: '후기 작성을 그만둘까요?' });
  },
};
