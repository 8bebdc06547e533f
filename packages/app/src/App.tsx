import { ToastProvider } from '@jjinbbang/ui';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { routeTable } from './routes/table';
import { AppShell } from './shell/AppShell';
import { NotFoundPage } from './shell/ErrorPages';
import { useAfterLargestPaint } from './shell/largest-paint';
import { lazyComponent } from './shell/lazy-route';

// Not on any first screen, so loaded after the page's largest paint (shell/largest-paint.ts): the toasts' drawing
// part (a toast shown before then waits in the provider's queue), and the keeper of review drafts, which needs the
// session.
const Toaster = lazyComponent<object>(() =>
  import('@jjinbbang/ui/toast').then((m) => ({ default: m.Toaster })),
);
const DraftsAtRest = lazyComponent<object>(() => import('./routes/writing/useDraftsAtRest'));

export function App() {
  const painted = useAfterLargestPaint();
  return (
    // spec 001 §9's query defaults (no retries) go with each data hook (api/swr.ts), not with a provider here.
    <ToastProvider>
      <AppShell>
        <Suspense fallback={<div className="jb-app-loading" role="status" aria-label="불러오는 중" />}>
          <Switch>
            {routeTable.map((route) => (
              <Route key={route.path} path={route.path} component={route.component} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </AppShell>
      {painted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {painted && (
        <Suspense fallback={null}>
          <DraftsAtRest />
        </Suspense>
      )}
    </ToastProvider>
  );
}
