import type { Campus, University } from '@jjinbbang/domain';
import type { CampusCardItem } from '@jjinbbang/ui';
import { memo, useEffect, useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { assetUrl } from '../../api/assets';
import { errorMessage } from '../../api/errors';
import { campuses as campusesQuery, recentReviews as recentReviewsQuery } from '../../api/queries';
import { useQuery } from '../../api/swr';
import { useRecentReviewIds } from '../../hooks/useRecentReviews';
import { useUniversities } from '../../hooks/useUniversities';
import { useSession } from '../../session/useSession';
import { useUserTextFont } from '../../shell/use-user-text-font';
import { homeQuery, links, verificationTarget } from '..';
import { type HomeViewProps, type LoadStatus, RecentReviewList } from './HomeView';

function toCampusCards(universityName: string, campuses: readonly Campus[], logo?: string | null) {
  return campuses.map<CampusCardItem>((campus) => ({
    id: campus.id,
    universityName,
    campusName: campus.campusName,
    logoUrl: assetUrl(campus.logoImageUrl || logo),
    latitude: campus.latitude,
    longitude: campus.longitude,
  }));
}

/**
 * `/` once its data layer has loaded (HomePage draws the first paint without it): the session, universities,
 * campuses and recently viewed reviews, as HomeView's props.
 */
function useHomeProps(): HomeViewProps {
  const [, navigate] = useLocation();
  const { universityId } = homeQuery.parse(useSearch());
  const session = useSession();
  const { universities, error, isLoading, retry } = useUniversities();
  const list = universities ?? [];
  const chosen: University | null = list.find((u) => u.id === universityId) ?? null;

  // spec 000 §2 Home: a signed-in user sees the campuses of their university; a guest those of the first
  // university in 가나다 order. A university chosen in the list below shows its campuses instead.
  const userUniversity = session.user?.university ?? null;
  const ownCampuses = useQuery(userUniversity && !chosen ? campusesQuery(userUniversity) : null);
  const first = list[0];
  let campusTitle = '우리 학교';
  let campuses: CampusCardItem[] = [];
  if (chosen) {
    campusTitle = chosen.universityName;
    campuses = toCampusCards(chosen.universityName, chosen.campuses, chosen.universityLogo);
  } else if (userUniversity) {
    campusTitle = userUniversity;
    if (ownCampuses.data) campuses = toCampusCards(userUniversity, ownCampuses.data.campusList);
  } else if (first) {
    campusTitle = first.universityName;
    campuses = toCampusCards(first.universityName, first.campuses, first.universityLogo);
  }
  const campusStatus: LoadStatus =
    campuses.length > 0
      ? 'ready'
      : error && !userUniversity
        ? 'error'
        : isLoading || ownCampuses.isLoading || session.isLoading
          ? 'loading'
          : 'ready';

  // A university chosen in the list brings its campuses into view.
  useEffect(() => {
    if (universityId !== null && chosen) {
      document.getElementById('home-campuses')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  }, [universityId, chosen]);

  const recent = useRecentReviewIds();
  const showsRecent = session.isAuthenticated && recent.ids.length > 0;
  const recentReviews = useQuery(showsRecent ? recentReviewsQuery(recent.ids) : null);
  // The cards' code loads with the reviews they show.
  useEffect(() => {
    if (showsRecent) void RecentReviewList.preload();
  }, [showsRecent]);

  const verified = session.verificationStatus === 'verified';
  return {
    // issue 13: a verified student no longer sees "학교 인증하기" (it led to a page with nothing to do).
    verifyHref: session.isLoading || verified ? null : verificationTarget(session.isAuthenticated),
    campusTitle,
    campuses,
    campusStatus,
    onOpenCampus: (campus) =>
      // spec 000 §2: a campus card opens the map with navigation state from=home and the coordinates.
      navigate(links.map(), {
        state: {
          from: 'home',
          campusName: campus.campusName,
          latitude: campus.latitude,
          longitude: campus.longitude,
        },
      }),
    recentReviews: recentReviews.data ?? [],
    // A history is being fetched (or the session it needs is): placeholders, not "최근 본 후기가 없어요".
    recentStatus:
      recent.ids.length === 0 || (!session.isLoading && !session.isAuthenticated)
        ? 'ready'
        : recentReviews.error
          ? 'error'
          : recentReviews.data
            ? 'ready'
            : 'loading',
    recentCount: recent.ids.length,
    onRetryRecent: () => void recentReviews.mutate(),
    universities: list,
    universityStatus: error && !universities ? 'error' : universities ? 'ready' : 'loading',
    universityErrorText: error ? errorMessage(error, '잠시 후 다시 시도해 주세요.') : null,
    onRetryUniversities: retry,
    chosenUniversityId: chosen?.id ?? null,
  };
}

/**
 * Hands HomePage the props its HomeView draws with, after every render of the data hooks (before the browser
 * paints). It draws nothing itself: HomeView stays the one HomePage mounted for the first paint and is only
 * updated — swapping in a second HomeView would build the whole page again (issue 16: main-thread work on `/`).
 * Memoised: HomePage's re-render with the props must not render this again (it would publish again). HomePage keeps
 * the props it has when the new ones draw the same page (same-view.ts).
 */
function HomeLive({ publish }: { publish: (props: HomeViewProps) => void }) {
  const props = useHomeProps();
  useLayoutEffect(() => publish(props));
  // What home shows from the network is the catalogue's names (in the UI font's subsets); the recently viewed
  // reviews load Pretendard for users' text themselves (RecentReviewList).
  useUserTextFont(
    [
      props.campusTitle,
      ...props.campuses.map((campus) => campus.campusName),
      ...props.universities.map((university) => university.universityName),
    ].join(' '),
  );
  return null;
}

export default memo(HomeLive);
