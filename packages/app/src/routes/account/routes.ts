import type { AppRoute } from '../route-table';

export const accountRoutes: AppRoute[] = [];
