import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ReportSheets, type ReportSheetsProps } from './ReportSheets';

type DemoProps = Pick<ReportSheetsProps, 'onSubmit' | 'onDone' | 'onOpenChange' | 'labels' | 'initialStep'>;

function ReportDemo({ onSubmit, onDone, onOpenChange, labels, initialStep }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button style={{ margin: 'var(--jb-space-4)' }} onClick={() => setOpen(true)}>
        신고 접수
      </Button>
      <ReportSheets
        open={open}
        labels={labels}
        initialStep={initialStep}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        onSubmit={onSubmit}
        onDone={() => {
          onDone();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: '패턴/신고 시트 · ReportSheets',
  component: ReportSheets,
  tags: ['autodocs'],
  args: { open: false, onSubmit: fn(async () => {}), onDone: fn(), onOpenChange: fn() },
  render: (args) => <ReportDemo {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '후기를 신고하는 세 단계의 시트입니다. 실수로 신고하지 않도록 두 번 묻고, 보내면 접수되었다고 알립니다.\n\n1. "이 후기를 신고할까요?" — 취소 / 확인\n2. ' +
          '"정말 신고하시겠어요?" — 뒤로 / 신고하기 (보내는 동안 스피너, 시트는 닫히지 않음)\n3. "신고가 접수되었어요" — 확인을 누르면 후기로 돌아갑니다.\n\n보내지 ' +
          '못하면 두 번째 단계에 머물며 "신고에 실패했어요. 잠시 후 다시 시도해 주세요."를 빨갛게 알립니다(화면낭독기도 바로 읽음). 질문 시트와 완료 시트의 모양은 ' +
          'ConfirmSheet, CompletionSheet 문서를 보세요.',
      },
    },
  },
} satisfies Meta<typeof ReportSheets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheets render into the story's portal container, inside the canvas. */
const body = (canvasElement: HTMLElement) => within(canvasElement);

export const FullFlow: Story = {
  name: '끝까지: 신고가 접수됨',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '신고 접수' }));
    const first = await body(canvasElement).findByRole('dialog', { name: '이 후기를 신고할까요?' });
    await userEvent.click(within(first).getByRole('button', { name: '확인' }));
    const second = await body(canvasElement).findByRole('dialog', { name: '정말 신고하시겠어요?' });
    await expect(within(second).getByRole('button', { name: '뒤로' })).toBeEnabled();
    await userEvent.click(within(second).getByRole('button', { name: '신고하기' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await body(canvasElement).findByRole('dialog', { name: '신고가 접수되었어요' });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Done: Story = {
  name: '접수 확인 뒤 다시 신고하기',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '신고 접수' });
    await userEvent.click(trigger);
    const first = await body(canvasElement).findByRole('dialog', { name: '이 후기를 신고할까요?' });
    await userEvent.click(within(first).getByRole('button', { name: '확인' }));
    const second = await body(canvasElement).findByRole('dialog', { name: '정말 신고하시겠어요?' });
    await userEvent.click(within(second).getByRole('button', { name: '신고하기' }));
    const done = await body(canvasElement).findByRole('dialog', { name: '신고가 접수되었어요' });
    await userEvent.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // A new report starts again at the first question.
    await userEvent.click(trigger);
    await body(canvasElement).findByRole('dialog', { name: '이 후기를 신고할까요?' });
  },
};

export const BackToQuestion: Story = {
  name: '두 번째 질문에서 뒤로',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '신고 접수' }));
    const first = await body(canvasElement).findByRole('dialog', { name: '이 후기를 신고할까요?' });
    await userEvent.click(within(first).getByRole('button', { name: '확인' }));
    const second = await body(canvasElement).findByRole('dialog', { name: '정말 신고하시겠어요?' });
    await userEvent.click(within(second).getByRole('button', { name: '뒤로' }));
    await body(canvasElement).findByRole('dialog', { name: '이 후기를 신고할까요?' });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  name: '취소 뒤 다시 열기',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '신고 접수' });
    await userEvent.click(trigger);
    const first = await body(canvasElement).findByRole('dialog', { name: '이 후기를 신고할까요?' });
    await userEvent.click(within(first).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await body(canvasElement).findByRole('dialog', { name: '이 후기를 신고할까요?' });
  },
};

export const Submitting: Story = {
  name: '보내는 중 (닫히지 않음)',
  args: { initialStep: 'reconfirm', onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '신고 접수' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '정말 신고하시겠어요?' });
    await userEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    const report = within(sheet).getByRole('button', { name: /신고하기/ });
    await waitFor(() => expect(report).toHaveAttribute('aria-busy', 'true'));
    await expect(within(sheet).getByRole('button', { name: '뒤로' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Failure: Story = {
  name: '보내지 못함 (오류 안내)',
  args: {
    initialStep: 'reconfirm',
    onSubmit: fn(async () => {
      throw new Error('409');
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '신고 접수' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '정말 신고하시겠어요?' });
    await userEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      '신고에 실패했어요. 잠시 후 다시 시도해 주세요.',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(within(sheet).getByRole('button', { name: '신고하기' })).toBeEnabled();
  },
};
