import { lazyRoute } from '../../shell/lazy-route';
import { paths } from '../paths';
import type { AppRoute } from '../route-table';

// spec 000 §4: /login/kakao (provider return) and /auth/kakao (terms modal) share one page.
const AuthPage = lazyRoute(() => import('./AuthPage'));

export const accountRoutes: AppRoute[] = [
  { path: paths.myPage, component: lazyRoute(() => import('./MyPage')) },
  { path: paths.myAccount, component: lazyRoute(() => import('./MyAccountPage')) },
  { path: paths.loginReturn, component: AuthPage },
  { path: paths.authTerms, component: AuthPage },
  { path: paths.verifyChoice, component: lazyRoute(() => import('./VerifyChoicePage')) },
  { path: paths.verifyNewStudent, component: lazyRoute(() => import('./NewStudentPage')) },
  { path: paths.verifyCurrentStudent, component: lazyRoute(() => import('./CurrentStudentPage')) },
  { path: paths.verifyEmailCode, component: lazyRoute(() => import('./EmailVerificationPage')) },
];
