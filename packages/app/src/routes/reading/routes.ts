import type { AppRoute } from '../route-table';

export const readingRoutes: AppRoute[] = [];
