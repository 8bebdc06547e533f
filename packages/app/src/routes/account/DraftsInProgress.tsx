import { formatLastUsed } from '@jjinbbang/domain';
import { Button, PencilIcon } from '@jjinbbang/ui';
import { Suspense, useId, useState } from 'react';
import { Link } from 'wouter';
import { lazyComponent } from '../../shell/lazy-route';
import type { DraftInProgress } from '../writing/drafts';
import type { DiscardDraftDialogProps } from './DiscardDraftDialog';

// Only a student with a draft in progress sees the drafts, and can ask to discard one: my page without drafts does
// not load the dialog's code (Radix Dialog). With drafts it loads as they show; closed, it draws nothing.
const DiscardDialog = lazyComponent<DiscardDraftDialogProps>(() =>
  import('./DiscardDraftDialog').then((m) => ({ default: m.DiscardDraftDialog })),
);

const TITLES = { create: '작성 중인 후기가 있어요', edit: '수정 중인 후기가 있어요' } as const;

/** "찐빵하우스 · 4/14단계 · 3시간 전 저장". */
export function draftDetail(draft: DraftInProgress, now: number): string {
  const saved = formatLastUsed(new Date(draft.savedAt).toISOString(), now);
  return [
    draft.place,
    draft.progress ? `${draft.progress.step}/${draft.progress.total}단계` : '',
    `${saved} 저장`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The review drafts this browser keeps for the student (spec 001 §3.1: 24 hours): each says what it is about and
 * when it was saved, goes back to where the wizard left off, and can be discarded after a confirmation.
 */
export function DraftsInProgress({
  drafts,
  now,
  onDiscard,
}: {
  drafts: readonly DraftInProgress[];
  now: number;
  onDiscard: (draft: DraftInProgress) => Promise<void> | void;
}) {
  const [confirming, setConfirming] = useState<DraftInProgress | null>(null);
  if (drafts.length === 0 && !confirming) return null;
  return (
    <div className="jb-app-section jb-account-drafts">
      {drafts.map((draft) => (
        <DraftCard key={draft.key} draft={draft} now={now} onDiscard={() => setConfirming(draft)} />
      ))}
      <Suspense fallback={null}>
        <DiscardDialog
          draft={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={(draft) => {
            void onDiscard(draft);
            setConfirming(null);
          }}
        />
      </Suspense>
    </div>
  );
}

function DraftCard({
  draft,
  now,
  onDiscard,
}: {
  draft: DraftInProgress;
  now: number;
  onDiscard: () => void;
}) {
  const titleId = useId();
  const detailId = useId();
  return (
    <section className="jb-account-draft" aria-labelledby={titleId} aria-describedby={detailId}>
      <span className="jb-account-draft-icon" aria-hidden="true">
        <PencilIcon size={20} />
      </span>
      <div className="jb-account-draft-text">
        <h2 id={titleId} className="jb-account-draft-title">
          {TITLES[draft.mode]}
        </h2>
        <p id={detailId} className="jb-account-draft-detail">
          {draftDetail(draft, now)}
        </p>
      </div>
      <div className="jb-account-draft-actions">
        <Button variant="ghost" onClick={onDiscard} aria-describedby={`${titleId} ${detailId}`}>
          삭제
        </Button>
        <Button asChild>
          <Link href={draft.href} aria-describedby={detailId}>
            {draft.mode === 'edit' ? '이어서 수정하기' : '이어서 작성하기'}
          </Link>
        </Button>
      </div>
    </section>
  );
}
