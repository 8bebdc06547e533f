import { ToastProvider } from '@jjinbbang/ui';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { routeTable } from './routes/table';
import { AppShell } from './shell/AppShell';
import { NotFoundPage } from './shell/ErrorPages';

export function App() {
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
    </ToastProvider>
  );
}
