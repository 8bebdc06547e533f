import type { Campus, University } from '@jjinbbang/domain';
import { useRecentlyViewed } from '@jjinbbang/hooks';
import {
  AppHeader,
  Button,
  type CampusCardItem,
  CampusCarousel,
  ErrorState,
  PromoBanner,
  RecentlyViewedEmpty,
  SafetyNotice,
  SettingsRow,
} from '@jjinbbang/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { assetUrl } from '../api/assets';
import { getCampuses, getRecentReviews } from '../api/endpoints';
import { reviewEntryOf } from '../api/entries';
import { errorMessage } from '../api/errors';
import { useUniversities } from '../hooks/useUniversities';
import { useSession } from '../session/useSession';
import { Logo } from '../shell/Logo';
import { EntryCard } from './common/EntryCard';
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX } from './recently-viewed';
import { links, verificationTarget } from './routes';

function toCampusCards(
  universityName: string,
  campuses: readonly Campus[],
  logo?: string | null,
): CampusCardItem[] {
  return campuses.map((campus) => ({
    id: campus.id,
    universityName,
    campusName: campus.campusName,
    logoUrl: assetUrl(campus.logoImageUrl || logo),
    latitude: campus.latitude,
    longitude: campus.longitude,
  }));
}

export default function HomePage() {
  const [, navigate] = useLocation();
  const session = useSession();
  const [chosen, setChosen] = useState<University | null>(null);

  const universities = useUniversities();
  const list = universities.universities ?? [];

  // spec 000 §2 Home: a signed-in user sees the campuses of their university; a guest those of the first
  // university in 가나다 order. Choosing a university below shows its campuses instead.
  const userUniversity = session.user?.university ?? null;
  const ownCampuses = useSWR(userUniversity && !chosen ? ['campuses', userUniversity] : null, ([, name]) =>
    getCampuses(name),
  );
  const first = list[0];
  let carousel: CampusCardItem[] = [];
  if (chosen) carousel = toCampusCards(chosen.universityName, chosen.campuses, chosen.universityLogo);
  else if (userUniversity && ownCampuses.data)
    carousel = toCampusCards(userUniversity, ownCampuses.data.campusList);
  else if (!userUniversity && first)
    carousel = toCampusCards(first.universityName, first.campuses, first.universityLogo);
  const carouselLoading =
    carousel.length === 0 && (universities.isLoading || ownCampuses.isLoading || session.isLoading);

  const recent = useRecentlyViewed<number>(RECENTLY_VIEWED_MAX, { namespace: '', key: RECENTLY_VIEWED_KEY });
  const recentReviews = useSWR(
    session.isAuthenticated && recent.ids.length > 0 ? ['recent-reviews', ...recent.ids] : null,
    async () => (await getRecentReviews(recent.ids)).map(reviewEntryOf),
  );

  const openCampus = (campus: CampusCardItem) =>
    navigate(links.map(), {
      state: {
        from: 'home',
        campusName: campus.campusName,
        latitude: campus.latitude,
        longitude: campus.longitude,
      },
    });

  return (
    <>
      <AppHeader logo={<Logo />} title={<span className="jb-visually-hidden">찐빵 홈</span>} />
      <PromoBanner
        className="jb-app-banner"
        onAction={() => navigate(verificationTarget(session.isAuthenticated))}
      />

      <section className="jb-app-section" aria-labelledby="home-campuses">
        <h2 id="home-campuses" className="jb-app-section-title">
          {chosen?.universityName ?? userUniversity ?? first?.universityName ?? '우리 학교'} 캠퍼스
        </h2>
        {universities.error && !first ? (
          <ErrorState
            layout="inline"
            title="대학교 정보를 불러오지 못했어요"
            hint={errorMessage(universities.error, '잠시 후 다시 시도해 주세요.')}
            action={<Button onClick={universities.retry}>다시 시도</Button>}
          />
        ) : (
          <CampusCarousel campuses={carousel} loading={carouselLoading} onSelect={openCampus} />
        )}
      </section>

      <section className="jb-app-section" aria-labelledby="home-recent">
        <h2 id="home-recent" className="jb-app-section-title">
          최근 본 후기
        </h2>
        {recentReviews.data && recentReviews.data.length > 0 ? (
          <ul className="jb-app-list" aria-label="최근 본 후기 목록">
            {recentReviews.data.map((entry) => (
              <li key={entry.key}>
                <EntryCard entry={entry} />
              </li>
            ))}
          </ul>
        ) : (
          <RecentlyViewedEmpty layout="inline" onBrowseMap={() => navigate(links.map())} />
        )}
      </section>

      <section className="jb-app-section" aria-labelledby="home-universities">
        <h2 id="home-universities" className="jb-app-section-title">
          찐빵이 함께하는 대학교
        </h2>
        <ul className="jb-app-list" aria-label="대학교 목록">
          {list.map((university) => (
            <li key={university.id}>
              <SettingsRow
                icon={<img src={assetUrl(university.universityLogo)} alt="" width={32} height={32} />}
                trailing={`캠퍼스 ${university.campuses.length}곳`}
                aria-pressed={chosen?.id === university.id}
                onClick={() => {
                  setChosen(university);
                  document
                    .getElementById('home-campuses')
                    ?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                }}
              >
                {university.universityName}
              </SettingsRow>
            </li>
          ))}
        </ul>
      </section>

      <SafetyNotice className="jb-app-section" />
    </>
  );
}
