import { lazyRoute } from '../../shell/lazy-route';
import type { AppRoute } from '../route-table';

// The more specific review paths come first: wouter's Switch renders the first match.
export const readingRoutes: AppRoute[] = [
  { path: '/heart', component: lazyRoute(() => import('./BookmarksPage')) },
  { path: '/building/review/:reviewId/report', component: lazyRoute(() => import('./ReportPage')) },
  { path: '/building/review/:reviewId', component: lazyRoute(() => import('./ReviewDetailPage')) },
  { path: '/building/:buildingId', component: lazyRoute(() => import('./BuildingDetailPage')) },
];
