import { ToastProvider } from '@jjinbbang/ui';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { Route, Switch } from 'wouter';
import { paths } from './routes/paths';
import { AppShell, NotFoundPage } from './shell/AppShell';
import { lazyRoute } from './shell/lazy-route';

const HomePage = lazyRoute(() => import('./routes/HomePage'));

export function App() {
  return (
    // spec 001 §9: the query client has retries disabled.
    <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: false }}>
      <ToastProvider>
        <AppShell>
          <Suspense fallback={<div className="jb-app-loading" role="status" aria-label="불러오는 중" />}>
            <Switch>
              <Route path={paths.home} component={HomePage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </AppShell>
      </ToastProvider>
    </SWRConfig>
  );
}
