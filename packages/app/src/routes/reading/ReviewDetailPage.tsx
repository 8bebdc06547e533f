import { isReviewAuthor, withReviewSourceLiked } from '@jjinbbang/domain';
import { useRecentlyViewed } from '@jjinbbang/hooks';
import { useToast } from '@jjinbbang/ui';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { canRetry, errorMessage, failureKind } from '../../api/errors';
import { appealReview, deleteReview, getReviewDetail } from '../../api/reading';
import { useSWR, useSWRConfig } from '../../api/swr';
import { useGoBack } from '../../hooks/useGoBack';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { useSession } from '../../session/useSession';
import type { DeleteReviewStep } from '../common/DeleteReviewSheets';
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX } from '../recently-viewed';
import { links, parseIdParam, reviewQuery } from '../routes';
import { ReviewDetailView } from './ReviewDetailView';
import { reviewDetailContent } from './review-detail-content';
import { detailAccess, storedDetailAccess } from './VerificationGate';

/** spec 000 §9: the review detail is cached for 5 minutes. */
const REVIEW_DETAIL_CACHE_MS = 300_000;

/** `/building/review/{id}?reviewType=`: loads the review for verified readers; likes, deletes, remembers it. */
export default function ReviewDetailPage() {
  const params = useParams<{ reviewId: string }>();
  const { reviewType } = reviewQuery.parse(useSearch());
  const id = parseIdParam(params.reviewId);
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const session = useSession();
  const access = detailAccess(session);
  const goBack = useGoBack();
  const toast = useToast();
  const recent = useRecentlyViewed<number>(RECENTLY_VIEWED_MAX, { namespace: '', key: RECENTLY_VIEWED_KEY });
  const [deleteStep, setDeleteStep] = useState<DeleteReviewStep>('idle');

  // api-contract §4: the detail needs a verified user, so nobody else triggers the call (while the session is
  // confirmed, the status stored last visit stands in, as in the boot script). The cache keeps the wire shape: the
  // edit flow reads the same key.
  const [expected] = useState(storedDetailAccess);
  const mayRead = access === 'allowed' || (access === 'checking' && expected);
  const key = mayRead && id ? (['review', id, reviewType] as const) : null;
  const review = useSWR(key, ([, reviewId, kind]) => getReviewDetail(reviewId, kind), {
    dedupingInterval: REVIEW_DETAIL_CACHE_MS,
    onError: (error) => console.error('후기 상세 조회 실패', error),
  });
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
      likePending={content ? likes.isPending(content.entry.key) : false}
      onLikeChange={(liked) => content && void likes.toggle(content.entry, liked)}
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
        if (key) void mutate(key, undefined, { revalidate: false });
      }}
    />
  );
}
