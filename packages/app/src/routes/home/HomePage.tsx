import { useEffect, useState } from 'react';
import { useRecentReviewIds } from '../../hooks/useRecentReviews';
import { readSession } from '../../session/storage';
import { lazyComponent } from '../../shell/lazy-route';
import { afterNextPaint } from '../../shell/next-paint';
import { CampusCarousel, HomeView } from './HomeView';
import { homeDataBeforeAnswers, homeViewProps } from './home-view-props';

// Home's first paint is its loading state: nothing it shows has arrived from the network yet. So it is drawn
// without the data layer (SWR, the session, the API), whose code loads alongside the first render and takes over
// as soon as it is in — not under a Suspense boundary, whose reveal React holds back after a fallback. This keeps
// the JS before home's first paint within its budget (docs/adr/0010-home-first-paint.md).
const Home = lazyComponent(() => import('./Home'));
let homeArrived = false;
const homeLoad = Home.preload().then(() => {
  homeArrived = true;
});
// The carousel's code (with its swipe engine) is not needed for the skeletons: it loads once they are painted.
afterNextPaint(() => void CampusCarousel.preload().catch(() => undefined));

const nothingToDo = () => undefined;

/** `/`: the skeletons of the page, then Home (hooks, then HomeView) once its code has arrived. */
export default function HomePage() {
  const [arrived, setArrived] = useState(homeArrived);
  const recent = useRecentReviewIds();
  useEffect(() => {
    // A failed load renders Home anyway: it loads again, and a second failure reaches the error page.
    const show = () => setArrived(true);
    if (!arrived) homeLoad.then(show, show);
  }, [arrived]);
  if (arrived) return <Home />;
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
