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
      <Button onClick={() => setOpen(true)}>신고 접수</Button>
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
  title: 'Components/Sheets/ReportSheets',
  component: ReportSheets,
  tags: ['autodocs'],
  args: { open: false, onSubmit: fn(async () => {}), onDone: fn(), onOpenChange: fn() },
  render: (args) => <ReportDemo {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          '후기 신고의 확인 흐름(ConfirmSheet · CompletionSheet 위에 구성). 1) "이 후기를 신고할까요?" [취소/확인] → ' +
          '2) "정말 신고하시겠어요?" [뒤로/신고하기] → 3) "신고가 접수되었어요" [확인]. ' +
          '`open`/`onOpenChange`(신고 전에 닫으면 false), `onSubmit`(Promise; 처리 중에는 버튼이 바쁨 상태이고 시트가 닫히지 않음, ' +
          '실패하면 2단계에 남아 `formatError` 또는 기본 실패 문구를 `role="alert"`로 보여 줌), `onDone`(완료 시트를 확인하거나 닫으면 한 번 — 후기로 돌아가기), ' +
          '`initialStep`(confirm · reconfirm), `labels`로 모든 문구를 바꿉니다. ' +
          '선택자: `.jb-ReportSheets-confirm`, `.jb-ReportSheets-reconfirm`, `.jb-ReportSheets-done` 시트와 `[data-slot="error"]`.',
      },
    },
  },
} satisfies Meta<typeof ReportSheets>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const FullFlow: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '신고 접수' }));
    const first = await body(canvasElement).findByRole('dialog', { name: '이 후기를 신고할까요?' });
    await userEvent.click(within(first).getByRole('button', { name: '확인' }));
    const second = await body(canvasElement).findByRole('dialog', { name: '정말 신고하시겠어요?' });
    await expect(within(second).getByRole('button', { name: '뒤로' })).toBeEnabled();
    await userEvent.click(within(second).getByRole('button', { name: '신고하기' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const done = await body(canvasElement).findByRole('dialog', { name: '신고가 접수되었어요' });
    await userEvent.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const BackToQuestion: Story = {
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
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '신고 접수' }));
    const first = await body(canvasElement).findByRole('dialog', { name: '이 후기를 신고할까요?' });
    await userEvent.click(within(first).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
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
