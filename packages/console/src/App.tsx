import { Toaster, ToastProvider } from '@jjinbbang/ui';
import { useEffect } from 'react';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { onSessionEnded } from './api/client';
import { AuditPage } from './pages/audit/AuditPage';
import { CertificatePage } from './pages/certificates/CertificatePage';
import { CertificatesPage } from './pages/certificates/CertificatesPage';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ReportsPage } from './pages/reports/ReportsPage';
import { ReviewPage } from './pages/reviews/ReviewPage';
import { ReviewsPage } from './pages/reviews/ReviewsPage';
import { SignInPage } from './pages/sign-in/SignInPage';
import { StaffPage } from './pages/staff/StaffPage';
import { WordsPage } from './pages/words/WordsPage';
import { CONSOLE_BASE, patterns, signInQuery } from './routes/paths';
import { RequireSession } from './session/RequireSession';
import { forgetSession } from './session/session';

/** A session that ends while the console is open: back to the sign-in page, which says so, then back here. */
function SessionEndedRedirect() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(
    () =>
      onSessionEnded(() => {
        if (location === patterns.signIn) return;
        navigate(signInQuery.href({ returnTo: `${location}${search ? `?${search}` : ''}`, expired: true }), {
          replace: true,
        });
        void forgetSession();
      }),
    [location, search, navigate],
  );
  return null;
}

export function App() {
  return (
    <ToastProvider>
      <Router base={CONSOLE_BASE}>
        <SessionEndedRedirect />
        <Switch>
          <Route path={patterns.signIn} component={SignInPage} />
          <Route>
            <RequireSession>
              <Switch>
                <Route path={patterns.dashboard} component={DashboardPage} />
                <Route path={patterns.certificates} component={CertificatesPage} />
                <Route path={patterns.certificate} component={CertificatePage} />
                <Route path={patterns.reports} component={ReportsPage} />
                <Route path={patterns.reviews} component={ReviewsPage} />
                <Route path={patterns.review} component={ReviewPage} />
                <Route path={patterns.words} component={WordsPage} />
                <Route path={patterns.audit} component={AuditPage} />
                <Route path={patterns.staff} component={StaffPage} />
                <Route component={NotFoundPage} />
              </Switch>
            </RequireSession>
          </Route>
        </Switch>
      </Router>
      <Toaster />
    </ToastProvider>
  );
}
