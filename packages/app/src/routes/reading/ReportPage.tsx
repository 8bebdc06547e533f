import { REPORT_MAX_LENGTH, validateReportText } from '@jjinbbang/domain';
import { AppHeader, Button, ErrorState, ReportSheets, TextArea } from '@jjinbbang/ui';
import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { errorMessage } from '../../api/errors';
import { reportReview } from '../../api/reading';
import { useSession } from '../../session/useSession';
import { links, parseIdParam, reviewQuery } from '../routes';

import { detailAccess, VerificationGate } from './VerificationGate';
import './reading.css';

const REPORT_FAILED = '신고에 실패했어요. 잠시 후 다시 시도해 주세요.';

export default function ReportPage() {
  const params = useParams<{ reviewId: string }>();
  const reviewType = reviewQuery.parse(useSearch()).reviewType;
  const id = parseIdParam(params.reviewId);
  const [, navigate] = useLocation();
  const session = useSession();
  const access = detailAccess(session);
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const check = validateReportText(reason);
  const touched = reason.length > 0;

  // spec 000 §2: closing or confirming returns to the review — the page we came from when there is one.
  const returnToReview = () => {
    const state = window.history.state as { fromReview?: boolean } | null;
    if (state?.fromReview) window.history.back();
    else if (id !== null) navigate(links.review(id, reviewType), { replace: true });
    else navigate(links.home(), { replace: true });
  };

  return (
    <>
      <AppHeader title="신고하기" onBack={returnToReview} />
      {id === null ? (
        <ErrorState
          headingLevel={2}
          title="후기 정보를 불러올 수 없어요"
          hint="주소가 올바른지 확인해 주세요."
        />
      ) : (
        <form
          className="jb-reading-report"
          onSubmit={(event) => {
            event.preventDefault();
            if (check.ok) setOpen(true);
          }}
        >
          <p className="jb-reading-secondary">신고 사유를 자세히 적어 주시면 검토에 도움이 돼요.</p>
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
      )}
      {id !== null && (
        <ReportSheets
          open={open}
          onOpenChange={setOpen}
          onSubmit={() => reportReview(id, reason.trim()).then(() => undefined)}
          // api-contract §5: a second report of the same review is 409 with the server's message.
          formatError={(error) => errorMessage(error, REPORT_FAILED)}
          onDone={() => {
            setOpen(false);
            returnToReview();
          }}
        />
      )}
      <VerificationGate open={access === 'gated'} isAuthenticated={session.isAuthenticated} />
    </>
  );
}
