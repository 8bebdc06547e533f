import { REPORT_MAX_LENGTH, validateReportText } from '@jjinbbang/domain';
import { AppHeader, Button, ErrorState, type ReportSheetsProps, TextArea } from '@jjinbbang/ui';
import { Suspense, useState } from 'react';
import { useAfterLargestPaint } from '../../shell/largest-paint';
import { lazyComponent } from '../../shell/lazy-route';
import { LazyVerificationGate } from './LazyVerificationGate';
import './lists.css';

/** The confirm and completion sheets open only after the form is filled: not part of the page's first paint. */
const ReportSheets = lazyComponent<ReportSheetsProps>(() =>
  import('@jjinbbang/ui/report-sheets').then((m) => ({ default: m.ReportSheets })),
);

export interface ReportViewProps {
  /** False when the address names no review. */
  valid: boolean;
  gated: boolean;
  isAuthenticated: boolean;
  /** Sends the report; a rejection's text shows on the confirm sheet (api-contract §5: 409 for a repeat). */
  onSubmit: (reason: string) => Promise<void>;
  formatError: (error: unknown) => string;
  /** Back to the review (the header's back, and after the completion sheet). */
  onReturn: () => void;
  /** Starts with this text (stories show a filled form). */
  initialReason?: string;
  /** Starts with the confirm sheet open (stories). */
  initialOpen?: boolean;
}

/** `/building/review/{id}/report`: the reason, then the two-step confirm and the completion sheet. */
export function ReportView({
  valid,
  gated,
  isAuthenticated,
  onSubmit,
  formatError,
  onReturn,
  initialReason = '',
  initialOpen = false,
}: ReportViewProps) {
  const [reason, setReason] = useState(initialReason);
  const [open, setOpen] = useState(initialOpen);
  // The sheets' code loads once the largest paint has settled, or as they first open; then they stay mounted, so
  // that they close with their animation.
  const [opened, setOpened] = useState(initialOpen);
  if (open && !opened) setOpened(true);
  const sheets = useAfterLargestPaint() || opened;
  const check = validateReportText(reason);
  const touched = reason.length > 0;
  return (
    <>
      <AppHeader title="신고하기" onBack={onReturn} />
      {valid ? (
        <form
          className="jb-reading-report"
          onSubmit={(event) => {
            event.preventDefault();
            if (check.ok) setOpen(true);
          }}
        >
          <p className="jb-reading-report-hint">신고 사유를 자세히 적어 주시면 검토에 도움이 돼요.</p>
          <TextArea
            label="신고 사유"
            className="jb-reading-report-field"
            value={reason}
            onValueChange={setReason}
            maxLength={REPORT_MAX_LENGTH}
            placeholder="예) 사실과 다른 내용이 있어요"
            errorText={touched && !check.ok ? check.message : undefined}
          />
          {/* spec 000 §5: confirm is disabled unless the text is non-empty after trimming and ≤ 1000 characters. */}
          <Button type="submit" size="lg" fullWidth disabled={!check.ok}>
            확인
          </Button>
        </form>
      ) : (
        <ErrorState
          headingLevel={2}
          title="후기 정보를 불러올 수 없어요"
          hint="주소가 올바른지 확인해 주세요."
        />
      )}
      {valid && sheets && (
        <Suspense fallback={null}>
          <ReportSheets
            open={open}
            onOpenChange={setOpen}
            onSubmit={() => onSubmit(reason.trim())}
            formatError={formatError}
            onDone={() => {
              setOpen(false);
              onReturn();
            }}
          />
        </Suspense>
      )}
      <LazyVerificationGate open={gated} isAuthenticated={isAuthenticated} onBack={onReturn} />
    </>
  );
}
