import type { CampusCardItem } from '@jjinbbang/ui';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useRecentReviewIds } from '../../hooks/useRecentReviews';
import { readSession } from '../../session/storage';
import { lazyComponent, useLoadedComponent } from '../../shell/lazy-route';
import { verificationTarget } from '..';
import { HomeView, type HomeViewProps } from './HomeView';
import { drawsSame } from './same-view';

// issue 16 (JS before the first paint of `/` ≤ 90 KB gzip): home's first paint is its loading state — nothing it
// shows has arrived from the network yet — so it is drawn here without the data layer (SWR, the session and
// university hooks, the API client). HomeLive, which has them, starts loading as soon as this module runs, in
// parallel with React's first render; the API calls themselves started even earlier (boot script). Once it has
// arrived it hands this page HomeView's props as the answers come in: the HomeView of the first paint stays
// mounted and is only updated (main-thread work on `/`). It is mounted once its code is in, without a Suspense
// boundary, whose reveal React would hold back (useLoadedComponent).
const HomeLive = lazyComponent(() => import('./HomeLive'));
// HomePage renders again as HomeLive's code arrives, with first-paint props that are new objects but draw the same
// page: HomeView is not rendered again for them.
const SameHomeView = memo(HomeView, drawsSame);
void HomeLive.preload().catch(() => undefined);

/**
 * `/` before any answer: skeletons for the campuses, the recently viewed reviews and the universities. What it
 * depends on is known without the network: whether a token is stored (a signed-in student's banner waits for the
 * session; a guest's shows at once) and how many reviews the history holds.
 */
function useFirstPaintProps(): Omit<HomeViewProps, 'onOpenCampus' | 'onRetryRecent' | 'onRetryUniversities'> {
  const signedIn = Boolean(readSession('accessToken'));
  const recent = useRecentReviewIds();
  return {
    verifyHref: signedIn ? null : verificationTarget(false),
    campusTitle: '우리 학교',
    campuses: [],
    campusStatus: 'loading',
    recentReviews: [],
    recentStatus: recent.ids.length > 0 && signedIn ? 'loading' : 'ready',
    recentCount: recent.ids.length,
    universities: [],
    universityStatus: 'loading',
    universityErrorText: null,
    chosenUniversityId: null,
  };
}

/** `/`: HomeView, drawn first without the data layer, then with what HomeLive hands it. */
export default function HomePage() {
  const latest = useRef<HomeViewProps | null>(null);
  // One set of handlers for the first paint and every later render, calling HomeLive's latest: props that draw the
  // same page are then equal and kept (same-view.ts), with no handler left stale.
  const handlers = useMemo(
    () => ({
      onOpenCampus: (campus: CampusCardItem) => latest.current?.onOpenCampus(campus),
      onRetryRecent: () => latest.current?.onRetryRecent?.(),
      onRetryUniversities: () => latest.current?.onRetryUniversities(),
    }),
    [],
  );
  const firstPaint: HomeViewProps = { ...useFirstPaintProps(), ...handlers };
  const drawn = useRef(firstPaint);
  const [live, setLive] = useState<HomeViewProps | null>(null);
  const Live = useLoadedComponent(HomeLive);
  if (!live) drawn.current = firstPaint;
  // What would draw the page HomeView already shows is not taken: no render, no commit (issue 16).
  const publish = useCallback(
    (next: HomeViewProps) => {
      latest.current = next;
      const shown = { ...next, ...handlers };
      if (drawsSame(drawn.current, shown)) return;
      drawn.current = shown;
      setLive(shown);
    },
    [handlers],
  );
  return (
    <>
      <SameHomeView {...(live ?? firstPaint)} />
      {Live && <Live publish={publish} />}
    </>
  );
}
