import type { CampusCardItem } from '@jjinbbang/ui';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as queries from '../../api/queries';
import { useQuery } from '../../api/swr';
import { useRecentReviewIds } from '../../hooks/useRecentReviews';
import { useUniversities } from '../../hooks/useUniversities';
import { useSession } from '../../session/useSession';
import { homeQuery, links } from '..';
import { HomeView, type HomeViewProps, RecentReviewList } from './HomeView';
import { homeViewProps } from './home-view-props';

/** Home's data: the session, the universities, the campuses and the recently viewed reviews, as HomeView's props. */
export function useHome(): HomeViewProps {
  const [, navigate] = useLocation();
  const { universityId } = homeQuery.parse(useSearch());
  const session = useSession();
  const universities = useUniversities();
  const chosen = universities.universities?.find((u) => u.id === universityId) ?? null;
  const university = session.user?.university ?? null;
  const ownCampuses = useQuery(university && !chosen ? queries.campuses(university) : null);
  const recent = useRecentReviewIds();
  const showsRecent = session.isAuthenticated && recent.ids.length > 0;
  const recentList = useQuery(showsRecent ? queries.recentReviews(recent.ids) : null);

  // The cards' code loads with the reviews they show.
  useEffect(() => {
    if (showsRecent) void RecentReviewList.preload();
  }, [showsRecent]);
  // A university chosen in the list brings its campuses into view.
  useEffect(() => {
    if (universityId !== null && chosen) {
      document.getElementById('home-campuses')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  }, [universityId, chosen]);

  const props = homeViewProps({
    session: { ...session, university },
    universities: universities.universities,
    universitiesLoading: universities.isLoading,
    universitiesError: universities.error,
    chosen,
    ownCampuses: ownCampuses.data?.campusList,
    ownCampusesLoading: ownCampuses.isLoading,
    recentIds: recent.ids,
    recentReviews: recentList.data,
    recentError: recentList.error,
  });
  return {
    ...props,
    onOpenCampus: (campus: CampusCardItem) =>
      // spec 000 §2: a campus card opens the map with navigation state from=home and the coordinates.
      navigate(links.map(), {
        state: {
          from: 'home',
          campusName: campus.campusName,
          latitude: campus.latitude,
          longitude: campus.longitude,
        },
      }),
    onRetryRecent: () => void recentList.mutate(),
    onRetryUniversities: universities.retry,
  };
}

/** `/` with its data layer: hooks, then the view. */
export default function Home() {
  return <HomeView {...useHome()} />;
}
