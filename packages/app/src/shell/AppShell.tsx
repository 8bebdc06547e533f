import {
  BottomNav,
  type BottomNavItem,
  Button,
  ErrorState,
  HeartIcon,
  HomeIcon,
  MapIcon,
  UserIcon,
} from '@jjinbbang/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { activeTab, hidesBottomNavigation, links, NAV_TABS, type NavTabId } from '../routes/routes';
import { ErrorBoundary } from './ErrorBoundary';
import { usePageViewEvents } from './page-view';

const TAB_ICONS: Record<NavTabId, ReactNode> = {
  home: <HomeIcon />,
  bookmarks: <HeartIcon />,
  map: <MapIcon />,
  myPage: <UserIcon />,
};

/** Mobile layout (390 px design width, at most 480 px centred) with the bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  usePageViewEvents();
  const navHidden = hidesBottomNavigation(location);
  const current = activeTab(location);
  const tabs: BottomNavItem[] = NAV_TABS.map((tab) => ({
    label: tab.label,
    href: tab.href,
    icon: TAB_ICONS[tab.id],
    active: tab.id === current,
  }));
  return (
    <div className="jb-app" data-jb-root="" data-nav={navHidden ? 'hidden' : 'visible'}>
      <ErrorBoundary fallback={(_, reset) => <UnexpectedErrorPage onRetry={reset} />}>
        <main className="jb-app-main">{children}</main>
      </ErrorBoundary>
      <BottomNav
        items={tabs}
        hidden={navHidden}
        renderLink={({ href, ...props }) => <Link href={href} {...props} />}
      />
    </div>
  );
}

function UnexpectedErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      headingLevel={1}
      title="문제가 생겼어요"
      hint="화면을 불러오는 중에 예상하지 못한 오류가 발생했어요. 다시 시도하거나 홈으로 돌아가 주세요."
      action={
        <div className="jb-app-actions">
          <Button onClick={onRetry}>다시 시도</Button>
          <Button variant="secondary" asChild>
            <Link href={links.home()} onClick={onRetry}>
              홈으로
            </Link>
          </Button>
        </div>
      }
    />
  );
}

/** decisions.md: an unknown route gets a designed Korean page with a way home. */
export function NotFoundPage() {
  return (
    <ErrorState
      headingLevel={1}
      title="페이지를 찾을 수 없어요"
      hint="주소가 바뀌었거나 사라진 페이지예요. 홈에서 다시 찾아봐 주세요."
      action={
        <Button asChild>
          <Link href={links.home()}>홈으로 가기</Link>
        </Button>
      }
    />
  );
}
