import { isReviewAuthor, withReviewSourceLiked } from '@jjinbbang/domain';
import { useToast } from '@jjinbbang/ui';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { canRetry, errorMessage, failureKind } from '../../api/errors';
import * as queries from '../../api/queries';
import { appealReview, deleteReview } from '../../api/reading';
import { forgetQuery, useQuery } from '../../api/swr';
import { useGoBack } from '../../hooks/useGoBack';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { useRecentReviewIds } from '../../hooks/useRecentReviews';
import { useSession } from '../../session/useSession';
import { links, parseIdParam, reviewQuery } from '..';
import type { DeleteReviewStep } from '../common/DeleteReviewSheets';
import { detailAccess, storedDetailAccess } from './detail-access';
import { useVerificationGateAhead } from './LazyVerificationGate';
import { ReviewDetailView } from './ReviewDetailView';
import { reviewDetailContent } from './review-detail-content';

/** `/building/review/{id}?reviewType=`: loads the review for verified readers; likes, deletes, remembers it. */
export default function ReviewDetailPage() {
  const params = useParams<{ reviewId: string }>();
  const { reviewType } = reviewQuery.parse(useSearch());
  const id = parseIdParam(params.reviewId);
  const [, navigate] = useLocation();
  const session = useSession();
  useVerificationGateAhead();
  const access = detailAccess(session);
  const goBack = useGoBack();
  const toast = useToast();
  const recent = useRecentReviewIds();
  const [deleteStep, setDeleteStep] = useState<DeleteReviewStep>('idle');

  // api-contract §4: the detail needs a verified user, so nobody else triggers the call (while the session is
  // confirmed, the status stored last visit stands in, as in the boot script).
  const [expected] = useState(storedDetailAccess);
  const mayRead = access === 'allowed' || (access === 'checking' && expected);
  const query = mayRead && id ? queries.review(id, reviewType) : null;
  const review = useQuery(query);
  // spec 000 §4: on review detail the like is applied after the server agrees; a failure changes nothing.
  const likes = useLikeToggle({
    apply: (_, liked) =>
      review.mutate((current) => current && withReviewSourceLiked(current, liked), { revalidate: false }),
  });

  const loadedId = review.data && access === 'allowed' ? id : null;
  const addRecent = recent.add;
  useEffect(() => {
    // spec 000 §4: a review that was read joins the recently viewed list (at most 5).
    if (loadedId !== null) addRecent(loadedId);
  }, [loadedId, addRecent]);

  const content = review.data ? reviewDetailContent(review.data) : undefined;
  const state =
    access === 'gated'
      ? 'gated'
      : access === 'checking' && !mayRead
        ? 'checking'
        : id === null
          ? 'invalid'
          : content
            ? 'ready'
            : review.error
              ? // A refusal before the session is confirmed is the session's to explain (the sheet), not an error.
                access === 'checking'
                ? 'checking'
                : failureKind(review.error) === 'gone'
                  ? 'gone'
                  : 'error'
              : 'loading';

  const confirmDelete = async () => {
    if (id === null) return;
    setDeleteStep('deleting');
    try {
      await deleteReview(id);
      recent.remove(id);
      setDeleteStep('done');
    } catch (error) {
      // spec 001: a failed deletion is only logged; the review stays as it was.
      console.error('후기 삭제 실패', error);
      setDeleteStep('idle');
    }
  };

  return (
    <ReviewDetailView
      state={state}
      isAuthenticated={session.isAuthenticated}
      content={content}
      isAuthor={isReviewAuthor(session.user?.id ?? null, content?.authorId ?? null)}
      errorText={review.error ? errorMessage(review.error, '잠시 후 다시 시도해 주세요.') : null}
      onRetry={review.error && !canRetry(review.error) ? undefined : () => void review.mutate()}
      onBack={goBack}
      onLikeChange={(liked) => (content ? likes.toggle(content.entry, liked) : Promise.resolve())}
      deleteStep={deleteStep}
      onDeleteStepChange={setDeleteStep}
      onConfirmDelete={() => void confirmDelete()}
      onAppeal={async (message) => {
        if (id === null) return;
        await appealReview(id, message);
        await review.mutate();
        toast.show({ message: '검토를 요청했어요. 운영진이 확인하면 알려 드릴게요.', tone: 'positive' });
      }}
      describeError={(error) => errorMessage(error, '검토를 요청하지 못했어요. 잠시 후 다시 시도해 주세요.')}
      onDeleted={() => {
        navigate(links.myPage(), { replace: true });
        // The cached detail of a deleted review must not come back within its 5-minute cache.
        if (query) void forgetQuery(query);
      }}
    />
  );
}
