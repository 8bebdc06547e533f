import { canWriteReview, type ReviewListItem } from '@jjinbbang/domain';
import { useInfiniteScroll } from '@jjinbbang/hooks';
import {
  AppHeader,
  Button,
  EmptyState,
  ErrorState,
  ListFooter,
  ListSkeleton,
  PencilIcon,
  ReviewCard,
  SettingsRow,
  StatusBadge,
  UserIcon,
} from '@jjinbbang/ui';
import { type ReactNode, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { Link, useLocation } from 'wouter';
import { getMyReviews, MY_REVIEWS_PAGE_SIZE } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { paths } from '../paths';
import { createStepPath } from '../writing/step-paths';
import { LoginPrompt, NoticeDialog, PageLoading } from './shared';
import './account.css';

function reviewTarget(item: ReviewListItem): { id: number; type: 'GENERAL' | 'DORM' | 'AGENCY' } | null {
  if (item.generalReviewInfo) return { id: item.generalReviewInfo.id, type: 'GENERAL' };
  if (item.dormitoryReviewInfo) return { id: item.dormitoryReviewInfo.id, type: 'DORM' };
  if (item.agencyReviewInfo) return { id: item.agencyReviewInfo.id, type: 'AGENCY' };
  return null;
}

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
          <Link href={paths.myAccount}>
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
            <Link href={createStepPath('type')}>후기 작성하기</Link>
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
  const [, navigate] = useLocation();
  const pages = useSWRInfinite(
    (index, previous: Awaited<ReturnType<typeof getMyReviews>> | null) =>
      previous && previous.reviews.length < MY_REVIEWS_PAGE_SIZE ? null : ['my-reviews', index],
    ([, page]) => getMyReviews(page),
    { revalidateFirstPage: false },
  );
  const loaded = pages.data ?? [];
  const reviews = loaded.flatMap((page) => page.reviews);
  const total = loaded[0]?.itemNum ?? 0;
  const last = loaded.at(-1);
  const hasMore =
    loaded.length === 0 || (last?.reviews.length === MY_REVIEWS_PAGE_SIZE && reviews.length < total);
  const loadingMore = pages.isLoading || (pages.size > 0 && loaded.length < pages.size);
  const scroll = useInfiniteScroll({
    onLoadMore: () => pages.setSize(pages.size + 1),
    hasMore: hasMore && !pages.error,
    loading: loadingMore,
  });

  let body: ReactNode;
  if (pages.isLoading) body = <ListSkeleton label="내가 쓴 후기를 불러오는 중" />;
  else if (pages.error && reviews.length === 0)
    body = (
      <ErrorState
        layout="inline"
        headingLevel={3}
        title="후기를 불러오지 못했어요"
        hint={errorMessage(pages.error, '잠시 후 다시 시도해 주세요.')}
        action={<Button onClick={() => pages.mutate()}>다시 시도</Button>}
      />
    );
  else if (reviews.length === 0)
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
          {reviews.map((item) => {
            const target = reviewTarget(item);
            return (
              <li key={target ? `${target.type}-${target.id}` : item.reviewInfo.updateAt}>
                <ReviewCard
                  item={item}
                  headingLevel={3}
                  onPress={target ? () => navigate(paths.review(target.id, target.type)) : undefined}
                />
              </li>
            );
          })}
        </ul>
        {pages.error ? (
          <ErrorState
            layout="inline"
            headingLevel={3}
            title="후기를 더 불러오지 못했어요"
            action={<Button onClick={() => scroll.loadMore()}>다시 시도</Button>}
          />
        ) : (
          <ListFooter ref={scroll.sentinelRef} status={loadingMore ? 'loading' : hasMore ? 'idle' : 'done'} />
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
