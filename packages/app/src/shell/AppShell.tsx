import { BottomNav, type BottomNavItem, HeartIcon, HomeIcon, MapIcon, UserIcon } from '@jjinbbang/ui';
import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  activeTab,
  hidesBottomNavigation,
  NAV_TABS,
  type NavTabId,
  pageWidth,
  UI_TEXT_PAGES,
} from '../routes/table';
import { ErrorBoundary } from './ErrorBoundary';
import { UnexpectedErrorPage } from './ErrorPages';
import { useFocusHeadingOnNavigation } from './focus-heading';
import { afterLargestPaint } from './largest-paint';
import { afterNextPaint } from './next-paint';
import { usePageViewEvents } from './page-view';
import { loadUserTextFont } from './user-text-font';

const TAB_ICONS: Record<NavTabId, ReactNode> = {
  home: <HomeIcon />,
  bookmarks: <HeartIcon />,
  map: <MapIcon />,
  myPage: <UserIcon />,
};

/**
 * The connection note (ConnectionBanner.tsx), loaded after the page's largest paint: no first screen needs it. A
 * load that fails (the device offline as the app opens) is tried again when the browser is back online.
 */
function useConnectionBanner(): ComponentType | null {
  const [banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      afterLargestPaint()
        .then(() => import('./ConnectionBanner'))
        .then((module) => {
          if (active) setBanner(() => module.LiveConnectionBanner);
          window.removeEventListener('online', load);
        })
        .catch(() => undefined);
    window.addEventListener('online', load);
    void load();
    return () => {
      active = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return banner;
}

/**
 * The app's frame with the bottom navigation: the phone layout (390 px design width) below 600 px; from there each
 * page takes the width its kind of page uses (`pageWidth`).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  usePageViewEvents();
  const ConnectionBanner = useConnectionBanner();
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(
    location,
    useCallback(() => mainRef.current, []),
  );
  // On a first visit the UI faces switch on once another page than the first has been painted (fonts.ts), and
  // Pretendard for users' text follows on every page that shows it (home and the university list decide for
  // themselves).
  const landing = useRef(location);
  useEffect(() => {
    if (!UI_TEXT_PAGES.includes(location)) loadUserTextFont();
    if (location !== landing.current)
      return afterNextPaint(() => void import('./fonts').then((fonts) => fonts.switchUiFontsOn()));
  }, [location]);
  const navHidden = hidesBottomNavigation(location);
  const current = activeTab(location);
  const tabs: BottomNavItem[] = NAV_TABS.map((tab) => ({
    label: tab.label,
    href: tab.href,
    icon: TAB_ICONS[tab.id],
    active: tab.id === current,
  }));
  return (
    <div
      className="jb-app"
      data-jb-root=""
      data-nav={navHidden ? 'hidden' : 'visible'}
      data-width={pageWidth(location)}
    >
      <ErrorBoundary fallback={(_, reset) => <UnexpectedErrorPage onRetry={reset} />}>
        <main className="jb-app-main" ref={mainRef}>
          {children}
        </main>
      </ErrorBoundary>
      {ConnectionBanner && <ConnectionBanner />}
      <BottomNav
        items={tabs}
        hidden={navHidden}
        renderLink={({ href, ...props }) => <Link href={href} {...props} />}
      />
    </div>
  );
}
