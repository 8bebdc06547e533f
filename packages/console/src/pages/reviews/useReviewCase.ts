import { REVIEW_ACTION_LABELS } from '@jjinbbang/domain';
import { useToast } from '@jjinbbang/ui';
import { useState } from 'react';
import { actOnReview, maskReview, restoreReview, unmaskReview } from '../../api/actions';
import { errorMessage } from '../../api/errors';
import { queries } from '../../api/queries';
import { useQuery } from '../../api/swr';
import { auditQuery } from '../../routes/paths';
import { useSignedIn } from '../../session/context';
import { loadState } from '../../shell/load-state';
import type { ReviewCaseViewProps } from './ReviewCaseView';

const DONE: Record<string, string> = {
  dismiss: '신고를 기각했어요. 신고한 학생들은 다시 신고할 수 있어요.',
  blind: '임시 조치했어요. 작성자에게 알렸어요.',
  unblind: '임시조치를 해제했어요. 다시 공개돼요.',
  uphold: '임시조치를 유지해요.',
  delete: '후기를 삭제했어요. 작성자에게 알렸어요.',
  restore: '삭제를 취소했어요. 다시 공개돼요.',
  clear_flags: '금칙어를 확인했어요.',
};

/** Everything ReviewCaseView needs for review `id` (container hook: the read, the decisions, their toasts). */
export function useReviewCase(id: number | null): ReviewCaseViewProps {
  const session = useSignedIn();
  const toast = useToast();
  const review = useQuery(id ? queries.review(id) : null);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (key: string, action: (version: number) => Promise<unknown>, done: string) => {
    const version = review.data?.version;
    if (id === null || version === undefined) return;
    setPending(key);
    setError(null);
    try {
      await action(version);
      toast.show({ message: done, tone: 'positive' });
    } catch (failure) {
      setError(errorMessage(failure));
      await review.mutate();
    } finally {
      setPending(null);
    }
  };

  return {
    review: loadState(review),
    role: session.staff.role,
    pending,
    error,
    auditHref: auditQuery.href({ targetType: 'review', targetId: id ? String(id) : undefined }),
    onDecide: (decision, reason) =>
      run(
        decision,
        (version) =>
          decision === 'restore'
            ? restoreReview(id as number, { version, ...(reason ? { reason } : {}) })
            : actOnReview(id as number, { action: decision, version, ...(reason ? { reason } : {}) }),
        DONE[decision] ?? `${REVIEW_ACTION_LABELS[decision]}했어요.`,
      ),
    onMask: ({ start, end, reason, note }) =>
      run(
        'mask',
        (version) => maskReview(id as number, { version, start, end, reason, ...(note ? { note } : {}) }),
        '고른 부분을 가렸어요.',
      ),
    onUnmask: (maskId) =>
      run(`unmask-${maskId}`, (version) => unmaskReview(id as number, maskId, version), '가림을 풀었어요.'),
  };
}
