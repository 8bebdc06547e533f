import { useRecentReviewIds } from '../../hooks/useRecentReviews';
import { readSession } from '../../session/storage';
import { lazyComponent, useLoadedComponent } from '../../shell/lazy-route';
import { HomeView } from './HomeView';
import { homeDataBeforeAnswers, homeViewProps } from './home-view-props';

// Home's first paint is its loading state: nothing it shows has arrived from the network yet. So it is drawn
// without the data layer (SWR, the session, the API), whose code loads alongside the first render and takes over
// as soon as it is in — not under a Suspense boundary, whose reveal React holds back after a fallback. This keeps
// the JS before home's first paint within its budget (docs/adr/0010-home-first-paint.md).
const Home = lazyComponent(() => import('./Home'));
void Home.preload().catch(() => undefined);

const nothingToDo = () => undefined;

/** `/`: the skeletons of the page, then Home (hooks, then HomeView) once its code has arrived. */
export default function HomePage() {
  const Loaded = useLoadedComponent(Home);
  const recent = useRecentReviewIds();
  if (Loaded) return <Loaded />;
  const props = homeViewProps(homeDataBeforeAnswers(Boolean(readSession('accessToken')), recent.ids));
  return (
    <HomeView
      {...props}
      onOpenCampus={nothingToDo}
      onRetryRecent={nothingToDo}
      onRetryUniversities={nothingToDo}
    />
  );
}
