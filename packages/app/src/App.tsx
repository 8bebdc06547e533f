import { ToastProvider } from '@jjinbbang/ui';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { routeTable } from './routes/table';
import { useDraftsAtRest } from './routes/writing/useDraftsAtRest';
import { AppShell } from './shell/AppShell';
import { NotFoundPage } from './shell/ErrorPages';
import { useAfterFirstPaint } from './shell/first-paint';
import { lazyComponent } from './shell/lazy-route';

// The toasts' drawing part (Radix Toast) is not on any first screen: it loads after the first paint, and a toast
// shown before then waits in the provider's queue.
const Toaster = lazyComponent<object>(() =>
  import('@jjinbbang/ui/toast').then((m) => ({ default: m.Toaster })),
);

export function App() {
  const painted = useAfterFirstPaint();
  useDraftsAtRest();
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
    </ToastProvider>
  );
}
