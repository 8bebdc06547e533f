import { lazyRoute } from '../../shell/lazy-route';
import type { AppRoute } from '../route-table';

// spec 001 §2.1: the create wizard at /review/{step}; the edit hub and its sub-steps under /review/{id}/update.
export const writingRoutes: AppRoute[] = [
  { path: '/review/:step', component: lazyRoute(() => import('./CreateWizardPage')) },
  { path: '/review/:reviewId/update/*?', component: lazyRoute(() => import('./EditWizardPage')) },
];
