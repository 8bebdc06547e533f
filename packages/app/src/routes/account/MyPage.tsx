import { canWriteReview } from '@jjinbbang/domain';
import {
  AppHeader,
  Button,
  EmptyState,
  ErrorState,
  ListFooter,
  ListSkeleton,
  PencilIcon,
  SettingsRow,
  StatusBadge,
  UserIcon,
} from '@jjinbbang/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { getMyReviews, MY_REVIEWS_PAGE_SIZE } from '../../api/account';
import { reviewEntryOf } from '../../api/entries';
import { usePagedList } from '../../hooks/usePagedList';
import { useSession } from '../../session/useSession';
import { EntryCard } from '../common/EntryCard';
import { links } from '../routes';
import { LoginPrompt, NoticeDialog, PageLoading } from './shared';
import './account.css';

/** /mypage: profile row, write-review row and the list of my reviews (spec 000 §2). */
export default function MyPage() {
  const session = useSession();
  return (
    <>
      <AppHeader title="나의 찐빵" />
      {session.isLoading ? (
        <PageLoading />
      ) : session.user && session.verificationStatus ? (
        <SignedInMyPage
          nickname={session.user.nickname}
          university={session.user.university}
          status={session.verificationStatus}
        />
      ) : (
        <LoginPrompt />
      )}
    </>
  );
}

function SignedInMyPage({
  nickname,
  university,
  status,
}: {
  nickname: string;
  university: string | null;
  status: 'verified' | 'pending' | 'unverified';
}) {
  const [writeRefusal, setWriteRefusal] = useState<string | null>(null);
  const writeAccess = canWriteReview(status);
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
            <Link href={links.createStep('type')}>후기 작성하기</Link>
          </SettingsRow>
        ) : (
          <SettingsRow icon={<PencilIcon />} onClick={() => setWriteRefusal(writeAccess.message)}>
            후기 작성하기
          </SettingsRow>
        )}
      </div>
      <MyReviews />
      <NoticeDialog
        open={writeRefusal !== null}
        title={writeRefusal ?? ''}
        actionLabel="확인"
        onClose={() => setWriteRefusal(null)}
      />
    </>
  );
}

function MyReviews() {
  const list = usePagedList({
    key: ['my-reviews'],
    pageSize: MY_REVIEWS_PAGE_SIZE,
    fetchPage: async (page) => {
      const wire = await getMyReviews(page);
      return { items: wire.reviews.map(reviewEntryOf), total: wire.itemNum };
    },
  });
  const total = list.total ?? 0;

  let body: ReactNode;
  if (list.status === 'loading') body = <ListSkeleton label="내가 쓴 후기를 불러오는 중" />;
  else if (list.status === 'error')
    body = (
      <ErrorState
        layout="inline"
        headingLevel={3}
        title="후기를 불러오지 못했어요"
        hint={list.errorText ?? undefined}
        action={<Button onClick={list.onRetry}>다시 시도</Button>}
      />
    );
  else if (list.items.length === 0)
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
      <>
        <ul className="jb-app-list" aria-label="내가 쓴 후기 목록">
          {list.items.map((entry) => (
            <li key={entry.key}>
              <EntryCard entry={entry} headingLevel={3} />
            </li>
          ))}
        </ul>
        {list.more === 'error' ? (
          <ErrorState
            layout="inline"
            headingLevel={3}
            title="후기를 더 불러오지 못했어요"
            action={<Button onClick={list.onRetry}>다시 시도</Button>}
          />
        ) : (
          <ListFooter ref={list.sentinelRef} status={list.more} />
        )}
      </>
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
