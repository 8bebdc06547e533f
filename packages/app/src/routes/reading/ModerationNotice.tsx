import { formatDate, type ReviewModeration } from '@jjinbbang/domain';
import { AlertIcon, Button } from '@jjinbbang/ui';
import { Suspense, useId, useState } from 'react';
import { lazyComponent } from '../../shell/lazy-route';
import type { AppealDialogProps } from './AppealDialog';

// Only an author whose review is blinded sees the notice: the dialog's code (Radix Dialog, the text area) loads
// with it rather than on every review page. Closed, the dialog draws nothing, so nothing moves when it arrives.
const Appeal = lazyComponent<AppealDialogProps>(() =>
  import('./AppealDialog').then((m) => ({ default: m.AppealDialog })),
);

export interface ModerationNoticeProps {
  /** The blind as the author is told it (reviewInfo.moderation). */
  moderation: ReviewModeration;
  /** Asks staff to look again; resolves once sent (rejects with the reason shown in the dialog). */
  onAppeal: (message: string) => Promise<void>;
  /** The failure's Korean text. */
  describeError: (error: unknown) => string;
}

/**
 * 임시조치 (정보통신망법 제44조의2) as the author sees their own review: hidden from everyone else until a date (or
 * until staff lift it), and a way to ask staff to look again, once per blind.
 */
export function ModerationNotice({ moderation, onAppeal, describeError }: ModerationNoticeProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);

  return (
    <section className="jb-reading-moderation" aria-labelledby={titleId}>
      <h2 id={titleId} className="jb-reading-moderation-title">
        <AlertIcon size={20} />
        {moderation.notice}
      </h2>
      <p className="jb-reading-moderation-text">
        {moderation.until
          ? `다른 학생들에게는 ${formatDate(moderation.until)}까지 보이지 않아요. 그동안 운영진이 신고 내용을 확인해요.`
          : '운영진이 확인한 뒤 임시 조치를 유지하기로 해서, 다른 학생들에게 보이지 않아요.'}
      </p>
      {moderation.appealedAt ? (
        <p className="jb-reading-moderation-text" role="status">
          {formatDate(moderation.appealedAt)}에 검토를 요청했어요. 운영진이 확인하면 메일로 알려 드릴게요.
        </p>
      ) : (
        <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
          검토 요청하기
        </Button>
      )}
      <Suspense fallback={null}>
        <Appeal open={open} onOpenChange={setOpen} onAppeal={onAppeal} describeError={describeError} />
      </Suspense>
    </section>
  );
}
