import type { ReviewEntry, University } from '@jjinbbang/domain';
import {
  AppHeader,
  Button,
  type CampusCardItem,
  type CampusCarouselProps,
  CampusCarouselSkeleton,
  ErrorState,
  ListSkeleton,
  PromoBanner,
  RecentlyViewedEmpty,
  SafetyNotice,
  Skeleton,
} from '@jjinbbang/ui';
import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '../../shell/Logo';
import { lazyComponent } from '../../shell/lazy-route';
import { links } from '..';
import { UniversityRows } from './UniversityRows';
import './home.css';

/** Home shows this many universities and links to the full list, so the safety notice is not far below. */
export const HOME_UNIVERSITY_COUNT = 8;

export type LoadStatus = 'loading' | 'error' | 'ready';

/** The recently viewed cards load with the reviews they show (Home preloads them): a guest never needs them. */
export const RecentReviewList = lazyComponent(() => import('./RecentReviewList'));

/** The campus carousel (with its swipe engine) loads after the first paint, which shows its skeleton. */
export const CampusCarousel = lazyComponent<CampusCarouselProps>(() =>
  import('@jjinbbang/ui/carousel').then((m) => ({ default: m.CampusCarousel })),
);

export interface HomeViewProps {
  /** The verification banner's link; null hides it (a verified student has nothing to verify). */
  verifyHref: string | null;
  /** The student sent an 입학 증명서 that staff are checking: the banner says so, and links to send it again. */
  verificationPending?: boolean;
  /** The university whose campuses the carousel shows ('우리 학교' while unknown). */
  campusTitle: string;
  campuses: readonly CampusCardItem[];
  campusStatus: LoadStatus;
  onOpenCampus: (campus: CampusCardItem) => void;
  /** spec 000 §2: recently viewed reviews (a guest has none to show). */
  recentReviews: readonly ReviewEntry[];
  /**
   * Whether those reviews are still on their way (the session or the reviews loading): a history being fetched
   * shows card placeholders, never "최근 본 후기가 없어요". Default 'ready'.
   */
  recentStatus?: LoadStatus;
  /** How many reviews are on their way (the placeholders drawn while loading). Default 1. */
  recentCount?: number;
  /** Fetches the recently viewed reviews again after an error. */
  onRetryRecent?: () => void;
  universities: readonly University[];
  universityStatus: LoadStatus;
  universityErrorText?: string | null;
  onRetryUniversities: () => void;
  /** The university chosen below (its campuses fill the carousel). */
  chosenUniversityId: number | null;
}

