import { canWriteReview, type ListEntry, type VerificationStatus } from '@jjinbbang/domain';
import {
  AppHeader,
  Button,
  EmptyState,
  ErrorState,
  ListSkeleton,
  PencilIcon,
  SettingsRow,
  StatusBadge,
  UserIcon,
} from '@jjinbbang/ui';
import { type ReactNode, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { PagedListState } from '../../hooks/usePagedList';
import { lazyComponent } from '../../shell/lazy-route';
import { links, wizardLinks } from '..';
import { EntryList } from '../common/EntryList';
import { type LoginControls, LoginPrompt } from '../common/LoginPrompt';
import type { DraftInProgress } from '../writing/drafts';
import { DraftsInProgress } from './DraftsInProgress';
import { RejectionNotice } from './RejectionNotice';
import { PageLoading } from './shared';
import type { AccountViewer } from './viewer';
import type { WriteRefusalDialogProps } from './WriteRefusalDialog';
import './account.css';

// Only a student who may not write yet can be refused: a verified student's page does not load the dialog's code
// (Radix Dialog). For the others it loads as the page shows; closed, it draws nothing.
const WriteRefusal = lazyComponent<WriteRefusalDialogProps>(() =>
  import('./WriteRefusalDialog').then((m) => ({ default: m.WriteRefusalDialog })),
);

export interface MyPageViewProps {
  viewer: AccountViewer;
  login: LoginControls;
  reviews: PagedListState<ListEntry>;
  /** The student's review drafts kept on this browser, newest first (none: nothing is shown). */
  drafts: readonly DraftInProgress[];
  /** "삭제" confirmed: the draft (and a create draft's photos) go. */
  onDiscardDraft: (draft: DraftInProgress) => Promise<void> | void;
  /** The time "3시간 전 저장" counts from (default: when the view is drawn). */
  now?: number;
}

/** `/mypage`: profile row, write-review row, drafts in progress and the list of my reviews (spec 000 §2). */
export function MyPageView({
  viewer,
  login,
  reviews,
  drafts,
  onDiscardDraft,
  now = Date.now(),
}: MyPageViewProps) {
  return (
    <>
      <AppHeader title="나의 찐빵" />
      {viewer.kind === 'loading' ? (
        <PageLoading />
      ) : viewer.kind === 'guest' ? (
        <LoginPrompt login={login} />
      ) : (
        <>
          <Profile
            nickname={viewer.user.nickname}
            university={viewer.user.university}
            status={viewer.status}
          />
          <DraftsInProgress drafts={drafts} now={now} onDiscard={onDiscardDraft} />
          {viewer.status === 'rejected' && viewer.user.rejection && (
            <div className="jb-app-section">
              <RejectionNotice rejection={viewer.user.rejection} />
            </div>
          )}
          <MyReviews reviews={reviews} />
        </>
      )}
    </>
  );
}

function Profile({
  nickname,
  university,
  status,
}: {
  nickname: string;
  university: string | null;
  status: VerificationStatus;
}) {
  const [writeRefusal, setWriteRefusal] = useState(false);
  const writeAccess = canWriteReview(status);
  // Who may not write yet is told why and shown the way forward, as on the write gate.
  const access = status === 'pending' ? 'pending' : 'unverified';
  return (
    <>
      <nav aria-label="내 계정" className="jb-account-rows">
        <SettingsRow asChild icon={<UserIcon />} trailing={<StatusBadge status={status} />}>
          <Link href={links.myAccount()}>
            <span className="jb-account-profile">
              <span className="jb-account-profile-name">{nickname}</span>
              <span className="jb-account-profile-university">{university ?? '학교 인증 전'}</span>
            </span>
          </Link>
        </SettingsRow>
      </nav>
      {/* Outside the account navigation, whose only link is the profile. */}
      <div className="jb-account-rows">
        {/* spec 000 §2 write-review row; spec 000 §5: writing needs verified status, others get the alert. */}
        {writeAccess.ok ? (
          <SettingsRow asChild icon={<PencilIcon />}>
            <Link href={wizardLinks.createStep('type')}>후기 작성하기</Link>
          </SettingsRow>
        ) : (
          <SettingsRow icon={<PencilIcon />} onClick={() => setWriteRefusal(true)}>
            후기 작성하기
          </SettingsRow>
        )}
      </div>
      {!writeAccess.ok && (
        <Suspense fallback={null}>
          <WriteRefusal open={writeRefusal} onOpenChange={setWriteRefusal} access={access} />
        </Suspense>
      )}
    </>
  );
}

function MyReviews({ reviews }: { reviews: PagedListState<ListEntry> }) {
  const total = reviews.total ?? 0;
  let body: ReactNode;
  if (reviews.status === 'loading') body = <ListSkeleton label="내가 쓴 후기를 불러오는 중" />;
  else if (reviews.status === 'error')
    body = (
      <ErrorState
        layout="inline"
        headingLevel={3}
        title="후기를 불러오지 못했어요"
        hint={reviews.errorText ?? undefined}
        action={<Button onClick={reviews.onRetry}>다시 시도</Button>}
      />
    );
  else if (reviews.items.length === 0)
    body = (
      <EmptyState
        layout="inline"
        headingLevel={3}
        icon={<PencilIcon size={40} />}
        title="아직 쓴 후기가 없어요"
        hint="살아 본 집의 후기를 남기면 같은 학교 학생들에게 큰 도움이 돼요."
      />
    );
  else
    body = (
      <EntryList
        list={reviews}
        label="내가 쓴 후기 목록"
        headingLevel={3}
        moreErrorTitle="후기를 더 불러오지 못했어요"
      />
    );
  return (
    <section className="jb-app-section" aria-labelledby="mypage-reviews">
      <h2 id="mypage-reviews" className="jb-app-section-title">
        내가 쓴 후기
        {total > 0 && <span className="jb-account-count"> {total}</span>}
      </h2>
      {body}
    </section>
  );
}
