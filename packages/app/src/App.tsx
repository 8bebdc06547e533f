import { ToastProvider } from '@jjinbbang/ui';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { Route, Switch } from 'wouter';
import { accountRoutes } from './routes/account/routes';
import { mapRoutes } from './routes/map/routes';
import { paths } from './routes/paths';
import { readingRoutes } from './routes/reading/routes';
import { writingRoutes } from './routes/writing/routes';
import { AppShell, NotFoundPage } from './shell/AppShell';
import { lazyRoute } from './shell/lazy-route';

const HomePage = lazyRoute(() => import('./routes/HomePage'));

const routes = [...accountRoutes, ...readingRoutes, ...mapRoutes, ...writingRoutes];

export function App() {
  return (
    // spec 001 §9: the query client has retries disabled.
    <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: false }}>
      <ToastProvider>
        <AppShell>
          <Suspense fallback={<div className="jb-app-loading" role="status" aria-label="불러오는 중" />}>
            <Switch>
              <Route path={paths.home} component={HomePage} />
              {routes.map((route) => (
                <Route key={route.path} path={route.path} component={route.component} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </AppShell>
      </ToastProvider>
    </SWRConfig>
  );
}