/** `/`: banner, campus carousel, recently viewed reviews, a short university list and the safety notice. */
export function HomeView({
  verifyHref,
  verificationPending = false,
  campusTitle,
  campuses,
  campusStatus,
  onOpenCampus,
  recentReviews,
  recentStatus = 'ready',
  recentCount = 1,
  onRetryRecent,
  universities,
  universityStatus,
  universityErrorText,
  onRetryUniversities,
  chosenUniversityId,
}: HomeViewProps) {
  const [, navigate] = useLocation();
  const shown = universities.slice(0, HOME_UNIVERSITY_COUNT);
  const loadError = (title: string) => (
    <ErrorState
      layout="inline"
      headingLevel={3}
      title={title}
      hint={universityErrorText ?? '잠시 후 다시 시도해 주세요.'}
      onRetry={onRetryUniversities}
    />
  );
  return (
    <>
      <AppHeader logo={<Logo />} title={<span className="jb-visually-hidden">찐빵 홈</span>} />
      {verifyHref &&
        (verificationPending ? (
          <PromoBanner
            className="jb-app-banner"
            title="입학 증명서를 확인하고 있어요"
            description="보통 7일 안에 확인이 끝나요. 끝나면 바로 후기를 볼 수 있어요. 파일을 잘못 보냈다면 다시 올려 주세요."
            action={
              <Button asChild size="sm" variant="secondary">
                <Link href={verifyHref}>다시 올리기</Link>
              </Button>
            }
          />
        ) : (
          <PromoBanner
            className="jb-app-banner"
            action={
              <Button asChild size="sm">
                <Link href={verifyHref}>학교 인증하기</Link>
              </Button>
            }
          />
        ))}

      <section className="jb-app-section" aria-labelledby="home-campuses">
        <h2 id="home-campuses" className="jb-app-section-title">
          {`${campusTitle} 캠퍼스`}
        </h2>
        {campusStatus === 'error' ? (
          loadError('캠퍼스를 불러오지 못했어요')
        ) : campusStatus === 'loading' ? (
          <CampusCarouselSkeleton />
        ) : (
          <Suspense fallback={<CampusCarouselSkeleton />}>
            <CampusCarousel campuses={campuses} onSelect={onOpenCampus} />
          </Suspense>
        )}
        {campusStatus === 'loading' && (
          // The comparison links' row, reserved while the campuses load: the sections below stay where they are.
          <div className="jb-home-compare" aria-hidden="true">
            <Skeleton className="jb-home-compare-skeleton" />
          </div>
        )}
        {campusStatus === 'ready' && campuses.length > 0 && (
          // Each campus's 기숙사 vs 자취 page, under the carousel whose cards open the map (spec 000 §2).
          <ul className="jb-home-compare" aria-label="캠퍼스별 기숙사 vs 자취 비교">
            {campuses.map((campus) => (
              <li key={campus.id}>
                <Link href={links.campus(Number(campus.id))}>{campus.campusName} 기숙사 vs 자취 비교</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="jb-app-section" aria-labelledby="home-recent">
        <h2 id="home-recent" className="jb-app-section-title">
          최근 본 후기
        </h2>
        {recentStatus === 'loading' ? (
          <ListSkeleton count={recentCount} label="최근 본 후기를 불러오는 중" />
        ) : recentStatus === 'error' ? (
          <ErrorState
            layout="inline"
            headingLevel={3}
            title="최근 본 후기를 불러오지 못했어요"
            hint="잠시 후 다시 시도해 주세요."
            onRetry={onRetryRecent}
          />
        ) : recentReviews.length > 0 ? (
          <Suspense
            fallback={<ListSkeleton count={recentReviews.length} label="최근 본 후기를 불러오는 중" />}
          >
            <RecentReviewList entries={recentReviews} />
          </Suspense>
        ) : (
          <RecentlyViewedEmpty layout="inline" onBrowseMap={() => navigate(links.map())} />
        )}
      </section>

      <section className="jb-app-section" aria-labelledby="home-universities">
        <div className="jb-home-section-head">
          <h2 id="home-universities" className="jb-app-section-title">
            찐빵이 함께하는 대학교
          </h2>
          {universityStatus === 'ready' && universities.length > shown.length && (
            <Link href={links.universities()} className="jb-home-more">
              전체 보기<span className="jb-visually-hidden"> ({universities.length}곳)</span>
            </Link>
          )}
        </div>
        {universityStatus === 'error' ? (
          loadError('대학교 목록을 불러오지 못했어요')
        ) : universityStatus === 'loading' ? (
          <div role="status" aria-label="대학교 목록을 불러오는 중" className="jb-home-loading">
            <Skeleton shape="text" height={44} />
            <Skeleton shape="text" height={44} />
            <Skeleton shape="text" height={44} />
          </div>
        ) : (
          <>
            <UniversityRows universities={shown} chosenId={chosenUniversityId} label="대학교 목록" />
            {universities.length > shown.length && (
              <Button asChild variant="secondary" fullWidth className="jb-home-all">
                <Link href={links.universities()}>대학교 {universities.length}곳 모두 보기</Link>
              </Button>
            )}
          </>
        )}
      </section>

      <SafetyNotice className="jb-app-section" />
    </>
  );
}
