import { REPORT_MAX_LENGTH, validateReportText } from '@jjinbbang/domain';
import { AppHeader, Button, ReportSheets, TextArea } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenFrame, textStyle } from './ScreenFrame';

interface ReportScreenProps {
  onBack: () => void;
  /** Sends the report text (POST /api/v1/review/{id}/report). */
  onSubmit: (reason: string) => Promise<void>;
  /** Back to the review (spec 000 §2: closing or confirming returns to it). */
  onReturn: () => void;
}

function ReportScreen({ onBack, onSubmit, onReturn }: ReportScreenProps) {
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const valid = validateReportText(reason).ok;
  return (
    <ScreenFrame>
      <AppHeader title="신고하기" onBack={onBack} />
      <main
        style={{
          display: 'grid',
          gap: 'var(--jb-space-5)',
          padding: 'var(--jb-space-6) var(--jb-space-page)',
        }}
      >
        <p style={textStyle.secondary}>신고 사유를 자세히 적어 주시면 검토에 도움이 돼요.</p>
        <TextArea
          label="신고 사유"
          value={reason}
          onValueChange={setReason}
          maxLength={REPORT_MAX_LENGTH}
          placeholder="예) 사실과 다른 내용이 있어요"
          style={{ minHeight: 150 }}
        />
        <Button size="lg" fullWidth disabled={!valid} onClick={() => setOpen(true)}>
          확인
        </Button>
      </main>
      <ReportSheets
        open={open}
        onOpenChange={setOpen}
        onSubmit={() => onSubmit(reason.trim())}
        onDone={() => {
          setOpen(false);
          onReturn();
        }}
      />
    </ScreenFrame>
  );
}

const meta = {
  title: 'Screens/Report',
  component: ReportScreen,
  tags: ['autodocs'],
  args: { onBack: fn(), onSubmit: fn(async () => {}), onReturn: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '후기 신고(/building/review/{id}/report) 구성: 글자 수가 보이는 입력란(최대 1000자, 공백만이면 확인 비활성), 확인 → ' +
          '"정말 신고하시겠어요?" → "신고가 접수되었어요" 시트(ReportSheets), 완료하면 후기로 돌아갑니다.',
      },
    },
  },
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const confirm = canvas.getByRole('button', { name: '확인' });
    await expect(confirm).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: '신고 사유' });
    await userEvent.type(field, '   ');
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, '광고성 후기예요');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    const first = await body.findByRole('dialog', { name: '이 후기를 신고할까요?' });
    await userEvent.click(within(first).getByRole('button', { name: '확인' }));
    const second = await body.findByRole('dialog', { name: '정말 신고하시겠어요?' });
    await userEvent.click(within(second).getByRole('button', { name: '신고하기' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('광고성 후기예요');
    const done = await body.findByRole('dialog', { name: '신고가 접수되었어요' });
    await userEvent.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(args.onReturn).toHaveBeenCalledTimes(1));
  },
};
