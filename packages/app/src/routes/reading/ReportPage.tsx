import { useLocation, useParams, useSearch } from 'wouter';
import { errorMessage } from '../../api/errors';
import * as queries from '../../api/queries';
import { reportReview } from '../../api/reading';
import { mutate } from '../../api/swr';
import { useSession } from '../../session/useSession';
import { links, parseIdParam, reviewQuery } from '..';
import { detailAccess } from './detail-access';
import { useVerificationGateAhead } from './LazyVerificationGate';
import { ReportView } from './ReportView';

const REPORT_FAILED = '신고에 실패했어요. 잠시 후 다시 시도해 주세요.';

/** `/building/review/{id}/report?reviewType=`: sends the report text (decisions.md) and returns to the review. */
export default function ReportPage() {
  const params = useParams<{ reviewId: string }>();
  const { reviewType } = reviewQuery.parse(useSearch());
  const id = parseIdParam(params.reviewId);
  const [, navigate] = useLocation();
  const session = useSession();
  useVerificationGateAhead();

  // spec 000 §2: closing or confirming returns to the review — the page we came from when there is one.
  const returnToReview = () => {
    const state = window.history.state as { fromReview?: boolean } | null;
    if (state?.fromReview) window.history.back();
    else if (id !== null) navigate(links.review(id, reviewType), { replace: true });
    else navigate(links.home(), { replace: true });
  };

  return (
    <ReportView
      valid={id !== null}
      gated={detailAccess(session) === 'gated'}
      isAuthenticated={session.isAuthenticated}
      onSubmit={async (reason) => {
        if (id === null) return;
        try {
          await reportReview(id, reason);
        } finally {
          // reported now (or already): the review page asks again, and shows 이미 신고한 후기예요 in place of 신고하기
          void mutate(queries.review(id, reviewType).key);
        }
      }}
      // api-contract §5: a second report of the same review is 409 with the server's message.
      formatError={(error) => errorMessage(error, REPORT_FAILED)}
      onReturn={returnToReview}
    />
  );
}
